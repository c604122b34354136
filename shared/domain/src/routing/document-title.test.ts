import { documentTitle, storeDisplayName } from './document-title';

describe('documentTitle ("{route title} - {store name}")', () => {
  it('joins with " - "', () =>
    expect(documentTitle('Mis tarjetas', 'Tienda Demo')).toBe('Mis tarjetas - Tienda Demo'));
  it('falls back to whichever is present', () => {
    expect(documentTitle(undefined, 'Tienda Demo')).toBe('Tienda Demo');
    expect(documentTitle('Pantalla de pago', '')).toBe('Pantalla de pago');
  });
});

describe('storeDisplayName (the store name of the title, the navbar and the footer)', () => {
  it('the navbar’s storeName, else the store’s name', () => {
    const store = { name: 'tienda-demo' };
    expect(storeDisplayName(store)).toBe('tienda-demo');
    expect(
      storeDisplayName({
        ...store,
        content: { navigation: { navbar: { storeName: ' Tienda Demo ' } } },
      }),
    ).toBe('Tienda Demo');
    expect(
      storeDisplayName({ ...store, content: { navigation: { navbar: { storeName: ' ' } } } }),
    ).toBe('tienda-demo');
  });
});
