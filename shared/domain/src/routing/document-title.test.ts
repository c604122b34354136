import { documentTitle } from './document-title';

describe('documentTitle ("{route title} - {store name}")', () => {
  it('joins with " - "', () => expect(documentTitle('Mis tarjetas', 'Tienda Demo')).toBe('Mis tarjetas - Tienda Demo'));
  it('falls back to whichever is present', () => {
    expect(documentTitle(undefined, 'Tienda Demo')).toBe('Tienda Demo');
    expect(documentTitle('Pantalla de pago', '')).toBe('Pantalla de pago');
  });
});
