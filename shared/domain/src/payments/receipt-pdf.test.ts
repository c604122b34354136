import {
  DEFAULT_RECEIPT_LOGO_SVG,
  RECEIPT_PDF_MARGIN,
  receiptPdfDocument,
  type PdfNode,
  type ReceiptInvoice,
} from './receipt-pdf';

/** Every text of the document in reading order (what the PDF's text extraction gives back). */
function texts(nodes: readonly PdfNode[]): string[] {
  const out: string[] = [];
  const walk = (node: PdfNode) => {
    if (typeof node === 'string') return void out.push(node);
    if (typeof node.text === 'string') out.push(node.text);
    else if (Array.isArray(node.text)) out.push(texts(node.text).join(''));
    node.stack?.forEach(walk);
    node.columns?.forEach(walk);
    node.table?.body.forEach((row) => row.forEach(walk));
  };
  nodes.forEach(walk);
  return out;
}

function images(nodes: readonly PdfNode[]): PdfNode[] {
  const out: PdfNode[] = [];
  const walk = (node: PdfNode) => {
    if (typeof node === 'string') return;
    if (node.image || node.svg) out.push(node);
    node.stack?.forEach(walk);
    node.columns?.forEach(walk);
  };
  nodes.forEach(walk);
  return out;
}

const invoice: ReceiptInvoice = {
  _id: 'inv-abc123',
  paymentIntentId: 'pi-xyz789',
  createdAt: '2026-11-06T14:07:09.000Z',
  currency: 'clp',
  referenceCurrency: 'uf',
  totalGrossAmount: 57000,
  referenceTotalGrossAmount: 1.5,
  paymentMethod: { name: 'Webpay Plus' },
  payerEmail: 'invitado@demo.cl',
  description: 'Consulta médica',
};

const build = (over: Partial<Parameters<typeof receiptPdfDocument>[0]> = {}) =>
  receiptPdfDocument({
    invoice,
    storeName: 'Servicios Demo',
    supportEmail: 'soporte@servicios.cl',
    logoDataUrl: 'data:image/jpeg;base64,AAAA',
    ...over,
  });

describe('receipt PDF (002 §9 "Receipt PDF")', () => {
  it('"file name \'comprobante-{paymentIntentId}.pdf\', A4 portrait, 1 cm margin"', () => {
    const { fileName, document } = build();
    expect(fileName).toBe('comprobante-pi-xyz789.pdf');
    expect(document.pageSize).toBe('A4');
    expect(document.pageOrientation).toBe('portrait');
    expect(document.pageMargins).toBeCloseTo(28.35, 2);
    expect(RECEIPT_PDF_MARGIN).toBeCloseTo(28.3465, 3);
  });

  it('"title \'Comprobante de Pago\', logo, receipt code, date (DD/MM/YYYY HH:mm:ss), payment method, store name and support e-mail"', () => {
    const all = texts(build().document.content);
    expect(all[0]).toBe('Comprobante de Pago');
    expect(all).toContain('Código de comprobante: inv-abc123');
    expect(all).toContain('Fecha: 06/11/2026 14:07:09');
    expect(all).toContain('Medio de pago: Webpay Plus');
    expect(all).toContain('Comercio: Servicios Demo');
    expect(all).toContain('Correo de soporte: soporte@servicios.cl');
  });

  it('the payment method is named in Spanish, as the screen names it', () => {
    const all = texts(
      build({ invoice: { ...invoice, paymentMethod: { name: 'Khipu Payment Initiation' } } })
        .document.content,
    );
    expect(all).toContain('Medio de pago: Khipu');
  });

  it('"a \'Pagado por\' block with the payer e-mail, the amount paid with a Spanish date"', () => {
    const all = texts(build().document.content);
    const at = all.indexOf('Pagado por');
    expect(at).toBeGreaterThan(0);
    expect(all[at + 1]).toBe('invitado@demo.cl');
    expect(all[at + 2]).toBe('$57.000 CLP pagado el 6 de noviembre de 2026');
  });

  it('"a table with columns Descripción, Cantidad (fixed at 1), Monto unitario, Monto final"', () => {
    const table = build().document.content.find((n) => typeof n !== 'string' && n.table);
    const body = typeof table === 'object' ? table.table!.body : [];
    expect(texts(body[0]!)).toEqual(['Descripción', 'Cantidad', 'Monto unitario', 'Monto final']);
    expect(texts(body[1]!)).toEqual(['Consulta médica', '1', 'UF 1,50 UF', '$57.000 CLP']);
  });

  it('"with fallback description \'Descripción de pago\'"', () => {
    for (const description of [null, '', '   ', undefined]) {
      const all = texts(build({ invoice: { ...invoice, description } }).document.content);
      expect(all).toContain('Descripción de pago');
    }
  });

  it('"then Subtotal, Total and Monto pagado"', () => {
    const all = texts(build().document.content);
    const tail = all.slice(all.indexOf('Subtotal'));
    expect(tail.slice(0, 6)).toEqual([
      'Subtotal',
      '$57.000 CLP',
      'Total',
      '$57.000 CLP',
      'Monto pagado',
      '$57.000 CLP',
    ]);
  });

  it('a CLP invoice shows the same amount as unit and final', () => {
    const clp = {
      ...invoice,
      referenceCurrency: null,
      referenceTotalGrossAmount: null,
      totalGrossAmount: 25000,
    };
    const all = texts(build({ invoice: clp }).document.content);
    expect(all.filter((t) => t === '$25.000 CLP')).toHaveLength(5);
  });

  it('"footer saying the provider only processes the payment and that questions go to the store"', () => {
    const all = texts(build().document.content);
    expect(all.at(-1)).toBe(
      'La plataforma de pagos solo procesa el pago. Si tienes preguntas sobre esta compra, contacta a Servicios Demo (soporte@servicios.cl).',
    );
    const noSupport = texts(build({ supportEmail: null }).document.content);
    expect(noSupport.at(-1)).toBe(
      'La plataforma de pagos solo procesa el pago. Si tienes preguntas sobre esta compra, contacta a Servicios Demo.',
    );
    expect(noSupport.some((t) => t.startsWith('Correo de soporte'))).toBe(false);
  });

  it('"logo" as a data URL; "null is used, so the default logo is used" (002 §8)', () => {
    expect(images(build().document.content)).toEqual([
      { image: 'data:image/jpeg;base64,AAAA', fit: [140, 56] },
    ]);
    expect(images(build({ logoDataUrl: null }).document.content)).toEqual([
      { svg: DEFAULT_RECEIPT_LOGO_SVG, width: 48 },
    ]);
  });
});
