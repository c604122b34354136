// The receipt PDF's content (spec 002 §9 "Receipt PDF", §7 "The receipt logo is fetched and
// converted to a data URL for the PDF", §8 "Logo conversion failure: … null is used, so the default
// logo is used"): a pure pdfmake document definition. The screen only fetches the logo and hands
// this to pdfmake, so every block and word is tested here.
import { paymentMethodTitle } from '../payment-methods/catalogue';
import {
  receiptFinalAmount,
  receiptOriginalAmount,
  type ReceiptInvoiceAmounts,
} from './receipt-amounts';
import { displayRut } from '../rut/rut';
import { formatReceiptDateTime, formatReceiptLongDate } from './receipt-dates';

/** The invoice fields the receipt reads (structurally the SDK's Invoice). */
export interface ReceiptInvoice extends ReceiptInvoiceAmounts {
  _id: string;
  paymentIntentId: string;
  createdAt: string;
  paymentMethod?: { name: string } | null;
  payerEmail?: string | null;
  /** Name and last name the payer gave, when the provider knows them (issue 39). */
  payerName?: string | null;
  /** The payer's RUT without dots, when known. */
  payerRut?: string | null;
  description?: string | null;
}

export interface ReceiptPdfInput {
  invoice: ReceiptInvoice;
  storeName: string;
  supportEmail?: string | null;
  /** The store logo as a data URL (PNG or JPEG); null when it could not be fetched or converted. */
  logoDataUrl: string | null;
}

/** The subset of pdfmake's node types this document uses (pdfmake ships no types of its own). */
export type PdfNode =
  | string
  | {
      text?: string | PdfNode[];
      stack?: PdfNode[];
      columns?: PdfNode[];
      table?: { headerRows?: number; widths: (string | number)[]; body: PdfNode[][] };
      layout?: string | PdfTableLayout;
      image?: string;
      svg?: string;
      fit?: [number, number];
      width?: string | number;
      style?: string | string[];
      bold?: boolean;
      fontSize?: number;
      color?: string;
      alignment?: 'left' | 'right' | 'center';
      margin?: number | [number, number] | [number, number, number, number];
      canvas?: {
        type: 'line';
        x1: number;
        y1: number;
        x2: number;
        y2: number;
        lineWidth: number;
        lineColor: string;
      }[];
    };

/** pdfmake's own table layout: which lines to draw, how thick, in which colour. */
export interface PdfTableLayout {
  hLineWidth: (line: number) => number;
  vLineWidth: (line: number) => number;
  hLineColor: (line: number) => string;
}

export interface PdfDocumentDefinition {
  info: { title: string };
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: number;
  content: PdfNode[];
  styles: Record<
    string,
    { fontSize?: number; bold?: boolean; color?: string; margin?: [number, number, number, number] }
  >;
  defaultStyle: { fontSize: number };
}

export const RECEIPT_PDF_TEXTS = {
  title: 'Comprobante de Pago',
  code: 'Código de comprobante',
  date: 'Fecha',
  method: 'Medio de pago',
  store: 'Comercio',
  supportEmail: 'Correo de soporte',
  paidBy: 'Pagado por',
  payerRut: (rut: string) => `RUT ${rut}`,
  amountPaidOn: (amount: string, date: string) => `${amount} pagado el ${date}`,
  columns: ['Descripción', 'Cantidad', 'Monto unitario', 'Monto final'] as const,
  quantity: '1',
  descriptionFallback: 'Descripción de pago',
  subtotal: 'Subtotal',
  total: 'Total',
  amountPaid: 'Monto pagado',
  footer: (storeName: string, supportEmail: string | null) =>
    `La plataforma de pagos solo procesa el pago. Si tienes preguntas sobre esta compra, contacta a ${storeName}${supportEmail ? ` (${supportEmail})` : ''}.`,
} as const;

/** 002 §9 "1 cm margin", in PDF points (72 per inch, 2.54 cm per inch). */
export const RECEIPT_PDF_MARGIN = (72 / 2.54) * 1;
/** A4 is 595.28 points wide: what is left between the margins, where every rule runs. */
export const RECEIPT_CONTENT_WIDTH = 595.28 - 2 * RECEIPT_PDF_MARGIN;
/** 002 §9 "JPEG quality 0.98, render scale 2": how the logo is rasterised for the PDF. */
export const RECEIPT_LOGO_JPEG_QUALITY = 0.98;
export const RECEIPT_LOGO_RENDER_SCALE = 2;

/** 002 §9 "file name 'comprobante-{paymentIntentId}.pdf'". */
export function receiptFileName(paymentIntentId: string): string {
  return `comprobante-${paymentIntentId}.pdf`;
}

/** The default logo (a neutral receipt mark) used when the store's cannot be had. */
export const DEFAULT_RECEIPT_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
  '<rect x="8" y="4" width="32" height="40" rx="4" fill="#1f2937"/>' +
  '<rect x="14" y="12" width="20" height="3" fill="#ffffff"/>' +
  '<rect x="14" y="20" width="20" height="3" fill="#ffffff"/>' +
  '<rect x="14" y="28" width="12" height="3" fill="#ffffff"/></svg>';

const label = (name: string, value: string): PdfNode => ({
  text: [{ text: `${name}: `, bold: true }, value],
  margin: [0, 0, 0, 2],
});

const RULE_COLOR = '#cbd5e1';

// Every rule spans the content exactly, as the table and the totals do (a fixed 515 points left
// the rules short of them, on the right).
const rule: PdfNode = {
  canvas: [
    {
      type: 'line',
      x1: 0,
      y1: 0,
      x2: RECEIPT_CONTENT_WIDTH,
      y2: 0,
      lineWidth: 0.5,
      lineColor: RULE_COLOR,
    },
  ],
  margin: [0, 8, 0, 8],
};

// One thin line under the table's header, like the rules (pdfmake's lightHorizontalLines drew a
// thick black one across the page, the stray rule of issue 39).
const tableLayout: PdfTableLayout = {
  hLineWidth: (line) => (line === 1 ? 0.5 : 0),
  vLineWidth: () => 0,
  hLineColor: () => RULE_COLOR,
};

const totalRow = (name: string, value: string, bold = false): PdfNode => ({
  columns: [
    { text: name, width: '*', alignment: 'right', bold },
    { text: value, width: 110, alignment: 'right', bold },
  ],
  margin: [0, 2, 0, 2],
});

export function receiptPdfDocument({
  invoice,
  storeName,
  supportEmail,
  logoDataUrl,
}: ReceiptPdfInput): {
  fileName: string;
  document: PdfDocumentDefinition;
} {
  const T = RECEIPT_PDF_TEXTS;
  const original = receiptOriginalAmount(invoice);
  const final = receiptFinalAmount(invoice);
  const support = supportEmail?.trim() || null;
  const description = invoice.description?.trim() || T.descriptionFallback;
  const payerName = invoice.payerName?.trim() || null;
  const payerRut = invoice.payerRut?.trim() || null;
  const logo: PdfNode = logoDataUrl
    ? { image: logoDataUrl, fit: [140, 56] }
    : { svg: DEFAULT_RECEIPT_LOGO_SVG, width: 48 };

  const content: PdfNode[] = [
    {
      columns: [
        { text: T.title, style: 'title', width: '*' },
        { stack: [logo], width: 'auto', alignment: 'right' },
      ],
    },
    rule,
    {
      columns: [
        {
          width: '*',
          stack: [
            label(T.code, invoice._id),
            label(T.date, formatReceiptDateTime(invoice.createdAt)),
            label(T.method, paymentMethodTitle(invoice.paymentMethod?.name ?? '')),
          ],
        },
        {
          width: '*',
          stack: [label(T.store, storeName), ...(support ? [label(T.supportEmail, support)] : [])],
        },
      ],
    },
    rule,
    { text: T.paidBy, style: 'section' },
    // The payer by name and RUT when the provider knows them, then her e-mail (002 §9).
    ...(payerName ? [{ text: payerName }] : []),
    ...(payerRut ? [{ text: T.payerRut(displayRut(payerRut)) }] : []),
    { text: invoice.payerEmail ?? '' },
    {
      text: T.amountPaidOn(
        `${final.text} ${final.currency}`,
        formatReceiptLongDate(invoice.createdAt),
      ),
      style: 'amountPaid',
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto'],
        body: [
          T.columns.map((name) => ({ text: name, style: 'tableHeader' })),
          [
            description,
            { text: T.quantity, alignment: 'center' },
            { text: `${original.text} ${original.currency}`, alignment: 'right' },
            { text: `${final.text} ${final.currency}`, alignment: 'right' },
          ],
        ],
      },
      layout: tableLayout,
      margin: [0, 12, 0, 8],
    },
    totalRow(T.subtotal, `${final.text} ${final.currency}`),
    totalRow(T.total, `${final.text} ${final.currency}`, true),
    totalRow(T.amountPaid, `${final.text} ${final.currency}`, true),
    rule,
    { text: T.footer(storeName, support), style: 'footer' },
  ];

  return {
    fileName: receiptFileName(invoice.paymentIntentId),
    document: {
      info: { title: `${T.title} ${invoice._id}` },
      pageSize: 'A4',
      pageOrientation: 'portrait',
      pageMargins: RECEIPT_PDF_MARGIN,
      content,
      styles: {
        title: { fontSize: 20, bold: true },
        section: { fontSize: 12, bold: true, margin: [0, 0, 0, 4] },
        amountPaid: { fontSize: 12, bold: true, margin: [0, 8, 0, 0] },
        tableHeader: { bold: true, color: '#334155' },
        footer: { fontSize: 9, color: '#64748b' },
      },
      defaultStyle: { fontSize: 10 },
    },
  };
}
