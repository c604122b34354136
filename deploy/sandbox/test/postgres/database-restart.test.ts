// The sandbox on a PostgreSQL server that drops its connections or restarts (issue 42): the process
// used to die on the pool's unhandled `error` event. Now a dropped idle connection is replaced on
// the next request, and while the server is down every call answers 503 with Retry-After, never
// 500, and the sandbox serves again once the server is back; a restart in the middle of 50
// checkouts costs no shopper a charge, nor gives her two. Only in the postgres project
// (jest.config.cjs): this file starts a server of its own, so its restarts touch no other file.
import pg from 'pg';
import { client, type Client } from '../helpers';
import { startSandboxProcess, type SandboxProcess } from '../crash/sandbox-process';
import {
  checkoutsCutShort,
  problemsAfter,
  readyShoppers,
  retryUntilAnswered,
} from '../crash/crash-scene';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

jest.setTimeout(300_000);

let server: ThrowawayPostgres;
/** The sandbox as it is deployed: its own process, so a crash ends it. */
let sandbox: SandboxProcess;
let v1: Client;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  sandbox = await startSandboxProcess({ DATABASE_URL: server.url });
  v1 = client(`${sandbox.url}/v1`);
}, 120_000);

afterAll(async () => {
  await sandbox?.stop();
  server?.stop();
});

/** The process is still the one started in beforeAll (a crash would have ended it). */
const stillRunning = () =>
  expect({ running: sandbox.running(), output: sandbox.output() }).toMatchObject({ running: true });

const catalogue = () => v1.get('/catalog/products?storeId=st-tienda-demo&limit=2');

/**
 * A client's retries of the catalogue until a 200 (at most ten): its statuses. A call that takes a
 * connection in the very instant the server ends it answers 503, never 500; the retry gets a new one.
 */
async function catalogueRetried(): Promise<number[]> {
  const statuses: number[] = [];
  while (statuses.length < 10 && statuses.at(-1) !== 200) statuses.push((await catalogue()).status);
  return statuses;
}
const servedAfterRetries = (statuses: number[]) =>
  expect({
    last: statuses.at(-1),
    others: statuses.filter((status) => status !== 200 && status !== 503),
  }).toEqual({ last: 200, others: [] });

async function dropEveryConnection() {
  const admin = new pg.Client({
    connectionString: server.url.replace(/\/postgres$/, '/template1'),
  });
  await admin.connect();
  try {
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'postgres'",
    );
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

it('connections the server ends are replaced: the next calls are served', async () => {
  // Several calls at once leave several idle connections in the pool.
  const first = await Promise.all([catalogue(), catalogue(), catalogue()]);
  expect(first.map((reply) => reply.status)).toEqual([200, 200, 200]);
  expect(await dropEveryConnection()).toBeGreaterThan(0);
  for (const statuses of await Promise.all([catalogueRetried(), catalogueRetried()]))
    servedAfterRetries(statuses);
  stillRunning();
});

it('while the server is down every call answers 503 with Retry-After; after it is back, 200', async () => {
  expect((await catalogue()).status).toBe(200);
  server.halt();
  try {
    const down = await Promise.all([
      catalogue(),
      v1.post('/auth/login', {
        email: 'ana@demo.cl',
        password: 'demo1234',
        storeId: 'st-tienda-demo',
      }),
    ]);
    for (const reply of down) {
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({
        code: 503,
        message: 'Service unavailable: try again in a moment',
      });
      expect(reply.headers.get('retry-after')).toBe('1');
    }
  } finally {
    server.resume();
  }
  expect((await catalogue()).status).toBe(200);
  stillRunning();
});

it('a server restart (pg_ctl restart) ends no process: the next calls are served', async () => {
  expect((await catalogue()).status).toBe(200);
  server.restart();
  servedAfterRetries(await catalogueRetried());
  stillRunning();
});

it('a database restart in the middle of 50 checkouts: 201 or 503, never 500; each retry ends with one charge, one subscription set, one order each', async () => {
  const shoppers = await readyShoppers(sandbox.url, 50, 'reinicio');
  const outcomes = await checkoutsCutShort(sandbox.url, shoppers, () => server.restart());
  const unexpected = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503);
  expect(unexpected.length ? { unexpected, output: sandbox.output() } : []).toEqual([]);
  // The restart landed in the middle: some calls met it.
  expect(outcomes.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
  stillRunning();
  const answers = await Promise.all(
    shoppers.map((shopper) => retryUntilAnswered(() => sandbox.url, shopper)),
  );
  expect(await problemsAfter(sandbox.url, shoppers, answers)).toEqual([]);
});
