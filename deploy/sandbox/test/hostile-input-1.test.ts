// Issue 10's hostile-input suite, shard 1 of HOSTILE_SHARDS (hostile/hostile-suite.ts).
import { readdirSync } from 'node:fs';
import { HOSTILE_SHARDS, hostileSuite } from './hostile/hostile-suite';
import { loginAna } from './helpers';

const sandbox = hostileSuite(1);

// The suite reads its write mark only after a request that took a connection from the pool: the
// count must move when a request reads the database, or no write would ever be seen.
test('a request that reads the database takes a connection from the pool; one refused before it does not', async () => {
  const profile = (authorization?: string) =>
    sandbox.app.inject({
      method: 'GET',
      url: '/v1/auth/profile',
      headers: authorization ? { authorization } : {},
    });
  const { access } = await loginAna(sandbox.v1);
  const before = sandbox.databaseCheckouts();
  expect((await profile()).statusCode).toBe(401);
  expect(sandbox.databaseCheckouts()).toBe(before);
  expect((await profile(`Bearer ${access}`)).statusCode).toBe(200);
  expect(sandbox.databaseCheckouts()).toBeGreaterThan(before);
});

// Every route is in exactly one shard only if there is one file per shard.
test('there is one hostile-input-N.test.ts per shard', () => {
  const files = readdirSync(__dirname).filter((name) => /^hostile-input-\d+\.test\.ts$/.test(name));
  expect(files.sort()).toEqual(
    Array.from({ length: HOSTILE_SHARDS }, (_, i) => `hostile-input-${i + 1}.test.ts`).sort(),
  );
});
