// @ts-check
// The smallest answers of the provider API that the SDK's schemas accept (the shell server loads
// the tenant through @storefront/sdk): for the tests' fake sandboxes.

/**
 * A store with what StoreSchema requires (a deliverable store, every view as given).
 * @param {Record<string, unknown>} fields
 */
export const storeRecord = (fields) => ({ serviceType: 'deliverable', content: {}, ...fields });

/** A template with what TemplateSchema requires. @param {string | undefined} id */
export const templateRecord = (id) => ({ _id: id, styles: { colors: {} } });

/** A policy (every part optional). @param {string | undefined} storeId */
export const policyRecord = (storeId) => ({ storeId });

/** One page of stores, as GET /v1/stores/ answers. @param {unknown[]} docs */
export const storesPage = (docs) => ({
  docs,
  totalDocs: docs.length,
  limit: 100,
  page: 1,
  pages: 1,
});
