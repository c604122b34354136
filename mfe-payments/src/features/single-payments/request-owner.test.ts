import { isNotOwned } from './request-owner';

test('the owner is compared by e-mail, ignoring case and spaces', () => {
  expect(isNotOwned('ana@demo.cl', 'ana@demo.cl')).toBe(false);
  expect(isNotOwned('Ana@Demo.cl ', 'ana@demo.cl')).toBe(false);
  expect(isNotOwned('ana@demo.cl', 'otra@demo.cl')).toBe(true);
  expect(isNotOwned('ana@demo.cl', '')).toBe(true);
  expect(isNotOwned('ana@demo.cl', undefined)).toBe(true);
});
