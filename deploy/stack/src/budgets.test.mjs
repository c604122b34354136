// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetsFromReport, checkBudgets, formatBudgets, roundUpKb } from './budgets.mjs';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench');
const readJson = (name) => JSON.parse(fs.readFileSync(path.join(benchDir, name), 'utf8'));

const route = (id, gzip, extra = {}) => ({
  id,
  rendered: true,
  error: null,
  total: { gzip },
  ...extra,
});
/** A report whose one route is `extraKb` heavier. */
function heavier(report, id, extraKb) {
  return {
    ...report,
    routes: report.routes.map((r) =>
      r.id === id ? { ...r, total: { ...r.total, gzip: r.total.gzip + extraKb * 1024 } } : r,
    ),
  };
}

test('rounds a measured size up to the next 0.1 KB, so any real growth crosses the budget', () => {
  expect(roundUpKb(221.346)).toBe(221.4);
  expect(roundUpKb(221.4)).toBe(221.4);
  expect(roundUpKb(221.40001)).toBe(221.5);
  expect(roundUpKb(12.3, 1)).toBe(13);
});

test('budgets from a report: every route plus 0.05 KB of build noise, rounded up; none from a broken report', () => {
  // 226659 B = 221.347 KB → 221.4; 222337 B = 217.126 KB → 217.2; 225480 B = 220.195 KB → 220.3.
  const report = {
    routes: [route('landing', 226659), route('cart', 222337), route('catalog', 225480)],
  };
  expect(budgetsFromReport(report)).toEqual({ landing: 221.4, cart: 217.2, catalog: 220.3 });
  expect(budgetsFromReport(report, { headroomKb: 0 }).catalog).toBe(220.2);
  expect(() =>
    budgetsFromReport({ routes: [route('checkout', 1, { rendered: false, error: 'timeout' })] }),
  ).toThrow('checkout did not render');
});

test('the committed report is within the committed budgets, one budget per route', () => {
  const report = readJson('bundle-report.json');
  const budgets = readJson('budgets.json');
  const result = checkBudgets(report, budgets, { complete: true });
  expect(result.message).toBe(
    `Every route within its JS budget (${report.routes.length} checked).`,
  );
  expect(result.ok).toBe(true);
  expect(Object.keys(budgets).sort()).toEqual(report.routes.map((r) => r.id).sort());
});

test('a deliberately heavy change (20 KB more on one route) fails, naming the route and both sizes', () => {
  const report = readJson('bundle-report.json');
  const budgets = readJson('budgets.json');
  const landing = report.routes.find((r) => r.id === 'landing');
  const measured = (landing.total.gzip / 1024 + 20).toFixed(1);
  const result = checkBudgets(heavier(report, 'landing', 20), budgets);
  expect(result.ok).toBe(false);
  expect(result.failures).toEqual([
    {
      route: 'landing',
      kind: 'over',
      message: `landing: loads ${measured} KB of gzipped JS, over its budget of ${budgets.landing.toFixed(1)} KB by ${(Number(measured) - budgets.landing).toFixed(1)} KB`,
    },
  ]);
  expect(result.message).toContain('JS budget check failed (1):');
  expect(result.message).toContain(`landing: loads ${measured} KB`);
  expect(result.message).toContain('npm run bench -- --write-budgets');
});

test('a few bytes over the budget fail; exactly at the budget passes', () => {
  const budgets = { cart: 10 };
  expect(checkBudgets({ routes: [route('cart', 10 * 1024)] }, budgets).ok).toBe(true);
  const over = checkBudgets({ routes: [route('cart', 10 * 1024 + 8)] }, budgets);
  expect(over.failures.map((f) => f.message)).toEqual([
    'cart: loads 10.0 KB of gzipped JS, over its budget of 10.0 KB by 0.0 KB',
  ]);
});

test('a measured route with no budget fails, and so does one that did not render', () => {
  const result = checkBudgets(
    {
      routes: [
        route('landing', 100 * 1024),
        route('new-screen', 230 * 1024),
        route('checkout', 0, { rendered: false, error: 'the remote fallback rendered' }),
      ],
    },
    { landing: 120, checkout: 240 },
  );
  expect(result.ok).toBe(false);
  expect(result.failures.map((f) => [f.route, f.kind])).toEqual([
    ['new-screen', 'no-budget'],
    ['checkout', 'not-rendered'],
  ]);
  expect(result.failures[0]?.message).toBe(
    'new-screen: loads 230.0 KB of gzipped JS and has no budget in deploy/stack/bench/budgets.json; add one',
  );
  expect(result.failures[1]?.message).toBe(
    'checkout: did not render (the remote fallback rendered), so its JS was not measured',
  );
});

test('checking the whole report, a budget whose route was not measured fails', () => {
  const report = { routes: [route('landing', 100 * 1024)] };
  const budgets = { landing: 120, 'old-route': 200 };
  expect(checkBudgets(report, budgets).ok).toBe(true);
  const result = checkBudgets(report, budgets, { complete: true });
  expect(result.failures).toEqual([
    {
      route: 'old-route',
      kind: 'not-measured',
      message: 'old-route: has a budget in deploy/stack/bench/budgets.json but was not measured',
    },
  ]);
});

test('prints measured KB, budget and what is left per route', () => {
  const text = formatBudgets(
    checkBudgets({ routes: [route('cart', 2048), route('new', 1024)] }, { cart: 2.5 }),
  );
  expect(text).toMatch(/^cart +2\.0 +2\.5 +0\.5$/m);
  expect(text).toMatch(/^new +1\.0 +- +-$/m);
});
