// Issue 5 (catalogue): indexes for the storefront's list query, which always asks for listed
// products (`active = true`, `hidden = false`; see catalog/product-search.ts). Partial indexes
// hold only those rows, so a page in price or name order reads exactly the rows it returns, and a
// brand filter is already in price order. The category one came in 0004 (see there). On a
// vacuumed table the counts become index-only scans. 0001's full indexes still serve queries
// without `active` (and `active=false`). Values are bound at planning time (unnamed statements
// get a custom plan), so the planner sees `active = true`. (Comment edited after shipping; the
// statements are as shipped.)
import { sql, type Kysely } from 'kysely';

const LISTED = 'where active and not hidden';

const statements = [
  // No filter, or search (the trigram index narrows the count), in price or name order.
  `create index products_listed_price_idx on products (store_id, default_price, id) ${LISTED}`,
  `create index products_listed_name_idx on products (store_id, sort_name collate "C", id) ${LISTED}`,
  // One or more brands, in price order (other orders sort the brand's rows).
  `create index products_listed_brand_idx on products (store_id, brand, default_price, id) ${LISTED}`,
  // The children of a category (/categories/name/) and the cascade from a deleted parent.
  `create index categories_parent_idx on categories (parent_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
