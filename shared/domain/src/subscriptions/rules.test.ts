// The `./subscriptions` entry exposes the same functions as the domain index (no second copy).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as index from '../index';
import * as rules from './rules';

it('every export of @storefront/domain/subscriptions is the index’s own', () => {
  const entry = rules as Record<string, unknown>;
  const all = index as Record<string, unknown>;
  expect(Object.keys(entry).length).toBeGreaterThanOrEqual(15);
  for (const name of Object.keys(entry)) expect(entry[name]).toBe(all[name]);
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  expect(pkg.exports['./subscriptions']).toBe('./src/subscriptions/rules.ts');
});
