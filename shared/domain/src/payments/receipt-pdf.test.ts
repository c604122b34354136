import {
  DEFAULT_RECEIPT_LOGO_SVG,
  RECEIPT_CONTENT_WIDTH,
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
    // Paid at 14:07:09 UTC: 11:07:09 on Chile's clock (issue 39; UTC-3 in November).
    expect(all).toContain('Fecha: 06/11/2026 11:07:09');
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

  it('names the payer by name and RUT when they are known, before her e-mail (issue 39)', () => {
    const known = { ...invoice, payerName: 'Invitada Paz', payerRut: '11111111-1' };
    const all = texts(build({ invoice: known }).document.content);
    const at = all.indexOf('Pagado por');
    expect(all.slice(at + 1, at + 4)).toEqual([
      'Invitada Paz',
      'RUT 11.111.111-1',
      'invitado@demo.cl',
    ]);
    const blank = { ...invoice, payerName: '  ', payerRut: null };
    const none = texts(build({ invoice: blank }).document.content);
    expect(none[none.indexOf('Pagado por') + 1]).toBe('invitado@demo.cl');
  });

  it('the Spanish date is the day she paid in Chile: 01:30 UTC on the 7th is the 6th', () => {
    const late = { ...invoice, createdAt: '2026-11-07T01:30:00Z' };
    const all = texts(build({ invoice: late }).document.content);
    expect(all).toContain('Fecha: 06/11/2026 22:30:00');
    expect(all).toContain('$57.000 CLP pagado el 6 de noviembre de 2026');
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

  it('every rule spans the content, and the table has one thin line under its header', () => {
    const { content } = build().document;
    const rules = content.flatMap((n) => (typeof n !== 'string' && n.canvas ? n.canvas : []));
    expect(rules.length).toBeGreaterThan(0);
    for (const line of rules) {
      expect(line.x1).toBe(0);
      expect(line.x2).toBeCloseTo(RECEIPT_CONTENT_WIDTH, 5);
    }
    expect(RECEIPT_CONTENT_WIDTH).toBeCloseTo(595.28 - 2 * 28.3465, 2);
    const table = content.find((n) => typeof n !== 'string' && n.table);
    const layout = typeof table === 'object' ? table.layout : undefined;
    if (typeof layout !== 'object') throw new Error('the table has its own layout');
    expect([0, 1, 2, 3].map((line) => layout.hLineWidth(line))).toEqual([0, 0.5, 0, 0]);
    expect(layout.vLineWidth(0)).toBe(0);
    expect(layout.hLineColor(1)).toBe(rules[0]!.lineColor);
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
