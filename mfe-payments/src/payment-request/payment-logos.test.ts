// The committed sprite is the generator's output from payment-icons and logos/tiles, and it holds
// a view for every logo the domain names (an <img src="…#id"> of a missing view shows nothing).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_LOGO_NAMES } from '@storefront/domain';
import { readLogoSources, renderLogoSprite } from '../../scripts/logo-sprite-core.cjs';

const committed = readFileSync(join(__dirname, 'logos', 'payment-logos.svg'), 'utf8');

describe('the payment logos sprite', () => {
  it('is up to date (npm run generate:logos -w mfe-payments)', () => {
    expect(committed).toBe(renderLogoSprite(readLogoSources()));
  });

  it('has one 750 × 471 view per logo of the domain, in its own band', () => {
    const views = [...committed.matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 750 471"\/>/g)];
    expect(views.map(([, id]) => id).sort()).toEqual(Object.keys(PAYMENT_LOGO_NAMES).sort());
    expect(views.map(([, , y]) => Number(y))).toEqual(views.map((_, index) => index * 471));
  });

  it('refuses a source that is not a 750 × 471 tile', () => {
    expect(() =>
      renderLogoSprite([{ id: 'square', svg: '<svg viewBox="0 0 24 24"><path/></svg>' }]),
    ).toThrow('square: expected one <svg viewBox="0 0 750 471">');
  });
});
