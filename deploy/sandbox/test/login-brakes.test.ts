// Issue 36, "brakes that cannot be flushed": the brakes module without HTTP. The per-client
// counters once shared one table of 100,000 keys with the accounts' locks, oldest dropped first,
// so 100,500 requests from new addresses lifted a locked account. The flood here runs in
// process, through the same functions the login route calls, on this file's database (issue 42:
// the brakes are a table), with tables of 50 keys: a flood of the bound plus 500, as 100,500 was.
import { HttpError } from '../src/http/errors';
import { createRateLimits, type RateLimits } from '../src/brakes/rate-limits';
import { brakePasswordAttempt, LOGIN_BRAKES, passwordFailed } from '../src/auth/login-brakes';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.';
const BOUND = 50;
const FLOOD = BOUND + 500;
const limitsOf = (...options: [clientFactor?: number, now?: () => number, maxKeys?: number]) =>
  createRateLimits(sandbox.db, ...options);
beforeEach(() => createRateLimits(sandbox.db).reset());

/** The 10 failed attempts of the lock, sent together (their waits overlap: about 1 s in all). */
async function lockAccount(limits: RateLimits, email: string, ip: string): Promise<void> {
  await Promise.all(
    Array.from({ length: LOGIN_BRAKES.accountLockAfter }, async () => {
      await brakePasswordAttempt(limits, email, ip);
      await passwordFailed(limits, ip);
    }),
  );
  await expect(brakePasswordAttempt(limits, email, ip)).rejects.toThrow(LOCKED);
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('an account lock survives a flood of other clients (issue 36)', () => {
  it('the bound + 500 failures from new addresses leave the lock in place', async () => {
    const limits = limitsOf(1, Date.now, BOUND);
    await lockAccount(limits, 'victima@test.cl', '203.0.113.7');
    for (let i = 0; i < FLOOD; i += 1) await passwordFailed(limits, address(i));
    expect(await limits.clients.size()).toBe(BOUND);
    const retry = brakePasswordAttempt(limits, 'victima@test.cl', '203.0.113.8');
    await expect(retry).rejects.toBeInstanceOf(HttpError);
    await expect(retry).rejects.toMatchObject({ status: 429, message: LOCKED });
  }, 60_000);

  it('the bound + 500 first attempts on other e-mails, from new addresses, leave the lock in place', async () => {
    const limits = limitsOf(1, Date.now, BOUND);
    await lockAccount(limits, 'victima@test.cl', '203.0.113.7');
    for (let i = 0; i < FLOOD; i += 1) {
      await brakePasswordAttempt(limits, `otra-${i}@test.cl`, address(i));
      await passwordFailed(limits, address(i));
    }
    expect(await limits.accounts.size()).toBe(BOUND);
    await expect(brakePasswordAttempt(limits, 'victima@test.cl', '203.0.113.8')).rejects.toThrow(
      LOCKED,
    );
  }, 60_000);
});

describe('bounded tables (a small bound injected)', () => {
  let time = 1_000_000;
  const now = () => time;

  // Each event a millisecond after the last: "the oldest" is well defined.
  const tick = () => (time += 1);

  it('the client table keeps at most its bound, the oldest going first', async () => {
    const limits = limitsOf(1, tick, 3);
    for (let i = 0; i < 100; i += 1) await limits.clients.take(`codes:${address(i)}`, 10, 60_000);
    expect(await limits.clients.size()).toBe(3);
    expect(await limits.clients.count(`codes:${address(99)}`, 60_000)).toBe(1);
    expect(await limits.clients.count(`codes:${address(0)}`, 60_000)).toBe(0);
  });

  it('the account table evicts accounts below their limit, never a live lock', async () => {
    const limits = limitsOf(1, tick, 3);
    for (let i = 0; i < 10; i += 1) await limits.accounts.take('login:a@test.cl', 10, 60_000);
    for (let i = 0; i < 100; i += 1) await limits.accounts.take(`login:${i}@test.cl`, 10, 60_000);
    expect(await limits.accounts.size()).toBe(3);
    expect(await limits.accounts.take('login:a@test.cl', 10, 60_000)).toBe(false);
  });

  it('a table full of live locks refuses a new account until a lock’s window has slid', async () => {
    const limits = limitsOf(1, now, 2);
    for (const email of ['a', 'b'])
      for (let i = 0; i < 10; i += 1) await limits.accounts.take(`login:${email}`, 10, 60_000);
    expect(await limits.accounts.take('login:c', 10, 60_000)).toBe(false);
    expect(await limits.accounts.size()).toBe(2);
    time += 60_001;
    expect(await limits.accounts.take('login:c', 10, 60_000)).toBe(true);
    expect(await limits.accounts.size()).toBe(2);
  });

  it('keeps only the newest max + 1 events of a key, so a hammered lock stays one small row', async () => {
    const limits = limitsOf(1, now, 2);
    for (let i = 0; i < 500; i += 1) await limits.accounts.take('login:a', 10, 60_000);
    expect(await limits.accounts.count('login:a', 60_000)).toBe(11);
    expect(await limits.accounts.take('login:a', 10, 60_000)).toBe(false);
    const row = await sandbox.db.selectFrom('brakes').select('at').executeTakeFirstOrThrow();
    expect(row.at).toHaveLength(11);
  });

  it('takes racing on one key all count (one transaction holding the key each)', async () => {
    const limits = limitsOf(1, now, 100);
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => limits.accounts.take('login:carrera', 10, 60_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await limits.accounts.count('login:carrera', 60_000)).toBe(11);
  });

  it('the login brakes still lock a client after 30 failures, whatever the e-mails', async () => {
    const limits = limitsOf(1, now, 100);
    for (let i = 0; i < LOGIN_BRAKES.clientLockAfter; i += 1) {
      await brakePasswordAttempt(limits, `barrido-${i}@test.cl`, '198.51.100.1');
      await passwordFailed(limits, '198.51.100.1');
    }
    await expect(brakePasswordAttempt(limits, 'ana@demo.cl', '198.51.100.1')).rejects.toThrow(
      LOCKED,
    );
    await expect(
      brakePasswordAttempt(limits, 'ana@demo.cl', '198.51.100.2'),
    ).resolves.toBeUndefined();
  });
});
