import type { Selectable } from 'kysely';
import type { ShippingsTable } from '../db/schema/index';

/** Shipping (spec 001 §3 "Shipping price result: price and id (or _id)"). */
export const toShipping = (row: Selectable<ShippingsTable>) => ({
  _id: row.id,
  id: row.id,
  storeId: row.store_id,
  commune: row.commune,
  currency: row.currency,
  amount: row.amount,
  price: row.price,
  createdAt: row.created_at,
});
