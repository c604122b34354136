// routes.json's `heading` is the h1 the shell draws while a page's code loads (and in the server's
// placeholder); the page then draws its own in the same place. They must be the same text.
import routes from '../routes.json';
import { CART_TITLE } from './features/cart/cart-page';
import { CHECKOUT_TEXTS } from './features/checkout/checkout-texts';
import { SERVICE_CHECKOUT_TEXTS } from './features/services/service-texts';

const headingOf = (path: string) =>
  routes.find((route) => route.path === path && 'heading' in route)?.heading;

test("the checkout's heading is its page title", () => {
  expect(headingOf('checkout')).toBe(CHECKOUT_TEXTS.title);
});

test("the service checkout's heading is its page title", () => {
  expect(headingOf('services/:serviceId/checkout')).toBe(SERVICE_CHECKOUT_TEXTS.title);
});

test("the cart's heading is its default title, and the store's cart view title replaces both (issue 41)", () => {
  expect(headingOf('cart')).toBe(CART_TITLE);
  expect(routes.find((route) => route.path === 'cart')).toMatchObject({ headingView: 'cart' });
});
