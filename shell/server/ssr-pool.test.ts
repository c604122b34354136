// The render worker: answers, fallbacks (throw, deadline, stuck, exit, out of memory, broken
// build), recycling (renders, heap, entry changed on disk), warm-up, and a clean close.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createSsrPool, type RenderInput, type SsrPool, type SsrPoolOptions } from './ssr-pool';
import { tempDir } from '../../deploy/stack/src/testing/fixtures.mjs';
import { writeFakeEntry } from '../../deploy/stack/src/testing/fake-ssr-entries.mjs';

/** What the fake entries answer (fake-ssr-entries.mjs): the render, and what the worker saw. */
interface EchoResult {
  status: number;
  html: string;
  echo: { input: RenderInput; pid: number; threadId: number; warmUps: number; warmInput: unknown };
}
/** The pool, its answers read as the fake entries' (null when it fell back). */
type TestPool = Omit<SsrPool, 'render'> & { render(input: RenderInput): Promise<EchoResult> };

const input = { url: '/tienda-demo', hostname: 'localhost', boot: { v: 1 }, serverApiBaseUrl: 'x' };
let dir: string;
let pool: TestPool | null;
let logged: string[];
const log = {
  warn: (line: string) => logged.push(line),
  error: (line: string) => logged.push(line),
};
const makePool = (entry: string, options: Partial<SsrPoolOptions> = {}): TestPool => {
  const made = createSsrPool({ entry, log, ...options }) as unknown as TestPool;
  pool = made;
  return made;
};

beforeEach(async () => {
  dir = await tempDir('ssr-pool-');
  logged = [];
});
afterEach(async () => {
  await pool?.close();
  pool = null;
  await fs.rm(dir, { recursive: true, force: true });
});

test('renders through the entry with the pool’s deadline in the input', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'ok'), { deadlineMs: 1234 });
  const result = await pool.render(input);
  expect(result).toMatchObject({
    status: 200,
    html: '<main><h1>Server /tienda-demo v1</h1></main>',
    ssr: { remote: 'mfe_catalog' },
  });
  expect(result.echo.input).toEqual({ ...input, deadlineMs: 1234 });
});

test('a throwing render resolves null and the worker keeps serving', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'throws'));
  await expect(pool.render(input)).resolves.toBeNull();
  await expect(pool.render(input)).resolves.toBeNull();
  expect(pool.stats().workers).toBe(1);
  expect(logged.join('\n')).toContain('ssr boom');
});

test('a render past its deadline resolves null', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'hangs'), { deadlineMs: 50, graceMs: 0 });
  await expect(pool.render(input)).resolves.toBeNull();
  expect(logged.join('\n')).toMatch(/missed its 50 ms deadline/);
});

test('a worker stuck in a busy loop is terminated and the next render gets a new one', async () => {
  const entry = await writeFakeEntry(dir, 'hangs');
  // A deadline the new worker's cold start (a loaded machine) stays well within.
  const pool = makePool(entry, { deadlineMs: 1500, graceMs: 0, stuckMs: 50 });
  await expect(pool.render({ ...input, url: '/busy' })).resolves.toBeNull();
  while (pool.stats().workers > 0) await new Promise((r) => setTimeout(r, 20));
  expect(logged.join('\n')).toContain('stuck');
  await writeFakeEntry(dir, 'ok', { name: 'hangs.cjs' }); // same file, now healthy
  expect((await pool.render(input))?.status).toBe(200);
});

test('a worker that exits: null, then a new worker renders', async () => {
  const entry = await writeFakeEntry(dir, 'exits', { name: 'entry.cjs' });
  const pool = makePool(entry);
  await expect(pool.render(input)).resolves.toBeNull();
  await writeFakeEntry(dir, 'ok', { name: 'entry.cjs', marker: 'after-exit' });
  expect((await pool.render(input))?.html).toContain('after-exit');
});

test('a worker out of memory: null, and the pool goes on', async () => {
  const entry = await writeFakeEntry(dir, 'oom', { name: 'entry.cjs' });
  const pool = makePool(entry, { maxHeapMB: 16, deadlineMs: 20_000 });
  await expect(pool.render(input)).resolves.toBeNull();
  expect(logged.join('\n')).toMatch(/crashed/);
  await writeFakeEntry(dir, 'ok', { name: 'entry.cjs', marker: 'after-oom' });
  expect((await pool.render(input))?.html).toContain('after-oom');
}, 30_000);

test('a broken build (throws when required) and a missing entry resolve null', async () => {
  let pool = makePool(await writeFakeEntry(dir, 'broken'));
  await expect(pool.render(input)).resolves.toBeNull();
  await pool.close();
  pool = makePool(path.join(dir, 'missing.cjs'));
  expect(await pool.available()).toBe(false);
  await expect(pool.render(input)).resolves.toBeNull();
  expect(pool.stats().workers).toBe(0);
});

test('a changed entry on disk is rendered by a new worker; the old one is ended', async () => {
  const entry = await writeFakeEntry(dir, 'ok', { name: 'main.js', marker: 'build-1' });
  const pool = makePool(entry);
  const first = await pool.render(input);
  expect(first.html).toContain('build-1');
  await writeFakeEntry(dir, 'ok', { name: 'main.js', marker: 'build-2-longer' });
  const second = await pool.render(input);
  expect(second.html).toContain('build-2-longer');
  expect(second.echo.pid).not.toBe(first.echo.pid);
  expect(pool.stats().workers).toBe(1);
});

test('recycles after maxRenders renders', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'ok'), { maxRenders: 2 });
  const threads: number[] = [];
  for (let i = 0; i < 4; i += 1) threads.push((await pool.render(input)).echo.pid);
  expect(threads[0]).toBe(threads[1]);
  expect(threads[2]).not.toBe(threads[1]);
  expect(threads[2]).toBe(threads[3]);
  expect(logged.join('\n')).toContain('2 renders');
});

test('recycles when the worker’s heap passes the threshold', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'leaks'), { recycleHeapMB: 30 });
  const a = await pool.render(input); // ~16 MB kept, under 30
  const b = await pool.render(input); // past 30 MB: this worker is retired after answering
  const c = await pool.render(input);
  expect(a.echo.threadId).toBe(b.echo.threadId);
  expect(c.echo.threadId).not.toBe(b.echo.threadId);
  expect(logged.join('\n')).toMatch(/heap \d+ MB > 30 MB/);
});

test('warm-up runs once per worker, before its first render, with the input given then', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'ok'), { maxRenders: 1 });
  let calls = 0;
  await pool.warmUp(async () => ({ boot: { n: (calls += 1) }, serverApiBaseUrl: 'x' }));
  const first = await pool.render(input); // retires the worker (maxRenders 1)
  expect(first.echo).toMatchObject({ warmUps: 1, warmInput: { boot: { n: 1 } } });
  const second = await pool.render(input); // a new worker, warmed again
  expect(second.echo.pid).not.toBe(first.echo.pid);
  expect(second.echo).toMatchObject({ warmUps: 1, warmInput: { boot: { n: 2 } } });
});

test('close ends the worker and a render waiting on it resolves null', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'hangs'), { deadlineMs: 60_000 });
  const waiting = pool.render(input);
  while (pool.stats().workers === 0) await new Promise((r) => setTimeout(r, 10));
  await pool.close();
  await expect(waiting).resolves.toBeNull();
  await expect(pool.render(input)).resolves.toBeNull();
  expect(pool.stats().workers).toBe(0);
});

test('a promote or rollback: the running worker renders it at once, a fresh warm worker takes over', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'ok'));
  const withRemotes = (version: string) => ({
    ...input,
    boot: {
      v: 1,
      remotes: {
        remotes: [{ name: 'mfe-catalog', manifestUrl: `cdn/${version}/mf-manifest.json` }],
      },
    },
  });
  const first = await pool.render(withRemotes('a'));
  const flipped = await pool.render(withRemotes('b')); // the next request after the promote
  expect(flipped.echo.pid).toBe(first.echo.pid);
  expect(flipped.echo.input.boot).toEqual(withRemotes('b').boot);
  // The swap is logged once the fresh worker is warm; every render from then on is its.
  while (!logged.join('\n').includes('the live remotes changed'))
    await new Promise((r) => setTimeout(r, 10));
  const after = await pool.render(withRemotes('b'));
  expect(after.echo.pid).not.toBe(first.echo.pid);
  expect(after.echo).toMatchObject({ warmUps: 1, warmInput: { boot: withRemotes('b').boot } });
  while (pool.stats().workers > 1) await new Promise((r) => setTimeout(r, 10));
  // Same remotes again: no new worker.
  expect((await pool.render(withRemotes('b'))).echo.pid).toBe(after.echo.pid);
});

test('a worker recycled while a fresh one warms for new remotes hands over to that one', async () => {
  const pool = makePool(await writeFakeEntry(dir, 'ok'), { maxRenders: 2 });
  const withRemotes = (version: string) => ({
    ...input,
    boot: { v: 1, remotes: { remotes: [{ manifestUrl: `cdn/${version}/mf-manifest.json` }] } },
  });
  const first = await pool.render(withRemotes('a'));
  await pool.render(withRemotes('b')); // starts warming a fresh worker; the second render retires this one
  const next = await pool.render(withRemotes('b'));
  expect(next.echo.pid).not.toBe(first.echo.pid);
  expect(next.echo).toMatchObject({ warmUps: 1, warmInput: { boot: withRemotes('b').boot } });
  expect(pool.stats().workers).toBe(1);
});
