// carts/mergeCarts (spec 000 §4: after a sign-in the guest's cart joins the user's). Each line of
// the guest cart (that guestId, no user) is added to the user's cart with addProduct's rules: the
// same product, billing type, labels and price add up; a product of the same family replaces its
// sibling. Quantities are capped at the stock; lines of products gone from sale are dropped.
import type { Db } from '../db/schema/index';
import { randomId } from '../ids';
import { getOrCreateCart, lockCart, touchCart } from './cart-store';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

export async function mergeGuestCart(db: Db, storeId: string, guestId: string, userId: string) {
  return db.transaction().execute(async (trx) => {
    // Two merges at once (two tabs signing in) must not both copy the guest's lines: the second
    // waits here, then finds the guest cart gone.
    await lockCart(trx, { storeId, guestId, userId });
    const guestCart = await trx
      .selectFrom('carts')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('guest_id', '=', guestId)
      .where('user_id', 'is', null)
      .orderBy('created_at')
      .executeTakeFirst();
    const userCart = await trx.selectFrom('carts').selectAll().where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
    // No user cart yet: the guest's cart simply becomes the user's (getOrCreate adopts it).
    if (!userCart || !guestCart) return getOrCreateCart(trx, { storeId, guestId, userId });

    const guestLines = await trx
      .selectFrom('cart_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .selectAll('l')
      .select(['p.stock', 'p.active', 'p.hidden', 'p.product_family_id'])
      .where('l.cart_id', '=', guestCart.id)
      .orderBy('l.position')
      .execute();
    for (const line of guestLines) {
      if (!line.active || line.hidden) continue;
      const lines = await trx
        .selectFrom('cart_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .selectAll('l')
        .select('p.product_family_id')
        .where('l.cart_id', '=', userCart.id)
        .execute();
      const inCart = lines.filter((other) => other.product_id === line.product_id).reduce((sum, other) => sum + other.quantity, 0);
      const room = line.stock === null ? line.quantity : Math.min(line.quantity, line.stock - inCart);
      if (room <= 0) continue;
      const same = lines.find(
        (other) =>
          other.product_id === line.product_id &&
          other.billing_type === line.billing_type &&
          sameJson(other.labels, line.labels) &&
          other.custom_price === line.custom_price,
      );
      if (same) {
        await trx.updateTable('cart_lines').set({ quantity: same.quantity + room }).where('id', '=', same.id).execute();
        continue;
      }
      const siblings = line.product_family_id
        ? lines.filter((other) => other.product_family_id === line.product_family_id && other.product_id !== line.product_id)
        : [];
      if (siblings.length) await trx.deleteFrom('cart_lines').where('id', 'in', siblings.map((other) => other.id)).execute();
      await trx
        .insertInto('cart_lines')
        .values({
          id: randomId('po'),
          cart_id: userCart.id,
          product_id: line.product_id,
          quantity: room,
          billing_type: line.billing_type,
          labels: JSON.stringify(line.labels),
          expiration_cycles: line.expiration_cycles,
          base_payday: line.base_payday,
          custom_price: line.custom_price,
        })
        .execute();
    }
    await trx.deleteFrom('carts').where('id', '=', guestCart.id).execute();
    await touchCart(trx, userCart.id);
    return trx.selectFrom('carts').selectAll().where('id', '=', userCart.id).executeTakeFirstOrThrow();
  });
}
