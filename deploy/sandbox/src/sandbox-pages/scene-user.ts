// The shopper a scene is set up for, by e-mail (stored lowercase): 404 'User not found' when no
// account has it, so a test that names the wrong shopper fails at once; and a card of theirs.
// A scene that gives the shopper something in a store is the merchant treating her as its
// customer: she becomes a member of that store (issue 36: a token works only where its account
// may enter), as /sandbox/members would make her.
import { joinStore } from '../auth/store-access';
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { notFound } from '../http/errors';
import { randomId } from '../ids';

export async function sceneUser(
  ctx: AppContext,
  email: string,
  storeId: string,
): Promise<{ id: string }> {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
  await joinStore(ctx.db, user.id, storeId);
  return user;
}

/** A Visa credit card of the shopper in the store, ending in `digits`; its id. */
export async function insertSceneCard(
  db: DbExecutor,
  card: { storeId: string; userId: string; digits: string; at: Date },
): Promise<string> {
  const id = randomId('card');
  await db
    .insertInto('cards')
    .values({
      id,
      store_id: card.storeId,
      user_id: card.userId,
      brand: 'Visa',
      type: 'Credit',
      digits: card.digits,
      created_at: card.at,
    })
    .execute();
  return id;
}
