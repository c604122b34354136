// @ts-check
// npm run bench:inp's arithmetic and table (issue 41 "Interaction speed"): the action's INP is its
// longest Event Timing entry, the figure is the median of the runs, and a run whose entries all
// stayed under Event Timing's 16 ms threshold reads "<16".
import { formatInpTable, INTERACTIONS, longestInteraction, medianMs } from './inp-bench.mjs';

test('the four actions the issue names, each on its own page', () => {
  expect(INTERACTIONS.map(({ id, path }) => [id, path])).toEqual([
    ['add-to-cart', 'products/td-p-0004'],
    ['subscription-dialog', 'userpanel/subscriptions'],
    ['pick-card', 'checkout'],
    ['confirm', 'checkout'],
  ]);
});

test("an action's INP is its longest interaction entry; none recorded is under the threshold", () => {
  expect(
    longestInteraction([
      { interactionId: 7, duration: 48, name: 'pointerdown' },
      { interactionId: 7, duration: 120, name: 'click' },
    ]),
  ).toBe(120);
  expect(longestInteraction([])).toBeNull();
});

test('the median of the runs; under 16 ms counts as the fastest', () => {
  expect(medianMs([120, 80, null, 200, 96])).toBe(96);
  expect(medianMs([40, 56])).toBe(48);
  expect(medianMs([null, null, 24])).toBeNull();
  expect(medianMs([])).toBeNull();
});

test('the table says each median and whether it is within 200 ms', () => {
  expect(
    formatInpTable([
      { label: 'Agregar al carrito', median: 128, runs: [128, 144, null] },
      { label: 'Confirmar', median: 232, runs: [232, 240, 216] },
    ]),
  ).toBe(
    [
      '| action | INP ms (median) | runs ms | ≤ 200 ms |',
      '|---|---|---|---|',
      '| Agregar al carrito | 128 | 128 · 144 · <16 | yes |',
      '| Confirmar | 232 | 232 · 240 · 216 | NO |',
    ].join('\n'),
  );
});
