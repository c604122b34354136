// The first proof of an account's e-mail (a code, a recovery link, a merchant's link, Google)
// closes the door on whoever pre-registered that address with a password (issue 10): the
// password set before the proof is dropped and every earlier session ends.
import type { DbExecutor } from '../db/schema';
import type { UserRow } from './user-view';

/** Revokes every live session of the user: their access and refresh tokens stop working. */
export async function endSessions(db: DbExecutor, userId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks the e-mail proven; the first time, drops an unproven password and ends old sessions. */
export async function proveEmail(db: DbExecutor, user: UserRow): Promise<UserRow> {
  if (user.email_verified) return user;
  await endSessions(db, user.id);
  return db
    .updateTable('users')
    .set({ email_verified: true, password_hash: null })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
