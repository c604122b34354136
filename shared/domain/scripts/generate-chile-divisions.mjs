// @ts-check
// Writes src/address/chile-divisions.ts from data/chile-divisions/*.csv (see its README).
// Run after replacing the CSVs: `npm run generate:communes -w @storefront/domain`; the unit test
// src/address/chile-divisions.test.ts fails while the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { renderChileDivisions } = require('./chile-divisions-core.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const csv = (name) => readFileSync(join(root, 'data', 'chile-divisions', `${name}.csv`), 'utf8');
const out = join(root, 'src', 'address', 'chile-divisions.ts');
writeFileSync(out, renderChileDivisions(csv('regions'), csv('provinces'), csv('communes')));
console.log(`wrote ${out}`);
