// The order of a paid cycle (a renewal, or a single purchase paid after checkout), the same shape
// as checkout's single-purchase order: an order exists only once its money does.
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, JsonObject, SubscriptionsTable } from '../db/schema/index';
import { randomId } from '../ids';
import { orderContact, orderLines } from './order-parts';

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Writes the order of `row`'s cycle paid at `at` (priced as the row says); returns its id. */
export async function insertPaidOrder(
  trx: Transaction<Database>,
  row: Selectable<SubscriptionsTable>,
  at: Date,
): Promise<string> {
  const address = ((row.doc.contact as JsonObject | undefined)?.address ??
    null) as JsonObject | null;
  const id = randomId('dlv');
  await trx
    .insertInto('deliveries')
    .values({
      id,
      delivery_number: sql<number>`nextval('delivery_number_seq')`,
      store_id: row.store_id,
      user_id: row.user_id,
      subscription_id: row.id,
      status: 'pending',
      price: numberOf(row.doc.productsPrice),
      delivery_price: numberOf(row.doc.deliveryPrice),
      total_price: row.price,
      currency: row.currency,
      products: orderLines(row.products),
      contact: orderContact(address),
      created_at: at,
    })
    .execute();
  return id;
}
