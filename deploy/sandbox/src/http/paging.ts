// Paged lists (API.md): { docs, page, pages, limit, totalDocs }, page from 1, pages = ceil(total/limit).
export interface Paged<T> {
  docs: T[];
  page: number;
  pages: number;
  limit: number;
  totalDocs: number;
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
