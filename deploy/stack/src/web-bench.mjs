// @ts-check
// `npm run bench:web`'s pure parts: which pages, the `?ssr=0` twin of each, what is read from a
// Lighthouse result (LHR), the median run and the tables. The Lighthouse runs themselves are in
// deploy/stack/bin/bench-web.mjs (Lighthouse is installed apart, in deploy/stack/bench/lighthouse).
import { benchRoutes } from './bundle-report.mjs';

/** The pages measured: the issue's seven (a panel page: subscriptions, the heaviest). */
export const WEB_PAGE_IDS = [
  'landing',
  'catalog',
  'product',
  'cart',
  'checkout',
  'userpanel/subscriptions',
  'single-payment',
];

/** The bundle report's routes that bench:web measures (same URLs, same shoppers). */
export function webPages({ shellUrl }) {
  const routes = benchRoutes({ shellUrl });
  return WEB_PAGE_IDS.map((id) => {
    const route = routes.find((r) => r.id === id);
    if (!route) throw new Error(`no bundle-report route ${id}`);
    return route;
  });
}

/** The page with server rendering switched off (`?ssr=0`, read by the shell server) or as is. */
export function withSsr(url, ssr) {
  if (ssr) return url;
  const u = new URL(url);
  u.searchParams.set('ssr', '0');
  return u.href;
}

/** Median of numbers (the mean of the middle two for an even count); NaN for none. */
export function medianOf(numbers) {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? NaN;

/**
 * Requests the page had sent before its largest contentful paint (observed, not simulated):
 * network-requests' times are ms after its first request (`debugData.networkStartTimeTs`, µs);
 * the metrics audit gives the observed LCP timestamp (µs).
 */
export function requestsBeforeLcp(lhr) {
  const lcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const network = lhr.audits['network-requests']?.details;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (!Number.isFinite(lcpTs) || !Number.isFinite(startTs)) return NaN;
  return (network.items ?? []).filter((item) => {
    const sent = item.networkRequestTime ?? item.rendererStartTime;
    return Number.isFinite(sent) && startTs + sent * 1000 < lcpTs;
  }).length;
}

/** JS bytes over the wire (resource-summary's script row, transfer size). */
export function jsBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
}

/** The longest main-thread task Lighthouse saw (long-tasks lists those over 50 ms); 0 for none. */
export function longestTask(lhr) {
  const audit = lhr.audits['long-tasks'];
  if (!audit) return NaN;
  return Math.max(0, ...(audit.details?.items ?? []).map((item) => item.duration ?? 0));
}

/** The figures of one Lighthouse result. */
export function summarizeLhr(lhr) {
  const score = lhr.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : NaN,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: jsBytes(lhr),
    requestsBeforeLcp: requestsBeforeLcp(lhr),
    longestTaskMs: longestTask(lhr),
  };
}

/**
 * The figures of the median run (Lighthouse's computeMedianRun: the run nearest the median FCP
 * and TTI), with each run's score for the spread. Runs that failed (runtimeError, no FCP) are left
 * out and counted.
 * @param {Array<object>} runs LHRs of one page
 * @param {(runs: Array<object>) => object} computeMedianRun from lighthouse/core/lib/median-run.js
 */
export function summarizeRuns(runs, computeMedianRun) {
  const good = runs.filter(
    (lhr) =>
      !lhr.runtimeError &&
      Number.isFinite(numeric(lhr, 'first-contentful-paint')) &&
      Number.isFinite(numeric(lhr, 'interactive')),
  );
  const failed = runs.length - good.length;
  if (!good.length) {
    const error = runs.find((lhr) => lhr.runtimeError)?.runtimeError?.message ?? 'no usable run';
    return { runs: 0, failed, error };
  }
  const scores = good.map((lhr) => summarizeLhr(lhr).score);
  return {
    ...summarizeLhr(computeMedianRun(good)),
    runs: good.length,
    failed,
    scores,
  };
}

const cell = {
  score: (s) => (Number.isFinite(s.score) ? String(s.score) : '-'),
  lcp: (s) => (Number.isFinite(s.lcpMs) ? (s.lcpMs / 1000).toFixed(2) : '-'),
  tbt: (s) => (Number.isFinite(s.tbtMs) ? String(Math.round(s.tbtMs)) : '-'),
  cls: (s) => (Number.isFinite(s.cls) ? s.cls.toFixed(3) : '-'),
  js: (s) => (Number.isFinite(s.jsBytes) ? (s.jsBytes / 1024).toFixed(1) : '-'),
  req: (s) => (Number.isFinite(s.requestsBeforeLcp) ? String(s.requestsBeforeLcp) : '-'),
  task: (s) =>
    Number.isFinite(s.longestTaskMs)
      ? s.longestTaskMs === 0
        ? '<50'
        : String(Math.round(s.longestTaskMs))
      : '-',
};

function ratio(a, b, digits = 2) {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? (a / b).toFixed(digits) : '-';
}

const MOBILE_HEAD = [
  'page',
  'score',
  'LCP s',
  'TBT ms',
  'CLS',
  'JS KB',
  'req<LCP',
  '| ssr=0 score',
  'LCP s',
  'TBT ms',
  'CLS',
  'JS KB',
  'req<LCP',
  '| LCP ratio',
  'score ratio',
];

/**
 * Rows of the mobile table: each page as served and with `?ssr=0`, side by side, and the ratios
 * (as served / ssr=0: LCP below 1 and score above 1 mean server rendering helps).
 * @param {Array<{ id: string, ssr: object, csr: object }>} pages summaries from summarizeRuns
 */
export function mobileRows(pages) {
  const figures = (s) =>
    s.runs
      ? [cell.score(s), cell.lcp(s), cell.tbt(s), cell.cls(s), cell.js(s), cell.req(s)]
      : ['failed', '', '', '', '', ''];
  return pages.map(({ id, ssr, csr }) => {
    const [csrScore, ...csrRest] = figures(csr);
    return [
      id,
      ...figures(ssr),
      `| ${csrScore}`,
      ...csrRest,
      `| ${ratio(ssr.lcpMs, csr.lcpMs)}`,
      ratio(ssr.score, csr.score),
    ];
  });
}

/** The mobile table (median of N runs each). */
export function formatMobileTable(pages) {
  return table(MOBILE_HEAD, mobileRows(pages));
}

/** The desktop pass: the longest main-thread task at boot, per page. */
export function formatDesktopTable(pages) {
  return table(
    ['page (desktop)', 'score', 'longest task ms', 'TBT ms'],
    pages.map(({ id, summary }) =>
      summary.runs
        ? [id, cell.score(summary), cell.task(summary), cell.tbt(summary)]
        : [id, 'failed', '', ''],
    ),
  );
}

/** The same tables in Markdown, for deploy/stack/bench/HISTORY.md. */
export function formatWebMarkdown({ date, runs, desktopRuns = runs, mobile, desktop, note }) {
  const md = (head, rows) =>
    [
      `| ${head.map((h) => h.replace(/^\| /, '')).join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...rows.map((r) => `| ${r.map((c) => c.replace(/^\| /, '')).join(' | ')} |`),
    ].join('\n');
  const lines = [
    `From \`npm run bench:web\` (${date}; Lighthouse mobile preset, Debian Chromium, median of ${runs}${note ? `; ${note}` : ''}):`,
    '',
    md(MOBILE_HEAD, mobileRows(mobile)),
  ];
  if (desktop?.length) {
    lines.push(
      '',
      `Desktop preset, longest main-thread task during boot (median run of ${desktopRuns}):`,
      '',
    );
    lines.push(
      md(
        ['page', 'score', 'longest task ms', 'TBT ms'],
        desktop.map(({ id, summary }) =>
          summary.runs
            ? [id, cell.score(summary), cell.task(summary), cell.tbt(summary)]
            : [id, 'failed', '', ''],
        ),
      ),
    );
  }
  return lines.join('\n');
}

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
