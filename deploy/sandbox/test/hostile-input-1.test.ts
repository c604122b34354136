// Issue 10's hostile-input suite, shard 1 of HOSTILE_SHARDS (hostile/hostile-suite.ts).
import { hostileSuite } from './hostile/hostile-suite';

hostileSuite(1);

// Every route is in exactly one shard only if there is one file per shard.
test('there is one hostile-input-N.test.ts per shard', async () => {
  const { readdir } = await import('node:fs/promises');
  const { HOSTILE_SHARDS } = await import('./hostile/hostile-suite');
  const files = (await readdir(__dirname)).filter((name) =>
    /^hostile-input-\d+\.test\.ts$/.test(name),
  );
  expect(files.sort()).toEqual(
    Array.from({ length: HOSTILE_SHARDS }, (_, i) => `hostile-input-${i + 1}.test.ts`).sort(),
  );
});
