import { navOptionTarget, safeRedirect } from './store-paths';

test('the login redirect follows only paths inside the store', () => {
  expect(safeRedirect('/userpanel/cards?newCard=true', '/tienda-demo')).toBe(
    '/tienda-demo/userpanel/cards?newCard=true',
  );
  expect(safeRedirect('/tienda-demo/cart', '/tienda-demo')).toBe('/tienda-demo/cart');
  expect(safeRedirect('https://evil.example/', '/tienda-demo')).toBe('/tienda-demo');
  expect(safeRedirect('//evil.example/x', '')).toBe('/');
  expect(safeRedirect('javascript:alert(1)', '')).toBe('/');
  expect(safeRedirect(null, '')).toBe('/');
  expect(safeRedirect('/userpanel/charges', '')).toBe('/userpanel/charges');
});

test('navbar links: "/x" is relative to the store, "ihttp…" opens the iframe route by text', () => {
  expect(navOptionTarget({ text: 'Catálogo', linkUrl: '/catalog' }, '/tienda-demo')).toEqual({
    kind: 'internal',
    to: '/tienda-demo/catalog',
  });
  expect(
    navOptionTarget({ text: 'Blog', linkUrl: 'ihttps://blog.example.cl' }, '/tienda-demo'),
  ).toEqual({ kind: 'internal', to: '/tienda-demo/iframe/Blog' });
  expect(navOptionTarget({ text: 'Sitio', linkUrl: 'https://example.cl' }, '')).toEqual({
    kind: 'external',
    href: 'https://example.cl',
  });
  expect(navOptionTarget({ text: 'Inicio', linkUrl: '/' }, '')).toEqual({
    kind: 'internal',
    to: '/',
  });
  expect(navOptionTarget({ text: 'Vacío', linkUrl: '' }, '')).toBeNull();
});
