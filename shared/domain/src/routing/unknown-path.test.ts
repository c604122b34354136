import { unknownPathTarget } from './unknown-path';

describe('unknownPathTarget ("Any unknown path redirects to the store root")', () => {
  it('marketplace: the first path segment', () => expect(unknownPathTarget('/tienda-demo')).toBe('/tienda-demo'));
  it('own host: "/"', () => expect(unknownPathTarget('')).toBe('/'));
});
