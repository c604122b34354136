// Issue 42 "Crash safety": 50 checkouts with their own Idempotency-Keys in flight when the sandbox
// process is killed (SIGKILL: no shutdown, no flush); started again on the same data, each shopper
// retries with the same key and ends with exactly one charge, one subscription set and no
// half-written order. The pglite project runs it on a PGlite data folder, the postgres project on
// a database of its own on the server (a database restart under load: postgres/database-restart).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileDatabase, postgresServerUrl } from './postgres/file-database';
import { startSandboxProcess, type SandboxProcess } from './crash/sandbox-process';
import {
  checkoutsCutShort,
  problemsAfter,
  readyShoppers,
  retryUntilAnswered,
} from './crash/crash-scene';

jest.setTimeout(300_000);

const SHOPPERS = 50;
let env: Record<string, string>;
let cleanUp: () => Promise<void>;
let sandbox: SandboxProcess | undefined;

beforeAll(async () => {
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const database = await createFileDatabase(serverUrl);
    env = { DATABASE_URL: database.url };
    cleanUp = database.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-crash-'));
    env = { SANDBOX_DATA_DIR: dir };
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

afterAll(async () => {
  await sandbox?.stop();
  await cleanUp?.();
});

it(`${SHOPPERS} checkouts in flight when the process is killed: after a restart, each retry with its key ends with one charge, one subscription set, one order`, async () => {
  sandbox = await startSandboxProcess(env);
  const shoppers = await readyShoppers(sandbox.url, SHOPPERS, 'sigkill');
  const killed = sandbox;
  const outcomes = await checkoutsCutShort(killed.url, shoppers, () => killed.kill());
  // The kill landed in the middle: some calls never got their answer.
  expect(outcomes.filter((outcome) => outcome.status === 'lost').length).toBeGreaterThan(0);
  expect(
    outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status >= 500),
  ).toEqual([]);

  sandbox = await startSandboxProcess(env);
  const restarted = sandbox;
  const answers = await Promise.all(
    shoppers.map((shopper) => retryUntilAnswered(() => restarted.url, shopper)),
  );
  expect(await problemsAfter(restarted.url, shoppers, answers)).toEqual([]);
});
