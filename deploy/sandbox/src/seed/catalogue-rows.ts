// Turns the seed's category trees and product descriptions into table rows.
import type { Insertable } from 'kysely';
import type { CategoriesTable, ProductsTable } from '../db/schema/index';
import { foldText } from '../text';
import { BILLING_TYPES, type BillingType } from '../billing/billing-types';
import type { CategorySpec } from './words';

export interface CategoryInfo {
  id: string;
  /** Names from the root down to this category. */
  trail: string[];
}

export function categoryRows(
  storeId: string,
  prefix: string,
  tree: CategorySpec[],
): { rows: Insertable<CategoriesTable>[]; byName: Map<string, CategoryInfo> } {
  const rows: Insertable<CategoriesTable>[] = [];
  const byName = new Map<string, CategoryInfo>();
  const visit = (nodes: CategorySpec[], parent: { id: string; path: string; trail: string[] } | null, depth: number) => {
    nodes.forEach((node, position) => {
      const id = `${prefix}-c-${String(rows.length + 1).padStart(2, '0')}`;
      const path = `${parent?.path ?? ''}${id}/`;
      const trail = [...(parent?.trail ?? []), node.name];
      rows.push({ id, store_id: storeId, name: node.name, parent_id: parent?.id ?? null, path, depth, active: true, position });
      byName.set(node.name, { id, trail });
      if (node.children) visit(node.children, { id, path, trail }, depth + 1);
    });
  };
  visit(tree, null, 1);
  return { rows, byName };
}

export type Prices = Partial<Record<BillingType, number>>;

export interface SeedProduct {
  id: string;
  sku: string;
  name: string;
  brand: string;
  category: string | null;
  prices: Prices;
  currency?: 'clp' | 'uf';
  active?: boolean;
  hidden?: boolean;
  /** null: unlimited. */
  stock?: number | null;
  productFamilyId?: string | null;
  /** Fields of the Product document that differ from the defaults below. */
  doc?: Record<string, unknown>;
}

/** Every billing type present, null where the frequency is not offered (falsy = unavailable). */
export function fullPrices(prices: Prices): Record<BillingType, number | null> {
  return Object.fromEntries(BILLING_TYPES.map((type) => [type, prices[type] || null])) as Record<
    BillingType,
    number | null
  >;
}

export function defaultPriceOf(prices: Prices): number {
  const offered = Object.values(prices).filter((value): value is number => Boolean(value));
  return offered.length ? Math.min(...offered) : 0;
}

export function productRow(
  storeId: string,
  product: SeedProduct,
  categories: Map<string, CategoryInfo>,
  position: number,
): Insertable<ProductsTable> {
  const category = product.category ? categories.get(product.category) : undefined;
  if (product.category && !category) throw new Error(`Seed: unknown category ${product.category}`);
  const stock = product.stock === undefined ? null : product.stock;
  const doc = {
    description: `${product.name}.`,
    descriptionList: [],
    preview: '',
    previewList: [],
    imageUrl: `{sandbox}/sandbox/images/${product.id}.jpg`,
    referencePrices: fullPrices({}),
    priceDefinedByUser: false,
    quantifiable: true,
    expirable: false,
    weight: null,
    quantityDiscounts: [],
    promotions: [],
    labels: [],
    metadata: {},
    dimensions: null,
    externalId: `ERP-${product.sku}`,
    subProducts: [],
    categories: category?.trail ?? [],
    createdAt: '2025-01-06T12:00:00.000Z',
    ...product.doc,
    prices: fullPrices(product.prices),
  };
  return {
    id: product.id,
    store_id: storeId,
    sku: product.sku,
    name: product.name,
    sort_name: foldText(product.name),
    brand: product.brand,
    active: product.active ?? true,
    hidden: product.hidden ?? false,
    stock,
    full_stock: stock,
    default_price: defaultPriceOf(product.prices),
    currency: product.currency ?? 'clp',
    category_id: category?.id ?? null,
    product_family_id: product.productFamilyId ?? null,
    search_text: foldText(`${product.name} ${product.sku} ${product.brand}`),
    doc: JSON.stringify(doc),
    position,
  };
}
