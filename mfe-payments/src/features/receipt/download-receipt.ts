// The receipt PDF (spec 002 §9) with pdfmake. This module and pdfmake (about 2 MB with its fonts)
// are imported only when the shopper asks for the PDF, so the receipt route itself stays light.
import { receiptPdfDocument, type ReceiptPdfInput } from '@storefront/domain';
import pdfMake from 'pdfmake/build/pdfmake';
import pdfFonts from 'pdfmake/build/vfs_fonts';
import { logoDataUrl } from './logo-data-url';

let fontsAdded = false;

export async function downloadReceipt(
  input: Omit<ReceiptPdfInput, 'logoDataUrl'> & { logoUrl: string | null | undefined },
): Promise<void> {
  if (!fontsAdded) {
    pdfMake.addVirtualFileSystem(pdfFonts);
    fontsAdded = true;
  }
  const { logoUrl, ...rest } = input;
  const { fileName, document } = receiptPdfDocument({
    ...rest,
    logoDataUrl: await logoDataUrl(logoUrl),
  });
  await pdfMake.createPdf(document).download(fileName);
}
