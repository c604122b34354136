// The catalogue's four sorts (GET /v1/catalog/products `sort`): the search orders by them and a
// keyset cursor names the one it was made for.
export const PRODUCT_SORTS = ['defaultPrice', '-defaultPrice', 'name', '-name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
