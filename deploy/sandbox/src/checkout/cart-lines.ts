// The locked cart's lines as carts/process prices them (the cart page's own line prices), and the
// stock the lines take once every check passed.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema/index';
import { cartLineRows } from '../carts/cart-store';
import { priceCartLine } from '../pricing/cart-line-price';
import { HttpError } from '../http/errors';
import type { PricedLine } from '../billing/billing-groups';

type Trx = Transaction<Database>;

export async function pricedLines(trx: Trx, cartId: string) {
  const rows = await cartLineRows(trx, cartId);
  const lines: PricedLine[] = rows.map((row) => {
    const price = priceCartLine(row);
    return {
      lineId: row.id,
      productId: row.product_id,
      name: row.name,
      sku: row.sku,
      currency: row.currency,
      billingType: row.billing_type,
      quantity: row.quantity,
      unitPrice: price.unitPrice,
      quantityDiscount: price.quantityDiscount,
      total: price.total,
      promotion: price.promotion,
      labels: row.labels,
      expirationCycles: row.expiration_cycles,
      basePayday: row.base_payday,
      imageUrl: (row.doc.imageUrl as string | undefined) ?? null,
    };
  });
  return { rows, lines };
}

/** Takes the units; the rows are locked and checked, so a miss here means a bug, not a race. */
export async function takeStock(
  trx: Trx,
  lines: PricedLine[],
  stockOf: Map<string, number | null>,
): Promise<Map<string, number | null>> {
  const wanted = new Map<string, number>();
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const after = new Map(stockOf);
  for (const [productId, quantity] of wanted) {
    if (stockOf.get(productId) === null) continue;
    const updated = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .returning('stock')
      .executeTakeFirst();
    if (!updated) throw new HttpError(500, 'Stock changed under a lock');
    after.set(productId, updated.stock);
  }
  return after;
}
