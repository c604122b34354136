// The Product shape (spec 000 §3) from a products row: queryable columns plus the stored document.
import type { Selectable } from 'kysely';
import type { ProductsTable } from '../db/schema/index';
import { resolveUrls, type PublicUrls } from '../config/public-urls';

export type ProductRow = Selectable<ProductsTable>;

export function toProduct(row: ProductRow, urls: PublicUrls) {
  return resolveUrls(
    {
      ...row.doc,
      _id: row.id,
      storeId: row.store_id,
      name: row.name,
      sku: row.sku,
      brand: row.brand,
      active: row.active,
      hidden: row.hidden,
      stock: row.stock,
      fullStock: row.full_stock,
      defaultPrice: row.default_price,
      currency: row.currency,
      productFamilyId: row.product_family_id,
    },
    urls,
  );
}

export type Product = ReturnType<typeof toProduct>;
