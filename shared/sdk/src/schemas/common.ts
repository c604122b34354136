import * as v from 'valibot';

// Shapes are loose objects: unknown extra fields pass, listed required fields are checked.
// Optional fields accept null too (`v.nullish`), since the provider sends both.
export const str = () => v.string();
export const optStr = () => v.nullish(v.string());
export const optNum = () => v.nullish(v.number());
export const optBool = () => v.nullish(v.boolean());

/** Paged lists: `{ docs, page, pages, limit, totalDocs }`, page starting at 1. */
export function pagedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.looseObject({
    docs: v.array(item),
    page: v.number(),
    pages: v.number(),
    limit: v.optional(v.number()),
    totalDocs: v.optional(v.number()),
  });
}

export interface Paged<T> {
  docs: T[];
  page: number;
  pages: number;
  limit?: number;
  totalDocs?: number;
}

export const StringListSchema = v.array(v.string());
export const BooleanSchema = v.boolean();
