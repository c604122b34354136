// Issue 10's hostile-input suite, shard 1 of HOSTILE_SHARDS (hostile/hostile-suite.ts).
import { readdirSync } from 'node:fs';
import { HOSTILE_SHARDS, hostileSuite } from './hostile/hostile-suite';

hostileSuite(1);

// Every route is in exactly one shard only if there is one file per shard.
test('there is one hostile-input-N.test.ts per shard', () => {
  const files = readdirSync(__dirname).filter((name) => /^hostile-input-\d+\.test\.ts$/.test(name));
  expect(files.sort()).toEqual(
    Array.from({ length: HOSTILE_SHARDS }, (_, i) => `hostile-input-${i + 1}.test.ts`).sort(),
  );
});
