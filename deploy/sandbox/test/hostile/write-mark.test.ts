// The write mark the hostile-input and store-admission suites compare (write-mark.ts): it must move
// on any row written, a rolled-back one too, and stay put on reads and row locks; on a server it
// must not see other databases (the postgres project runs this file there too).
import { sql } from 'kysely';
import { sharedSandbox } from '../helpers';
import { installWriteMark, writeMark } from './write-mark';

const sandbox = sharedSandbox();
beforeAll(() => installWriteMark(sandbox.db));

it('stays put on reads and row locks', async () => {
  const before = await writeMark(sandbox.db);
  await sandbox.db.selectFrom('users').select('id').execute();
  await sandbox.db
    .transaction()
    .execute((trx) => trx.selectFrom('users').select('id').forUpdate().execute());
  expect(await writeMark(sandbox.db)).toBe(before);
});

it('moves on a write, and on a write rolled back', async () => {
  const before = await writeMark(sandbox.db);
  await sandbox.db
    .updateTable('settings')
    .set({ value: sql`value` })
    .where('key', '=', 'seed_version')
    .execute();
  const afterWrite = await writeMark(sandbox.db);
  expect(afterWrite).not.toBe(before);
  await expect(
    sandbox.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('settings').execute();
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  const settings = await sandbox.db.selectFrom('settings').select('key').execute();
  expect(settings.length).toBeGreaterThan(0); // the delete did roll back
  expect(await writeMark(sandbox.db)).not.toBe(afterWrite);
});
