// Where a provider may send the browser back (a page of the target's store, as the card
// inscription: issue 10), and the one notify URL each provider may call (this API's own Khipu and
// Mercado Pago endpoints for the store, 001 §7 "Notify URLs point to server-side validation
// endpoints for Khipu (by store id) and Mercado Pago (storeId query)"): any other is refused, so
// the sandbox never calls an address a caller chose (no SSRF). A store's pages call this API through
// their storefront's same-origin proxy (`{store origin}/api/v1`, shell/server/api-proxy.ts), so
// the SDK names the notify endpoint there: that address is this API too, and is accepted.
import type { AppContext } from '../../context';
import type { DbExecutor } from '../../db/schema/index';
import { isStorePage, storeBaseUrl } from '../../config/store-origin';
import { badRequest } from '../../http/errors';

export const khipuNotifyUrl = (ctx: AppContext, storeId: string) =>
  `${ctx.urls().sandbox}/v1/transactions/khipu/notify/${encodeURIComponent(storeId)}`;
export const mercadoPagoNotifyUrl = (ctx: AppContext, storeId: string) =>
  `${ctx.urls().sandbox}/v1/transactions/mercadopago/notify?storeId=${encodeURIComponent(storeId)}`;

export async function checkStorePages(
  ctx: AppContext,
  db: DbExecutor,
  storeId: string,
  urls: Record<string, string>,
): Promise<void> {
  const store = await db
    .selectFrom('stores')
    .select(['name', 'domain'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  for (const [field, url] of Object.entries(urls))
    if (!isStorePage(url, store, ctx.urls()))
      throw badRequest(`${field} must be a page of the store`, {
        [field]: 'not a page of the store',
      });
}

/** `expected` (this API's own URL) or the same endpoint through the store's storefront proxy. */
export async function checkNotifyUrl(
  ctx: AppContext,
  storeId: string,
  given: string,
  expected: string,
): Promise<void> {
  const store = await ctx.db
    .selectFrom('stores')
    .select(['name', 'domain'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const own = `${ctx.urls().sandbox}/v1/`;
  const proxied = expected.startsWith(own)
    ? `${new URL(storeBaseUrl(store, ctx.urls())).origin}/api/v1/${expected.slice(own.length)}`
    : null;
  if (given !== expected && given !== proxied)
    throw badRequest('notifyUrl must be this API’s notify endpoint for the store', {
      notifyUrl: `expected ${expected}`,
    });
}

/** The return URL with the provider's query appended (existing query kept). */
export function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}
