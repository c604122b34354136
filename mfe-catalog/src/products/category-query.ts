// A landing category's `query` is a query-string fragment such as "categories=Frutas" (API.md,
// Landing view). It is added to the landing product fetch (spec 000 §7) as SDK query params.
import type { ProductQuery } from '@storefront/sdk';

/** Keys the SDK takes as lists (sent back as comma lists). */
const LIST_KEYS = new Set(['categories', 'brands']);
/** Fixed by the landing fetch itself; a fragment cannot change them. */
const FIXED_KEYS = new Set(['storeId', 'active', 'sort', 'limit', 'page']);

export type QueryParams = Record<string, string | string[]>;

export function parseCategoryQuery(fragment: string | null | undefined): QueryParams {
  const params: QueryParams = {};
  const search = new URLSearchParams((fragment ?? '').trim().replace(/^[?&]+/, ''));
  for (const [key, raw] of search) {
    const value = raw.trim();
    if (!key || FIXED_KEYS.has(key) || !value) continue;
    if (LIST_KEYS.has(key)) {
      const previous = params[key];
      const list = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      params[key] = [...(Array.isArray(previous) ? previous : []), ...list];
    } else {
      const previous = params[key];
      params[key] = typeof previous === 'string' ? `${previous},${value}` : value;
    }
  }
  return params;
}

export const LANDING_PAGE_SIZE = 100;

/** Spec 000 §7 landing fetch: category query plus storeId, active, sort=defaultPrice, page size 100. */
export function landingProductQuery(
  storeId: string,
  fragment: string | null | undefined,
  page: number,
): ProductQuery {
  return {
    ...parseCategoryQuery(fragment),
    storeId,
    active: true,
    sort: 'defaultPrice',
    limit: LANDING_PAGE_SIZE,
    page,
  };
}
