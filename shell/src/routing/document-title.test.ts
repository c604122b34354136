import { storeDocumentTitle } from './document-title';

test('title is "{route title} - {store name}", preferring the navbar store name', () => {
  expect(
    storeDocumentTitle('Mis tarjetas', {
      name: 'tienda-demo',
      content: { navigation: { navbar: { storeName: 'Tienda Demo' } } },
    }),
  ).toBe('Mis tarjetas - Tienda Demo');
  expect(storeDocumentTitle('Carrito', { name: 'tienda-demo' })).toBe('Carrito - tienda-demo');
});
