// The committed chile-divisions.ts must be what the vendored CSVs give (data/chile-divisions):
// a CSV update fails here until `npm run generate:communes -w @storefront/domain` is run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderChileDivisions } from '../../scripts/chile-divisions-core.cjs';

const root = join(__dirname, '..', '..');
const csv = (name: string) => readFileSync(join(root, 'data', 'chile-divisions', `${name}.csv`), 'utf8');

it('chile-divisions.ts is the generator output of the vendored CSVs', () => {
  const committed = readFileSync(join(__dirname, 'chile-divisions.ts'), 'utf8');
  expect(committed).toBe(renderChileDivisions(csv('regions'), csv('provinces'), csv('communes')));
});

it('the domain index does not reach the data: only `@storefront/domain/address` does', () => {
  const index = readFileSync(join(__dirname, '..', 'index.ts'), 'utf8');
  expect(index).not.toMatch(/['"]\.\/address\//);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  expect(pkg.exports['./address']).toBe('./src/address/communes.ts');
});
