// @ts-check
// The payment logos' sprite (spec 002 §2, §3): one SVG file holding every logo as a <view>, so a
// page fetches one file for all its method cards and an <img src="sprite.svg#visa"> shows one
// logo. The card brands are payment-icons' flat tiles (MPL-2.0, unmodified); the Chilean marks
// are this repo's own tiles (src/payment-request/logos/tiles). All are 750 × 471 card shapes.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const WIDTH = 750;
const HEIGHT = 471;
const TILES = join(__dirname, '..', 'src', 'payment-request', 'logos', 'tiles');
// From the package's folder, not require.resolve of each file (jest maps *.svg to a stub).
const PAYMENT_ICONS = join(dirname(require.resolve('payment-icons/package.json')), 'min', 'flat');

/** Every logo, in the sprite's order, with its source file. The ids are the domain's PaymentLogoId. */
const LOGO_SOURCES = [
  { id: 'visa', file: join(PAYMENT_ICONS, 'visa.svg') },
  { id: 'mastercard', file: join(PAYMENT_ICONS, 'mastercard.svg') },
  { id: 'american-express', file: join(PAYMENT_ICONS, 'amex.svg') },
  { id: 'diners-club', file: join(PAYMENT_ICONS, 'diners.svg') },
  ...['webpay-oneclick', 'redcompra', 'banco-estado', 'banco-de-chile', 'santander', 'bci'].map(
    (id) => ({ id, file: join(TILES, `${id}.svg`) }),
  ),
];

/** @returns {{ id: string, svg: string }[]} */
function readLogoSources() {
  return LOGO_SOURCES.map(({ id, file }) => ({ id, svg: readFileSync(file, 'utf8') }));
}

/** @param {{ id: string, svg: string }[]} logos */
function renderLogoSprite(logos) {
  const parts = logos.map(({ id, svg }, index) => {
    const [, attributes = '', content = ''] =
      /^\s*<svg([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg) ?? [];
    if (!attributes.includes(`viewBox="0 0 ${WIDTH} ${HEIGHT}"`)) {
      throw new Error(`${id}: expected one <svg viewBox="0 0 ${WIDTH} ${HEIGHT}">`);
    }
    const y = index * HEIGHT;
    return (
      `<view id="${id}" viewBox="0 ${y} ${WIDTH} ${HEIGHT}"/>` +
      `<svg y="${y}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${content}</svg>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${logos.length * HEIGHT}">` +
    '<!-- Written by mfe-payments/scripts/generate-logo-sprite.mjs. Visa, Mastercard, American ' +
    'Express and Diners Club: payment-icons by Stuart Colville, MPL-2.0 ' +
    '(https://github.com/muffinresearch/payment-icons). -->\n' +
    parts.join('\n') +
    '\n</svg>\n'
  );
}

module.exports = { LOGO_SOURCES, readLogoSources, renderLogoSprite };
