import { serviceStoreRedirect } from './service-store-redirect';

describe('serviceStoreRedirect ("A service store skips landing, catalogue, cart and checkout and sends the shopper to the charges panel")', () => {
  it.each(['', '/', 'Landing', 'catalog', 'Cart', '/info', 'contact', 'Checkout', 'postsubscription/s-1', 'PostSubscription', 'userpanel/subscriptions', 'userpanel/orders', '/userpanel/orders/d-1?x=1', 'Orders', 'Subscriptions'])(
    '%j → userpanel/charges',
    (route) => expect(serviceStoreRedirect(route)).toBe('userpanel/charges'),
  );
  it.each(['userpanel/charges', 'userpanel/cards', 'userpanel/profile', 'single-payments/pr-1', 'services/sv-1', 'login', 'products/x', 'payment/s-1'])(
    '%j stays',
    (route) => expect(serviceStoreRedirect(route)).toBeNull(),
  );
});
