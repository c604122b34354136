// Cart "validation" against the catalogue (spec 000 §4 Cart change detection needs a cart that
// can change under the shopper): before getOrCreate, count and mergeCarts answer, lines of
// products no longer for sale (inactive, hidden, or stock exactly 0) are deleted and a product's
// total quantity above its stock is cut down, later lines first (a line cut to 0 goes). Persisted,
// so every later read agrees. null stock means unlimited.
import type { DbExecutor } from '../db/schema/index';
import { touchCart } from './cart-store';

export interface Reconciled {
  deleted: number;
  reduced: number;
}

/** A cart line with the product fields the validation reads. */
export interface LineForSale {
  id: string;
  product_id: string;
  quantity: number;
  active: boolean;
  hidden: boolean;
  stock: number | null;
}

export interface ReconcilePlan {
  toDelete: string[];
  toCut: { id: string; quantity: number }[];
}

/** What validation would change, lines in cart order (pure: carts/process runs it on locked rows). */
export function reconcilePlan(lines: readonly LineForSale[]): ReconcilePlan {
  const toDelete: string[] = [];
  const toCut: { id: string; quantity: number }[] = [];
  const room = new Map<string, number>(); // stock left per product while walking the lines in order
  for (const line of lines) {
    if (!line.active || line.hidden || line.stock === 0) {
      toDelete.push(line.id);
      continue;
    }
    if (line.stock === null) continue;
    const left = room.get(line.product_id) ?? line.stock;
    const keep = Math.min(line.quantity, left);
    room.set(line.product_id, left - keep);
    if (keep === 0) toDelete.push(line.id);
    else if (keep < line.quantity) toCut.push({ id: line.id, quantity: keep });
  }
  return { toDelete, toCut };
}

export async function reconcileCart(db: DbExecutor, cartId: string): Promise<Reconciled> {
  const lines = await db
    .selectFrom('cart_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'l.quantity', 'p.active', 'p.hidden', 'p.stock'])
    .where('l.cart_id', '=', cartId)
    .orderBy('l.position')
    .execute();
  const { toDelete, toCut } = reconcilePlan(lines);
  if (toDelete.length) await db.deleteFrom('cart_lines').where('id', 'in', toDelete).execute();
  for (const { id, quantity } of toCut)
    await db.updateTable('cart_lines').set({ quantity }).where('id', '=', id).execute();
  if (toDelete.length || toCut.length) await touchCart(db, cartId);
  return { deleted: toDelete.length, reduced: toCut.length };
}
