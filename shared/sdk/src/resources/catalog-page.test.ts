import * as v from 'valibot';
import { ProductPageSchema } from './catalog';

describe('ProductPageSchema', () => {
  it('reads a page without cursor fields (a provider without keyset paging) as nextCursor null', () => {
    const page = v.parse(ProductPageSchema, {
      docs: [],
      page: 1,
      pages: 0,
      limit: 4,
      totalDocs: 0,
    });
    expect(page).toMatchObject({ nextCursor: null });
    expect(page.hasMore).toBeUndefined();
  });

  it('keeps the cursor and refuses a cursor that is not a string', () => {
    const base = { docs: [], page: 1, pages: 3, limit: 4, totalDocs: 9, hasMore: true };
    expect(v.parse(ProductPageSchema, { ...base, nextCursor: 'abc' }).nextCursor).toBe('abc');
    expect(() => v.parse(ProductPageSchema, { ...base, nextCursor: 7 })).toThrow();
  });
});
