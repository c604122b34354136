import { loginTarget, type LoginTargetStore } from './login-target';

const store = (landingActive: boolean, serviceType?: string): LoginTargetStore => ({
  serviceType: serviceType ?? null,
  content: { views: { landing: { active: landingActive } } },
});
const query = (value: string) => new URLSearchParams(value);

test('action=subscribe goes to the store root with the action, where the landing validates the cart', () => {
  expect(loginTarget(query('action=subscribe'), '/tienda-demo', store(true))).toBe(
    '/tienda-demo?action=subscribe',
  );
});

test('action=subscribe goes to checkout when the root would redirect (inactive landing, service store)', () => {
  expect(loginTarget(query('action=subscribe'), '/tienda-demo', store(false))).toBe(
    '/tienda-demo/checkout',
  );
  expect(loginTarget(query('action=subscribe'), '', store(true, 'service'))).toBe('/checkout');
});

test('otherwise the redirect inside the store, else the root', () => {
  expect(loginTarget(query('redirect=%2Fcart'), '/tienda-demo', store(true))).toBe(
    '/tienda-demo/cart',
  );
  expect(
    loginTarget(query('redirect=https%3A%2F%2Fevil.example'), '/tienda-demo', store(true)),
  ).toBe('/tienda-demo');
});
