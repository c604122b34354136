// Issue 5 (catalogue): the partial index for a category subtree of listed products. On the seeded
// 2,400 rows the planner may still take 0001's products_category_idx (store_id, category_id); on
// the bench's 100,000 it takes this one (smaller, and index-only counts once vacuumed).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create index products_listed_category_idx on products (store_id, category_id, default_price, id)
       where active and not hidden`,
    )
    .execute(db);
}
