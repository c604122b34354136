// @ts-check
import {
  formatDesktopTable,
  formatMobileTable,
  formatWebMarkdown,
  medianOf,
  requestsBeforeLcp,
  summarizeLhr,
  summarizeRuns,
  webPages,
  withSsr,
} from './web-bench.mjs';

/**
 * A small LHR: only what bench:web reads. Times: network items in ms after networkStartTimeTs (µs).
 * @param {{ score?: number, fcp?: number, tti?: number, lcp?: number, tbt?: number, cls?: number,
 *   scriptBytes?: number, requestTimes?: number[], lcpAfterStartMs?: number, longTasks?: number[],
 *   runtimeError?: { code: string, message: string } }} [options]
 */
function lhr({
  score = 0.5,
  fcp = 1500,
  tti = 5000,
  lcp = 4200,
  tbt = 800,
  cls = 0.33,
  scriptBytes = 230_000,
  requestTimes = [0, 50, 300, 900, 4100, 4300],
  lcpAfterStartMs = 4200,
  longTasks = [120, 340, 60],
  runtimeError,
} = {}) {
  const startTs = 1_000_000_000;
  return {
    runtimeError,
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: tti },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      metrics: {
        details: {
          items: [{ observedLargestContentfulPaintTs: startTs + lcpAfterStartMs * 1000 }],
        },
      },
      'network-requests': {
        details: {
          items: requestTimes.map((t, i) => ({ url: `http://x/${i}`, networkRequestTime: t })),
          debugData: { networkStartTimeTs: startTs },
        },
      },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 400_000 },
            { resourceType: 'script', transferSize: scriptBytes },
          ],
        },
      },
      'long-tasks': { details: { items: longTasks.map((duration) => ({ duration })) } },
    },
  };
}

/** Stand-in for Lighthouse's computeMedianRun: the run nearest the median FCP and TTI. */
function nearestMedian(runs) {
  const fcp = medianOf(runs.map((r) => r.audits['first-contentful-paint'].numericValue));
  const tti = medianOf(runs.map((r) => r.audits.interactive.numericValue));
  const distance = (r) =>
    (r.audits['first-contentful-paint'].numericValue - fcp) ** 2 +
    (r.audits.interactive.numericValue - tti) ** 2;
  return [...runs].sort((a, b) => distance(a) - distance(b))[0];
}

test('medians: odd and even counts, non-numbers left out', () => {
  expect(medianOf([5, 1, 3])).toBe(3);
  expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  expect(medianOf([NaN, 7])).toBe(7);
  expect(medianOf([])).toBeNaN();
});

test('counts the requests sent before the observed largest paint', () => {
  expect(requestsBeforeLcp(lhr())).toBe(5);
  expect(requestsBeforeLcp(lhr({ lcpAfterStartMs: 100 }))).toBe(2);
  // No LCP observed (e.g. an error page): not a number rather than a made-up count.
  const none = lhr();
  /** @type {object[]} */ (none.audits.metrics.details.items)[0] = {};
  expect(requestsBeforeLcp(none)).toBeNaN();
});

test('reads score, LCP, TBT, CLS, JS bytes and the longest task from one result', () => {
  expect(summarizeLhr(lhr())).toEqual({
    score: 50,
    lcpMs: 4200,
    tbtMs: 800,
    cls: 0.33,
    jsBytes: 230_000,
    requestsBeforeLcp: 5,
    longestTaskMs: 340,
  });
  expect(summarizeLhr(lhr({ longTasks: [] })).longestTaskMs).toBe(0);
});

test('the median run of five, failed runs left out and counted', () => {
  const runs = [
    lhr({ score: 0.44, fcp: 1800, tti: 6000, lcp: 4800 }),
    lhr({ score: 0.51, fcp: 1400, tti: 4800, lcp: 4200 }),
    lhr({ score: 0.47, fcp: 1500, tti: 5100, lcp: 4500 }),
    lhr({ score: 0.49, fcp: 1450, tti: 5000, lcp: 4300 }),
    lhr({ score: 0.5, fcp: 1600, tti: 5500, lcp: 4600 }),
    lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }),
  ];
  const summary = summarizeRuns(runs, nearestMedian);
  // Median FCP 1500 and TTI 5100: the third run, whose figures all come from that one run.
  expect(summary).toMatchObject({ runs: 5, failed: 1, score: 47, lcpMs: 4500 });
  expect(/** @type {{ scores?: number[] }} */ (summary).scores).toEqual([44, 51, 47, 49, 50]);
  expect(summarizeRuns([runs[5]], nearestMedian)).toEqual({
    runs: 0,
    failed: 1,
    error: 'The page did not paint any content.',
  });
});

test('the ssr=0 twin of a page keeps its path and query', () => {
  expect(withSsr('http://localhost:8080/tienda-demo/catalog?q=caf', false)).toBe(
    'http://localhost:8080/tienda-demo/catalog?q=caf&ssr=0',
  );
  expect(withSsr('http://localhost:8080/tienda-demo', true)).toBe(
    'http://localhost:8080/tienda-demo',
  );
});

test('measures the issue seven pages, with the bundle report URLs', () => {
  const pages = webPages({ shellUrl: 'http://localhost:8080' });
  expect(pages.map((p) => p.id)).toEqual([
    'landing',
    'catalog',
    'product',
    'cart',
    'checkout',
    'userpanel/subscriptions',
    'single-payment',
  ]);
  expect(pages[0]?.url).toBe('http://localhost:8080/tienda-demo');
  expect(pages.filter((p) => p.signedIn).map((p) => p.id)).toEqual([
    'checkout',
    'userpanel/subscriptions',
    'single-payment',
  ]);
});

test('one table: each page as served and with ssr=0 side by side, and the ratios', () => {
  const served = summarizeRuns(
    [lhr({ score: 0.92, lcp: 1800, tbt: 150, cls: 0.01 })],
    nearestMedian,
  );
  const off = summarizeRuns([lhr({ score: 0.46, lcp: 4500, tbt: 900 })], nearestMedian);
  const text = formatMobileTable([
    { id: 'landing', ssr: served, csr: off },
    { id: 'cart', ssr: { runs: 0, failed: 5, error: 'x' }, csr: off },
  ]);
  const lines = text.split('\n');
  expect(lines[0]).toMatch(
    /^page +score +LCP s +TBT ms +CLS +JS KB +req<LCP +\| ssr=0 score .+ \| LCP ratio +score ratio$/,
  );
  expect(lines[2]).toMatch(
    /^landing +92 +1\.80 +150 +0\.010 +224\.6 +5 +\| 46 +4\.50 +900 +0\.330 +224\.6 +5 +\| 0\.40 +2\.00$/,
  );
  expect(lines[3]).toMatch(/^cart +failed +\| 46 /);
});

test('the desktop pass prints the longest task at boot, "<50" when none reached 50 ms', () => {
  const text = formatDesktopTable([
    {
      id: 'landing',
      summary: summarizeRuns([lhr({ score: 0.99, tbt: 0, longTasks: [] })], nearestMedian),
    },
    { id: 'catalog', summary: summarizeRuns([lhr({ score: 0.8, tbt: 120 })], nearestMedian) },
  ]);
  expect(text).toMatch(/^landing +99 +<50 +0$/m);
  expect(text).toMatch(/^catalog +80 +340 +120$/m);
});

test('the README markdown carries the date, the run count and both tables', () => {
  const served = summarizeRuns([lhr()], nearestMedian);
  const md = formatWebMarkdown({
    date: '2026-11-26',
    runs: 5,
    mobile: [{ id: 'landing', ssr: served, csr: served }],
    desktop: [{ id: 'landing', summary: served }],
    note: 'under load',
  });
  expect(md).toContain(
    '(2026-11-26; Lighthouse mobile preset, Debian Chromium, median of 5; under load)',
  );
  expect(md).toContain('| landing | 50 | 4.20 | 800 | 0.330 | 224.6 | 5 | 50 | 4.20 |');
  expect(md).toContain('| landing | 50 | 340 | 800 |');
});
