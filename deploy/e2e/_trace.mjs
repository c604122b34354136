// throwaway: a devtools timeline trace at 4x CPU; each top-level task > 50 ms with the time of its
// main child events by name (style, layout, script, parse...)
import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
await page.goto(url, { waitUntil: 'load' });
await page.waitForSelector('html[data-hydrated]');
await page.waitForTimeout(2500);
await cdp.send('Tracing.end');
await done;
await browser.close();
const main = events.find((e) => e.name === 'TracingStartedInBrowser');
// renderer main thread: the thread with most RunTask that has ParseHTML
const byTid = new Map();
for (const e of events) if (e.name === 'ParseHTML') byTid.set(`${e.pid}:${e.tid}`, (byTid.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const [mainKey] = [...byTid].sort((a, b) => b[1] - a[1])[0];
const ev = events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody') ?? ev[0];
const t0 = ev[0].ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
console.log('FCP at', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN_US ?? 50000));
for (const t of tasks) {
  const kids = ev.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t);
  const agg = new Map();
  for (const k of kids) {
    if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(k.name)) continue;
    const name = k.name === 'EvaluateScript' || k.name === 'FunctionCall' || k.name === 'v8.compile' ? `${k.name}:${(k.args?.data?.url ?? k.args?.data?.functionName ?? '').split('/').pop().slice(0, 22)}` : k.name;
    agg.set(name, (agg.get(name) ?? 0) + k.dur / 1000);
  }
  const top = [...agg].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(' ');
  console.log(`@${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)}ms: ${top}`);
}
