// The shell server's render worker (issue 15 "Server-rendered public routes"): one worker_threads
// worker that requires the shell's server entry (deploy/stack/src/ssr-worker.mjs: plain JS, since a
// worker thread does not get tsx's hooks). Every render has a deadline; an
// error, a crash (process.exit, out of memory) or a missed deadline resolves null and the caller
// serves the client-rendered page: a render never turns into an error page.
// The worker is replaced (the old one finishes what it has, then ends) when its heap passes
// `recycleHeapMB`, after `maxRenders` renders, and when the entry file changes on disk (a new shell
// build), so a long-running stack never renders with a stale build or a leaking heap. A new worker
// is warmed up (the entry's warmUp: every public remote's server entry loaded once) so the first
// shopper after a start or a recycle does not pay the cold load.
// A promote or rollback (the live remotes change) is rendered at once by the running worker (the
// entry re-registers the remote), and a fresh worker is warmed with the new remotes in the
// background and takes over once warm: one process that has loaded many versions of a remote's
// server build can lose a shared module between them (seen on the product page after a flip), and
// a fresh one never has, while no shopper waits for a cold start.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const WORKER_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/stack/src/ssr-worker.mjs',
);

/** What a render or warm-up is given (the shell's server entry, shell/src/server: RenderInput). */
export interface RenderInput {
  url?: string;
  hostname?: string;
  boot: { remotes?: { remotes?: Array<{ manifestUrl?: string } | null> } } & object;
  serverApiBaseUrl: string;
  deadlineMs?: number;
  placeholder?: boolean;
}

/** What a render answers (RenderResult); the shell server checks its shape (validRender). */
export interface RenderResult {
  status?: number;
  location?: string;
  html?: unknown;
  head?: unknown;
  ssr?: unknown;
  /** What the render left to the browser (an error boundary reached). */
  errors?: string[];
  [key: string]: unknown;
}

/** One call waiting for the worker's answer. */
interface Call {
  what: string;
  resolve: (value: RenderResult | null) => void;
  timer: ReturnType<typeof setTimeout> | null;
  stuckTimer: ReturnType<typeof setTimeout> | null;
}

/** One worker and what it has been asked. */
interface Slot {
  worker: Worker;
  pending: Map<number, Call>;
  renders: number;
  key: string;
  retired: boolean;
  ended: boolean;
  warm: Promise<void> | null;
  remotesKey?: string;
}

export interface SsrPoolOptions {
  entry: string;
  /** The render's own deadline (RenderInput.deadlineMs); the pool waits graceMs more for the answer, then falls back. */
  deadlineMs?: number;
  graceMs?: number;
  /** A worker that has still not answered a late render this long after its deadline is stuck (a busy loop) and is terminated. */
  stuckMs?: number;
  /** The worker's hard heap limit (beyond it the worker dies: a crash, so a fallback). */
  maxHeapMB?: number;
  recycleHeapMB?: number;
  maxRenders?: number;
  warmUpMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export type SsrPool = ReturnType<typeof createSsrPool>;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createSsrPool({
  entry,
  deadlineMs = 3000,
  graceMs = 500,
  stuckMs = 10_000,
  maxHeapMB = 512,
  recycleHeapMB = 384,
  maxRenders = 1000,
  warmUpMs = 30_000,
  log = console,
}: SsrPoolOptions) {
  const entryFile = path.resolve(entry);
  let current: Slot | null = null;
  const all = new Set<Slot>();
  let nextId = 1;
  let warmUpInput: (() => Promise<RenderInput | null>) | null = null;
  let closed = false;
  /** The fresh worker being warmed for a new set of live remotes, until it takes over. */
  let standby: Slot | null = null;

  /** Which versions of the remotes a render is for: their manifest URLs. */
  const remotesKeyOf = (input: RenderInput | null | undefined): string =>
    JSON.stringify((input?.boot?.remotes?.remotes ?? []).map((remote) => remote?.manifestUrl));

  /** The live remotes changed under `slot`: warm a fresh worker for them, then swap it in. */
  function renew(slot: Slot, remotesKey: string, input: RenderInput): void {
    if (standby && !standby.ended && standby.remotesKey === remotesKey) return;
    if (standby) void terminate(standby);
    let next;
    try {
      next = start(slot.key);
    } catch (error) {
      log.error(`[ssr] cannot start the render worker: ${messageOf(error)}`);
      return;
    }
    next.remotesKey = remotesKey;
    standby = next;
    const warmInput = { boot: input.boot, serverApiBaseUrl: input.serverApiBaseUrl };
    next.warm = send(next, 'warm-up', { kind: 'warmUp', input: warmInput }, warmUpMs).then(() => {
      if (standby !== next) return;
      standby = null;
      if (next.ended || current !== slot) return void terminate(next);
      retire(slot, 'the live remotes changed (a fresh worker is warm)');
      current = next;
    });
  }

  const entryKey = async (): Promise<string | null> => {
    try {
      const stats = await fs.stat(entryFile);
      return `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      return null;
    }
  };

  function finish(slot: Slot, id: number, value: RenderResult | null): void {
    const call = slot.pending.get(id);
    if (!call) return;
    slot.pending.delete(id);
    if (call.timer) clearTimeout(call.timer);
    if (call.stuckTimer) clearTimeout(call.stuckTimer);
    call.resolve(value);
    if (slot.retired && slot.pending.size === 0) void terminate(slot);
  }

  async function terminate(slot: Slot): Promise<void> {
    if (slot.ended) return;
    slot.ended = true;
    slot.retired = true;
    all.delete(slot);
    if (current === slot) current = null;
    for (const id of [...slot.pending.keys()]) finish(slot, id, null);
    await slot.worker.terminate().catch(() => {});
  }

  /** No new calls go to this worker; it ends once it has answered (or given up on) its calls. */
  function retire(slot: Slot, why: string): void {
    if (slot.retired) return;
    slot.retired = true;
    if (current === slot) current = null;
    if (why) log.warn(`[ssr] recycling the render worker: ${why}`);
    if (slot.pending.size === 0) void terminate(slot);
  }

  function start(key: string): Slot {
    const worker = new Worker(WORKER_FILE, {
      workerData: { entry: entryFile },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMB },
    });
    worker.unref(); // the stack's servers keep the process alive, not an idle worker
    const slot: Slot = {
      worker,
      pending: new Map(),
      renders: 0,
      key,
      retired: false,
      ended: false,
      warm: null,
    };
    type Answer = { id: number; result?: RenderResult | null; error?: string; heapUsed: number };
    worker.on('message', ({ id, result, error, heapUsed }: Answer) => {
      const call = slot.pending.get(id);
      if (error && call) log.error(`[ssr] ${call.what} failed: ${error.split('\n')[0]}`);
      finish(slot, id, error ? null : (result ?? null));
      if (heapUsed > recycleHeapMB * 1024 * 1024)
        retire(slot, `heap ${Math.round(heapUsed / 1048576)} MB > ${recycleHeapMB} MB`);
    });
    // A crashed worker (a throwing entry, process.exit, out of memory): every waiting call falls
    // back; the next call starts a new worker.
    worker.on('error', (error: unknown) =>
      log.error(`[ssr] render worker crashed: ${messageOf(error)}`),
    );
    worker.on('exit', () => void terminate(slot));
    all.add(slot);
    return slot;
  }

  function send(
    slot: Slot,
    what: string,
    message: { kind: 'render' | 'warmUp'; input: RenderInput },
    timeoutMs: number,
  ): Promise<RenderResult | null> {
    return new Promise((resolve) => {
      const id = nextId++;
      const call: Call = { what, resolve, timer: null, stuckTimer: null };
      call.timer = setTimeout(() => {
        log.warn(`[ssr] ${what} missed its ${timeoutMs} ms deadline: client render`);
        call.resolve(null);
        call.resolve = () => {}; // a late answer is dropped
        // Still no answer long after: the worker is stuck (a busy loop never yields), end it.
        call.stuckTimer = setTimeout(() => {
          log.error(`[ssr] render worker stuck on ${what}: terminating it`);
          void terminate(slot);
        }, stuckMs);
        call.stuckTimer.unref?.();
      }, timeoutMs);
      call.timer.unref?.();
      slot.pending.set(id, call);
      slot.worker.postMessage({ id, ...message });
    });
  }

  /** The live worker, replaced when the entry changed on disk; null without an entry file. */
  async function worker(): Promise<Slot | null> {
    const key = await entryKey();
    if (closed || key === null) return null;
    if (current && current.key !== key) retire(current, 'the server entry changed');
    // Retired (renders, heap) while a fresh worker warms for the new remotes: that one takes over
    // now, its renders queued behind its warm-up, rather than a third, cold worker.
    if (!current && standby && !standby.ended && standby.key === key) {
      current = standby;
      standby = null;
    }
    if (!current) {
      try {
        current = start(key);
      } catch (error) {
        log.error(`[ssr] cannot start the render worker: ${messageOf(error)}`);
        return null;
      }
      if (warmUpInput) current.warm = warmUpSlot(current);
    }
    return current;
  }

  async function warmUpSlot(slot: Slot): Promise<void> {
    try {
      const input = await warmUpInput?.();
      if (input && !slot.retired) await send(slot, 'warm-up', { kind: 'warmUp', input }, warmUpMs);
    } catch (error) {
      log.warn(`[ssr] no warm-up: ${messageOf(error)}`);
    }
  }

  return {
    entry: entryFile,
    deadlineMs,
    /** Whether the server entry file exists (server rendering is on only then). */
    available: async (): Promise<boolean> => !closed && (await entryKey()) !== null,
    /** The entry's RenderResult, or null: serve the client render. */
    async render(input: RenderInput): Promise<RenderResult | null> {
      const slot = await worker();
      if (!slot) return null;
      const remotesKey = remotesKeyOf(input);
      slot.remotesKey ??= remotesKey;
      if (slot.remotesKey !== remotesKey) renew(slot, remotesKey, input);
      slot.renders += 1;
      const answer = send(
        slot,
        `render ${input?.url ?? ''}`,
        { kind: 'render', input: { ...input, deadlineMs } },
        deadlineMs + graceMs,
      );
      // After send: a retired worker still answers the calls it has.
      if (slot.renders >= maxRenders) retire(slot, `${maxRenders} renders`);
      return answer;
    },
    /**
     * Warm the worker now (starting it), and every new worker after a recycle, with the input
     * `getInput` gives then (the live remotes change between warm-ups).
     */
    async warmUp(getInput: () => Promise<RenderInput | null>): Promise<void> {
      warmUpInput = getInput;
      const slot = await worker();
      if (!slot) return;
      slot.warm ??= warmUpSlot(slot);
      await slot.warm;
    },
    /** Ends every worker; waiting renders resolve null. */
    async close(): Promise<void> {
      closed = true;
      current = null;
      standby = null;
      await Promise.all([...all].map((slot) => terminate(slot)));
    },
    /** For tests and logs. */
    stats: (): { workers: number; renders: number } => ({ workers: all.size, renders: current?.renders ?? 0 }),
  };
}
