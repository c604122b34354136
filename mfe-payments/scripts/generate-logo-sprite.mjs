// @ts-check
// Writes src/payment-request/logos/payment-logos.svg from payment-icons and logos/tiles (see
// logo-sprite-core.cjs). Run after changing a tile or updating payment-icons:
// `npm run generate:logos -w mfe-payments`; src/payment-request/payment-logos.test.ts fails while
// the committed file is stale.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { readLogoSources, renderLogoSprite } = require('./logo-sprite-core.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src', 'payment-request', 'logos', 'payment-logos.svg');
writeFileSync(out, renderLogoSprite(readLogoSources()));
console.log(`wrote ${out}`);
