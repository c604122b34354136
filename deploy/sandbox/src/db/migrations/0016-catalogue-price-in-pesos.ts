// Issue 39: "Precio: menor a mayor" put a UF product first, because the list sorted on each
// product's price in its own currency (UF 1,5 < $5.990). The price sorts now in pesos, at the
// sandbox's UF value (SANDBOX_UF_IN_CLP, a constant): a stored generated column, so every insert
// (the seed, the scenes) gets it without knowing it, and the list's indexes move onto it.
import { sql, type Kysely } from 'kysely';
import { SANDBOX_UF_IN_CLP } from '../../payments/uf-value';

const LISTED = 'where active and not hidden';

const statements = [
  `alter table products add column sort_price double precision generated always as
     (case when currency = 'uf' then default_price * ${SANDBOX_UF_IN_CLP} else default_price end) stored`,
  `drop index products_price_idx`,
  `drop index products_listed_price_idx`,
  `drop index products_listed_brand_idx`,
  `drop index products_listed_category_idx`,
  `create index products_price_idx on products (store_id, sort_price, id)`,
  `create index products_listed_price_idx on products (store_id, sort_price, id) ${LISTED}`,
  `create index products_listed_brand_idx on products (store_id, brand, sort_price, id) ${LISTED}`,
  `create index products_listed_category_idx on products (store_id, category_id, sort_price, id) ${LISTED}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
