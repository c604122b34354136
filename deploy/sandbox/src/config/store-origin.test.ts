// Provider returns go only to the store's pages: the shell's, and the payments standalone page's
// /{store}/… when one runs (embeds, PAYMENTS_PUBLIC_URL).
import { isStorePage } from './store-origin';
import { makePublicUrls } from './public-urls';

const store = { name: 'tienda-demo', domain: null };
const withPayments = makePublicUrls(
  'http://localhost:4000',
  'http://localhost:8080',
  'http://localhost:8082',
);

test('the payments standalone page of the same store is a store page', () => {
  expect(
    isStorePage(
      'http://localhost:8082/tienda-demo/single-payments/pr-1?webpayPlus=true',
      store,
      withPayments,
    ),
  ).toBe(true);
  expect(
    isStorePage('http://localhost:8080/tienda-demo/single-payments/pr-1', store, withPayments),
  ).toBe(true);
});

test('another store on the payments page, or no payments page configured, is not', () => {
  expect(
    isStorePage('http://localhost:8082/farmacia-demo/single-payments/pr-1', store, withPayments),
  ).toBe(false);
  expect(isStorePage('http://localhost:8082/tienda-demox/x', store, withPayments)).toBe(false);
  const shellOnly = makePublicUrls('http://localhost:4000', 'http://localhost:8080');
  expect(
    isStorePage('http://localhost:8082/tienda-demo/single-payments/pr-1', store, shellOnly),
  ).toBe(false);
});
