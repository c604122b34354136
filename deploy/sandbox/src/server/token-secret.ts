// The HS256 secret, created once per database and kept in settings: tokens stay valid across
// restarts on the same data, and a reset (which keeps settings) does not sign everyone out.
import crypto from 'node:crypto';
import type { Db } from '../db/schema/index';

export async function loadTokenSecret(db: Db): Promise<Uint8Array> {
  await db
    .insertInto('settings')
    .values({ key: 'jwt_secret', value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'hex');
}
