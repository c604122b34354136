// Per-route JS budgets (deploy/stack/bench/budgets.json), checked on the stack under test: every
// route of the bundle report is measured the way `npm run bench` measures it (its measureRoute:
// fresh context, phone viewport, gzipped JS until the screen's heading shows) and must stay within
// its budget. A commit that makes a route heavier on purpose raises that budget in the same commit
// (`npm run bench -- --write-budgets`). Runs in the "budgets" project only (one viewport: the
// measurement opens its own phone-sized context). That the check bites on a real heavy deploy is
// budgets-resilience.spec.ts (it changes what is live, so it runs alone).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { BUDGETS_PATH, checkBudgets } from '../../stack/src/budgets.mjs';
import {
  benchRoutes,
  benchShoppers,
  measureRoute,
  tokensFor,
  type BenchRoute,
  type Shopper,
} from '../../stack/src/bundle-report.mjs';
import { CDN_URL, SANDBOX_URL, SHELL_URL } from '../support/env';

const budgets = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../..', BUDGETS_PATH), 'utf8'),
) as Record<string, number>;
const routes = benchRoutes({ shellUrl: SHELL_URL });
const stack = { shellUrl: SHELL_URL, cdnUrl: CDN_URL };

// One set of shoppers per worker (checkout's has a cart line of her own).
let shoppers: Promise<{ ana: Shopper; checkout: Shopper }> | undefined;
const theShoppers = () => (shoppers ??= benchShoppers(SANDBOX_URL));

async function measure(browser: Parameters<typeof measureRoute>[0], route: BenchRoute) {
  const tokens = tokensFor(route, await theShoppers());
  return measureRoute(browser, route, { ...stack, tokens });
}

test.describe.configure({ mode: 'parallel' });

test('every route of the bundle report has a budget, and every budget a route', () => {
  expect(Object.keys(budgets).sort()).toEqual(routes.map((r) => r.id).sort());
});

for (const route of routes) {
  test(`${route.id} stays within its JS budget`, async ({ browser }) => {
    test.setTimeout(90_000);
    const measured = await measure(browser, route);
    const result = checkBudgets({ routes: [measured] }, budgets);
    test.info().annotations.push({
      type: 'js',
      description: `${(measured.total.gzip / 1024).toFixed(1)} KB gzipped (${measured.total.gzip} bytes), budget ${budgets[route.id]} KB`,
    });
    // On failure, which files were counted (largest first), to see what grew.
    if (!result.ok)
      await test.info().attach('js-files.json', {
        body: JSON.stringify(measured.files, null, 2),
        contentType: 'application/json',
      });
    expect(result.ok, result.message).toBe(true);
  });
}
