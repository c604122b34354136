import { navOptionTarget } from './store-paths';

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
