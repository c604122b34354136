// Issue 10 findings: "?redirect=/tienda-demo/../farmacia-demo/userpanel/profile lands in another
// store; on the own-host store redirect=/\t/evil.example leaves the shopper stuck on user-info."
import { safeRedirect } from './safe-redirect';

const MARKET = '/tienda-demo';

describe('safeRedirect', () => {
  it('follows a path inside the store, with or without the prefix, keeping query and hash', () => {
    expect(safeRedirect('/userpanel/cards?newCard=true', MARKET)).toBe(
      '/tienda-demo/userpanel/cards?newCard=true',
    );
    expect(safeRedirect('/tienda-demo/cart#top', MARKET)).toBe('/tienda-demo/cart#top');
    expect(safeRedirect('/userpanel/charges', '')).toBe('/userpanel/charges');
    expect(safeRedirect('/single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A', MARKET)).toBe(
      '/tienda-demo/single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A',
    );
  });

  it('never leaves the store through ".." (the finding), "%2e%2e" or a look-alike prefix', () => {
    expect(safeRedirect('/tienda-demo/../farmacia-demo/userpanel/profile', MARKET)).toBe(
      '/tienda-demo',
    );
    expect(safeRedirect('/../farmacia-demo/userpanel/profile', MARKET)).toBe('/tienda-demo');
    expect(safeRedirect('/%2e%2e/farmacia-demo/userpanel/profile', MARKET)).toBe('/tienda-demo');
    expect(safeRedirect('/tienda-demo-falsa/userpanel', MARKET)).toBe(
      '/tienda-demo/tienda-demo-falsa/userpanel',
    );
    expect(safeRedirect('/userpanel/../cart', MARKET)).toBe('/tienda-demo/cart');
  });

  it('sends another site, a scheme or a disguised host to the store root (own host: the finding)', () => {
    expect(safeRedirect('/\t/evil.example', '')).toBe('/');
    expect(safeRedirect('/\n/evil.example', MARKET)).toBe('/tienda-demo');
    expect(safeRedirect('/\\evil.example', '')).toBe('/');
    expect(safeRedirect('//evil.example/x', '')).toBe('/');
    expect(safeRedirect('https://evil.example/', MARKET)).toBe('/tienda-demo');
    expect(safeRedirect('javascript:alert(1)', '')).toBe('/');
    expect(safeRedirect('userpanel', MARKET)).toBe('/tienda-demo');
    expect(safeRedirect(null, '')).toBe('/');
    expect(safeRedirect('', MARKET)).toBe('/tienda-demo');
  });
});
