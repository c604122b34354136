// The catalogue's keyset cursor (issue 15): opaque to clients, base64url of the JSON
// [sort, sortValue, id, seen]. The next page is the rows after (sortValue, id) in the sort's order,
// so a deep page reads only its own rows, whatever its depth. `seen` (rows before the cursor) only
// gives the answer's `page` number. A cursor from another sort, or anything forged, is a 400.
import { badRequest } from '../http/errors';
import { PRODUCT_SORTS, type ProductSort } from './product-sorts';

export interface ProductCursor {
  sort: ProductSort;
  value: number | string;
  id: string;
  seen: number;
}

/** Longer than any cursor this server makes (ids and names ≤ 200 characters). */
export const MAX_CURSOR_LENGTH = 1200;

const invalid = (reason: string) =>
  badRequest('Invalid cursor', {
    'query.after': `${reason}; use the nextCursor of the previous page`,
  });

export function encodeCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id, cursor.seen])).toString(
    'base64url',
  );
}

export function decodeCursor(text: string, sort: ProductSort): ProductCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalid('must be a cursor this API returned');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('must be a cursor this API returned');
  }
  if (!Array.isArray(parsed) || parsed.length !== 4)
    throw invalid('must be a cursor this API returned');
  const [cursorSort, value, id, seen] = parsed as unknown[];
  if (!PRODUCT_SORTS.includes(cursorSort as ProductSort))
    throw invalid('must be a cursor this API returned');
  if (cursorSort !== sort)
    throw invalid(`was made for sort=${String(cursorSort)}, not sort=${sort}`);
  const byPrice = sort === 'defaultPrice' || sort === '-defaultPrice';
  const valueOk = byPrice
    ? typeof value === 'number' && Number.isFinite(value)
    : typeof value === 'string' && value.length <= 400 && !value.includes('\u0000');
  const idOk =
    typeof id === 'string' && id.length > 0 && id.length <= 200 && !id.includes('\u0000');
  const seenOk = typeof seen === 'number' && Number.isSafeInteger(seen) && seen >= 0 && seen <= 1e9;
  if (!valueOk || !idOk || !seenOk) throw invalid('must be a cursor this API returned');
  return { sort, value: value as number | string, id: id as string, seen: seen as number };
}
