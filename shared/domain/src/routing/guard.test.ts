import { guardDecision, redirectTarget, type GuardInput } from './guard';

const loggedOut = { loggedIn: false, isGuest: false };
const user = { loggedIn: true, isGuest: false };
const guest = { loggedIn: true, isGuest: true };
const base = { prefix: '/tienda-demo', search: '' };

const decide = (input: Partial<GuardInput> & Pick<GuardInput, 'access' | 'path' | 'session'>) => guardDecision({ ...base, ...input });

describe('guardDecision (spec 000 §2 / 002 §2 "Router guard")', () => {
  describe('"Routes that allow guests"', () => {
    it('"if the user is not logged in, go to {prefix}/login with query redirect={path} and guest=true"', () => {
      // {path} = path after the prefix plus its query string, URL-encoded as one value.
      expect(decide({ access: 'guests', path: '/single-payments/pr-1', search: '?mp=true&result=success', session: loggedOut })).toEqual({
        kind: 'redirect',
        to: '/tienda-demo/login?redirect=%2Fsingle-payments%2Fpr-1%3Fmp%3Dtrue%26result%3Dsuccess&guest=true',
      });
    });
    it('the redirect value decodes back to the path and query', () => {
      const decision = decide({ access: 'guests', path: '/user-info', search: 'redirect=payment', session: loggedOut });
      const to = decision.kind === 'redirect' ? decision.to : '';
      const query = new URLSearchParams(to.split('?')[1]);
      expect(query.get('redirect')).toBe('/user-info?redirect=payment');
      expect(query.get('guest')).toBe('true');
    });
    it('"otherwise proceed" (users and guests)', () => {
      expect(decide({ access: 'guests', path: '/single-payments/pr-1', session: user })).toEqual({ kind: 'proceed' });
      expect(decide({ access: 'guests', path: '/single-payments/pr-1', session: guest })).toEqual({ kind: 'proceed' });
    });
  });

  describe('"Routes that require authentication"', () => {
    it('"logged-in or guest users proceed"', () => {
      expect(decide({ access: 'auth', path: '/userpanel/cards', session: user })).toEqual({ kind: 'proceed' });
      expect(decide({ access: 'auth', path: '/userpanel/cards', session: guest })).toEqual({ kind: 'proceed' });
    });
    it('"the route named Checkout goes to login with action=subscribe"', () => {
      expect(decide({ access: 'auth', routeName: 'Checkout', path: '/checkout', session: loggedOut })).toEqual({
        kind: 'redirect',
        to: '/tienda-demo/login?action=subscribe',
      });
    });
    it('"others go to login with redirect={path}"', () => {
      expect(decide({ access: 'auth', routeName: 'Cards', path: '/userpanel/cards', search: '?newCard=true', session: loggedOut })).toEqual({
        kind: 'redirect',
        to: '/tienda-demo/login?redirect=%2Fuserpanel%2Fcards%3FnewCard%3Dtrue',
      });
    });
    it('own host: empty prefix', () => {
      expect(guardDecision({ access: 'auth', path: '/userpanel/charges', prefix: '', session: loggedOut })).toEqual({
        kind: 'redirect',
        to: '/login?redirect=%2Fuserpanel%2Fcharges',
      });
    });
  });

  describe('"Other routes: a guest user is logged out and sent to login"', () => {
    it('guest on a public route', () => {
      expect(decide({ access: 'public', path: '/cart', session: guest })).toEqual({ kind: 'logout-and-redirect', to: '/tienda-demo/login' });
    });
    it('users and visitors proceed', () => {
      expect(decide({ access: 'public', path: '/cart', session: user })).toEqual({ kind: 'proceed' });
      expect(decide({ access: 'public', path: '/', session: loggedOut })).toEqual({ kind: 'proceed' });
    });
  });

  it('redirectTarget normalises the leading slash and the "?"', () => {
    expect(redirectTarget('cart', 'a=1')).toBe('/cart?a=1');
    expect(redirectTarget('/cart', '?')).toBe('/cart');
  });
});
