// Issue 42: the brakes are the database's, not a process's. Two sandbox processes on one database
// (two servers behind a load balancer): a password lock reached through one holds through the
// other, and through a restart; the per-client code brake counts the requests of both.
import { client } from '../helpers';
import { startSandboxProcess, type SandboxProcess } from '../crash/sandbox-process';
import { createFileDatabase, postgresServerUrl } from './file-database';

jest.setTimeout(120_000);

const TD = 'st-tienda-demo';
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.';
let database: { url: string; drop(): Promise<void> };
const processes: SandboxProcess[] = [];

beforeAll(async () => {
  database = await createFileDatabase(postgresServerUrl()!);
  // One after the other: the first migrates and seeds the new database, the second finds it so.
  for (let i = 0; i < 2; i += 1)
    processes.push(await startSandboxProcess({ DATABASE_URL: database.url }));
}, 120_000);

afterAll(async () => {
  for (const one of processes) await one.stop();
  await database?.drop();
});

const v1 = (index: number) => client(`${processes[index]!.url}/v1`);
const login = (index: number, email: string, password: string) =>
  v1(index).post('/auth/login', { email, password, storeId: TD });

it('ten failed passwords through one process lock the account through the other, and after a restart', async () => {
  const email = `dos-procesos-${Date.now()}@test.cl`;
  const registered = await v1(0).post('/auth/register', {
    email,
    storeId: TD,
    password: 'la-correcta',
  });
  expect(registered.status).toBe(201);
  const guesses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => login(0, email, `mala-${i}`)),
  );
  expect(guesses.map((reply) => reply.status)).toEqual(Array(10).fill(401));

  const elsewhere = await login(1, email, 'la-correcta');
  expect([elsewhere.status, elsewhere.body.message]).toEqual([429, LOCKED]);

  await processes[1]!.stop();
  processes[1] = await startSandboxProcess({ DATABASE_URL: database.url });
  const afterRestart = await login(1, email, 'la-correcta');
  expect([afterRestart.status, afterRestart.body.message]).toEqual([429, LOCKED]);
});

it('the per-client code brake counts the requests made through both processes', async () => {
  // Ten codes per client in 15 minutes (API.md "Issue 10"): five through each, then the eleventh.
  const ask = (index: number, i: number) =>
    v1(index).post('/auth/generateCode', {
      email: `codigo-${i}-${Date.now()}@test.cl`,
      storeName: 'tienda-demo',
    });
  for (let i = 0; i < 10; i += 1) expect((await ask(i % 2, i)).status).toBe(200);
  const eleventh = await ask(1, 10);
  expect(eleventh.status).toBe(429);
});
