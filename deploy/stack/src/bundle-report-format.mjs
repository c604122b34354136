// @ts-check
// The bundle report as text: the terminal's tables and the Markdown of HISTORY.md's "Bundle figures".
import { REMOTES } from './ports.mjs';
import { formatSingleBundle } from './single-bundle-report.mjs';

/** Plain-text tables of a report. */
export function formatReport(report) {
  const kb = (n) => (n / 1024).toFixed(1);
  const buckets = ['shell', ...REMOTES.map((r) => r.package)];
  const head = ['route', 'total KB gz', ...buckets.map((b) => `${b} KB`), 'render ms'];
  const rows = report.routes.map((r) => [
    r.rendered ? r.id : `${r.id} (NOT RENDERED)`,
    kb(r.total.gzip),
    ...buckets.map((b) => (r.byBucket[b] ? kb(r.byBucket[b].gzip) : '-')),
    String(r.renderMs),
  ]);
  const lines = [table(head, rows), ''];
  lines.push(
    table(
      ['shared singleton', 'version', 'KB gz', 'max copies in a page', 'once'],
      report.singletons.map((s) => [
        s.name,
        s.version ?? '',
        kb(s.gzip),
        String(s.maxCopiesInOnePage),
        s.once ? 'yes' : 'NO',
      ]),
    ),
  );
  if (report.shellJsByPackage) {
    lines.push('');
    lines.push(
      table(
        ['shell JS by package (loaded by the routes)', 'KB gz'],
        Object.entries(report.shellJsByPackage).map(([name, gzip]) => [name, kb(gzip)]),
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

/** The "Bundle figures" text (deploy/stack/bench/HISTORY.md) for a report. */
export function formatMarkdown(report) {
  const kb = (n) => (n / 1024).toFixed(1);
  const rows = report.routes.map((r) => {
    const remotes = Object.entries(r.byBucket)
      .filter(([bucket]) => bucket !== 'shell')
      .map(([bucket, b]) => `${bucket} ${kb(b.gzip)}`);
    return `| ${r.id}${r.rendered ? '' : ' (did not render)'} | ${kb(r.total.gzip)} | ${kb(r.byBucket.shell?.gzip ?? 0)} | ${remotes.join(', ') || '-'} |`;
  });
  const singletons = report.singletons.map((s) => `${s.name} ${kb(s.gzip)}`).join(' · ');
  return [
    `From \`npm run bench\` (${report.generatedAt.slice(0, 10)}; data in \`deploy/stack/bench/bundle-report.json\`): gzipped JS each`,
    'route loads before its screen renders; Chromium, phone viewport, empty cache.',
    '',
    '| route | total KB | shell KB | remote KB |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Shared singletons as the shell provides them, KB gzipped with what each pulls in (Chakra, ark-ui and`,
    `zag count for \`@storefront/ui\`): ${singletons}.`,
    `Each loaded once per page (one provider in the federation share scope, no remote copy fetched): ${report.singletonsOnce ? 'yes' : 'NO'}.`,
    ...(report.singleBundle
      ? [
          '',
          'The same routes built as one webpack application without federation (the shell and every',
          "remote's pages, same sources and preset, each page a lazy chunk), measured the same way:",
          '',
          formatSingleBundle(report.singleBundle, { markdown: true }),
        ]
      : []),
  ].join('\n');
}
