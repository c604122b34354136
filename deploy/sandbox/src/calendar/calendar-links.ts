// The calendar feed's capability token (API.md "Calendar feed"): a phone calendar subscribes
// without a bearer, so the URL is the key. token = HMAC-SHA256(server secret, user, store,
// version), base64url: the same link every time it is asked for, a new one (and the old one dead)
// when the version moves on. Only the token's sha256 is stored, to find the feed.
import crypto from 'node:crypto';
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { sha256 } from '../ids';

export function calendarToken(
  secret: Uint8Array,
  userId: string,
  storeId: string,
  version: number,
) {
  return crypto
    .createHmac('sha256', secret)
    .update(['calendar', userId, storeId, String(version)].join('\u0000'))
    .digest('base64url');
}

/** The shopper's link in the store, made on first use; `rotate` replaces an existing one. */
export async function calendarLink(
  ctx: AppContext,
  userId: string,
  storeId: string,
  rotate: boolean,
): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const first = calendarToken(ctx.secret, userId, storeId, 1);
    const inserted = await trx
      .insertInto('calendar_links')
      .values({ user_id: userId, store_id: storeId, version: 1, token_hash: sha256(first) })
      .onConflict((oc) => oc.columns(['user_id', 'store_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return first;
    const row = await trx
      .selectFrom('calendar_links')
      .select('version')
      .where('user_id', '=', userId)
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!rotate) return calendarToken(ctx.secret, userId, storeId, row.version);
    return moveOn(trx, ctx.secret, { user_id: userId, store_id: storeId, version: row.version });
  });
}

/** The link's next version: a new token, and the old one's hash gone (its URL answers 404). */
async function moveOn(
  db: DbExecutor,
  secret: Uint8Array,
  link: { user_id: string; store_id: string; version: number },
): Promise<string> {
  const version = link.version + 1;
  const token = calendarToken(secret, link.user_id, link.store_id, version);
  await db
    .updateTable('calendar_links')
    .set({ version, token_hash: sha256(token), created_at: new Date() })
    .where('user_id', '=', link.user_id)
    .where('store_id', '=', link.store_id)
    .execute();
  return token;
}

/**
 * Rotates every feed link of the user (issue 36: a password change through the recovery link, and
 * the first proof of the e-mail): each old URL answers 404 from then on, and the next calendarLink
 * hands out a new one. The rows stay (only their version moves on): dropping them would start
 * again at version 1, whose token is the very first URL.
 */
export async function rotateCalendarLinks(
  db: DbExecutor,
  secret: Uint8Array,
  userId: string,
): Promise<void> {
  const links = await db
    .selectFrom('calendar_links')
    .select(['user_id', 'store_id', 'version'])
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
  for (const link of links) await moveOn(db, secret, link);
}
