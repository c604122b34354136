// The first proof of an account's e-mail (a code, a recovery link, a merchant's link, Google)
// makes the account its owner's (issues 10 and 36). Until then anybody could have signed the
// address up with a password and set the account up for later: an address her first order ships
// to, a card or payer in their name, a calendar feed listing her subscriptions. So the first proof,
// in the transaction that records it, ends every earlier session and wipes what the unproven
// holder set:
//  - the password, name, last name, RUT, phone (prefix back to +56) and every address;
//  - every card (live subscriptions that used one are paused and every subscription loses it, as
//    when a card is deleted; charges lose it too) and every card inscription still open;
//  - every payer;
//  - the carts bound to the account (their lines could carry a planted basePayday or price);
//  - every calendar feed URL (rotated, see calendar-links.ts: the old URLs answer 404).
// A sign-in that removed a password says so (`passwordRemoved: true`): the shopper is told.
// Kept: what was bought (subscriptions, orders, charges, transactions: records the owner sees and
// may cancel; the card wipe leaves their live ones paused and card-less), the stores the account
// entered (membership admits, it does not act), and what merchants addressed to the e-mail
// (payment requests, fast checkouts), which an unproven account could never read anyway.
import { rotateCalendarLinks } from '../calendar/calendar-links';
import { removeCards } from '../cards/card-rules';
import type { DbExecutor } from '../db/schema/index';
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

/** Removes what an unproven holder of the account set up (see the list above). */
async function wipeUnprovenSetup(db: DbExecutor, secret: Uint8Array, userId: string) {
  const cards = await db.selectFrom('cards').select('id').where('user_id', '=', userId).execute();
  const cardIds = cards.map((card) => card.id);
  if (cardIds.length) {
    await db
      .updateTable('charges')
      .set({ card_id: null })
      .where('card_id', 'in', cardIds)
      .execute();
    await removeCards(db, cardIds);
  }
  await db
    .updateTable('card_inscriptions')
    .set({ status: 'failed' })
    .where('user_id', '=', userId)
    .where('status', 'in', ['started', 'succeeded'])
    .execute();
  await db.deleteFrom('payers').where('user_id', '=', userId).execute();
  await db.deleteFrom('carts').where('user_id', '=', userId).execute(); // lines go with them
  await rotateCalendarLinks(db, secret, userId);
}

/**
 * Marks the e-mail proven. The first time, in `db` (the sign-in's transaction, so the proof and
 * the wipe commit together or not at all): ends every earlier session and wipes the unproven
 * holder's setup. Returns the account as it is now.
 */
export async function proveEmail(
  db: DbExecutor,
  secret: Uint8Array,
  user: UserRow,
): Promise<UserRow> {
  return (await proveEmailTelling(db, secret, user)).user;
}

/**
 * proveEmail, also saying whether this proof removed a password (issue 39: her password stopped
 * working with no word). A sign-in answers it as `passwordRemoved: true`, so the storefront can
 * tell her why and how to make a new one.
 */
export async function proveEmailTelling(
  db: DbExecutor,
  secret: Uint8Array,
  user: UserRow,
): Promise<{ user: UserRow; passwordRemoved: boolean }> {
  // Under the account's row lock: of two first proofs racing, the second finds it proven.
  const current = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (current.email_verified) return { user: current, passwordRemoved: false };
  await endSessions(db, user.id);
  await wipeUnprovenSetup(db, secret, user.id);
  const proven = await db
    .updateTable('users')
    .set({
      email_verified: true,
      password_hash: null,
      name: null,
      last_name: null,
      rut: null,
      phone: null,
      phone_prefix: '+56',
      addresses: '[]',
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: proven, passwordRemoved: current.password_hash !== null };
}

/** A sign-in's answer, with `passwordRemoved: true` when its proof removed a password. */
export function tellingRemovedPassword<T extends object>(
  tokens: T,
  passwordRemoved: boolean,
): T | (T & { passwordRemoved: true }) {
  return passwordRemoved ? { ...tokens, passwordRemoved: true } : tokens;
}
