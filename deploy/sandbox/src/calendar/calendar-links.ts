// The calendar feed's capability token (API.md "Calendar feed"): a phone calendar subscribes
// without a bearer, so the URL is the key. token = HMAC-SHA256(server secret, user, store,
// version), base64url: the same link every time it is asked for, a new one (and the old one dead)
// when the version moves on. Only the token's sha256 is stored, to find the feed.
import crypto from 'node:crypto';
import type { AppContext } from '../context';
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
    const version = row.version + 1;
    const token = calendarToken(ctx.secret, userId, storeId, version);
    await trx
      .updateTable('calendar_links')
      .set({ version, token_hash: sha256(token), created_at: new Date() })
      .where('user_id', '=', userId)
      .where('store_id', '=', storeId)
      .execute();
    return token;
  });
}
