// @ts-check
// Writes src/phone/phone-countries.json from google-libphonenumber (devDependency, pinned).
// Run after updating the library: `npm run generate:phone -w @storefront/domain`; the unit test
// src/phone/phone-countries.test.ts fails while the committed JSON is stale.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { buildPhoneCountries } = require('./phone-countries-core.cjs');
const libphonenumber = require('google-libphonenumber');

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'src', 'phone', 'phone-countries.json');
const countries = buildPhoneCountries(libphonenumber);
// One country per line: readable diffs when the library changes a length.
writeFileSync(out, `[\n${countries.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`);
console.log(`wrote ${countries.length} countries to ${out}`);
