// Paged lists (API.md): { docs, page, pages, limit, totalDocs }, page from 1, pages = ceil(total/limit).
import type { SelectQueryBuilder } from 'kysely';

export interface Paged<T> {
  docs: T[];
  page: number;
  pages: number;
  limit: number;
  totalDocs: number;
}

/** The page and limit of a paged route's query string (defaults from `pagingQuery`). */
export interface PagingParams {
  page: number;
  limit: number;
}

export function paged<T>(docs: T[], page: number, limit: number, totalDocs: number): Paged<T> {
  return { docs, page, pages: Math.ceil(totalDocs / limit), limit, totalDocs };
}

/** JSON-schema properties for page and limit, shared by every paged route. */
export const pagingQuery = (defaultLimit: number, maxLimit: number) =>
  ({
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
  }) as const;

export interface PageOfRows<DB, TB extends keyof DB, O, Row, Doc> {
  /** The filtered query's columns and order (`selectAll().orderBy(…)`); the page is cut after. */
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>;
  /** The page's rows as the answer's docs. */
  docs: (rows: Row[]) => Doc[] | Promise<Doc[]>;
}

/**
 * One page of a filtered list (limit and offset by page number) and the count of the whole
 * filtered list, both read from the same query side by side, as the envelope's `Paged` answer.
 */
export async function pageOf<DB, TB extends keyof DB, O, Row, Doc>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PagingParams,
  { rows, docs }: PageOfRows<DB, TB, O, Row, Doc>,
): Promise<Paged<Doc>> {
  // Typed by hand: over a generic database kysely cannot tell the count's row type.
  const counted = query.select((eb) => eb.fn.countAll<number>().as('n'));
  const [found, count] = await Promise.all([
    rows(query)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    counted.executeTakeFirstOrThrow() as Promise<{ n: number }>,
  ]);
  return paged(await docs(found as Row[]), page, limit, Number(count.n));
}
