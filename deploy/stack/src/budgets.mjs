// @ts-check
// Per-route JS budgets: the most gzipped JS each route of the bundle report may load before its
// screen renders, in KB (deploy/stack/bench/budgets.json, `{ route: maxKb }`). Pure, so jest can
// prove the check and `npm test` can run it on routes measured through its own stack
// (deploy/e2e/tests/budgets.spec.ts). A commit that makes a route heavier on purpose raises that
// route's budget in the same commit (`npm run bench -- --write-budgets`).

export const BUDGETS_PATH = 'deploy/stack/bench/budgets.json';

const KB = 1024;

/** Gzipped KB a measured route loaded (a bundle-report route: `total.gzip` in bytes). */
export function routeKb(route) {
  return route.total.gzip / KB;
}

/** Up to the next step (0.1 KB by default), so any real growth crosses it. */
export function roundUpKb(kb, step = 0.1) {
  const steps = Math.ceil(kb / step - 1e-9);
  return Number((steps * step).toFixed(3));
}

const fmt = (kb) => kb.toFixed(1);

/**
 * Budgets for every rendered route of a report: each its measured size plus a little headroom,
 * rounded up. The headroom (0.05 KB) is for builds of the same code that differ by a few bytes
 * (the remotes' version hashes in URLs: ±5 bytes seen); any real growth is more than it.
 * @param {{ routes: Array<{ id: string, rendered: boolean, total: { gzip: number } }> }} report
 */
export function budgetsFromReport(report, { step = 0.1, headroomKb = 0.05 } = {}) {
  const broken = report.routes.filter((r) => !r.rendered).map((r) => r.id);
  if (broken.length)
    throw new Error(`cannot set budgets: ${broken.join(', ')} did not render in this report`);
  return Object.fromEntries(
    report.routes.map((r) => [r.id, roundUpKb(routeKb(r) + headroomKb, step)]),
  );
}

/**
 * Check measured routes against the budgets. Fails a route that is over its budget, a measured
 * route with no budget, and a route that did not render (its JS was not measured). With
 * `complete`, a budget whose route was not measured fails too (a renamed or removed route).
 * @param {{ routes: Array<{ id: string, rendered: boolean, error?: string | null, total: { gzip: number } }> }} report
 * @param {Record<string, number>} budgets
 * @returns {{ ok: boolean, failures: Array<{ route: string, kind: string, message: string }>,
 *   rows: Array<{ route: string, kb: number, budgetKb: number | null }>, message: string }}
 */
export function checkBudgets(report, budgets, { complete = false } = {}) {
  const failures = [];
  const rows = [];
  const fail = (route, kind, message) => failures.push({ route, kind, message });
  for (const route of report.routes) {
    const kb = routeKb(route);
    const budgetKb = Object.hasOwn(budgets, route.id) ? budgets[route.id] : null;
    rows.push({ route: route.id, kb, budgetKb });
    if (!route.rendered) {
      fail(
        route.id,
        'not-rendered',
        `${route.id}: did not render (${route.error ?? 'unknown error'}), so its JS was not measured`,
      );
    } else if (typeof budgetKb !== 'number') {
      fail(
        route.id,
        'no-budget',
        `${route.id}: loads ${fmt(kb)} KB of gzipped JS and has no budget in ${BUDGETS_PATH}; add one`,
      );
    } else if (kb > budgetKb) {
      fail(
        route.id,
        'over',
        `${route.id}: loads ${fmt(kb)} KB of gzipped JS, over its budget of ${fmt(budgetKb)} KB by ${fmt(kb - budgetKb)} KB`,
      );
    }
  }
  if (complete) {
    const measured = new Set(report.routes.map((r) => r.id));
    for (const id of Object.keys(budgets)) {
      if (!measured.has(id))
        fail(id, 'not-measured', `${id}: has a budget in ${BUDGETS_PATH} but was not measured`);
    }
  }
  const message = failures.length
    ? [
        `JS budget check failed (${failures.length}):`,
        ...failures.map((f) => `  - ${f.message}`),
        `A commit that makes a route heavier on purpose raises its budget in ${BUDGETS_PATH} in the same commit (npm run bench -- --write-budgets).`,
      ].join('\n')
    : `Every route within its JS budget (${rows.length} checked).`;
  return { ok: failures.length === 0, failures, rows, message };
}

/** A table of measured KB against budgets, for the bench's output. */
export function formatBudgets(result) {
  const head = ['route', 'KB gz', 'budget KB', 'left KB'];
  const body = result.rows.map((r) => [
    r.route,
    fmt(r.kb),
    r.budgetKb === null ? '-' : fmt(r.budgetKb),
    r.budgetKb === null ? '-' : fmt(r.budgetKb - r.kb),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
