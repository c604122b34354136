// The exact lookups of one store's product: by SKU (case ignored) and by SKU or id. Both are an
// equality on `upper(sku)` within the store, which is exactly the key of 0001's unique btree index
// products_sku_idx (store_id, upper(sku)); the id side uses the primary key. Unexecuted, so tests
// EXPLAIN the same statements the routes run.
import type { Db } from '../db/schema/index';

export function productBySkuQuery(db: Db, storeId: string, sku: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where((eb) => eb(eb.fn('upper', ['sku']), '=', sku.toUpperCase()));
}

/** An id wins over a SKU that happens to equal it. */
export function productBySkuOrIdQuery(db: Db, storeId: string, value: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where((eb) =>
      eb.or([eb('id', '=', value), eb(eb.fn('upper', ['sku']), '=', value.toUpperCase())]),
    )
    .orderBy((eb) => eb.case().when('id', '=', value).then(0).else(1).end());
}
