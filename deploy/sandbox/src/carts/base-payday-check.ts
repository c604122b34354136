// A cart line's base payday, checked by the server as the product form checks it (000 §5 Base
// payday; API.md "Prices"): only where the store's policy allows one (allowBasePayday true), today
// or later and at most a year ahead, and for a deliverable store not on a weekend nor a public
// holiday (the sandbox's own holiday list, the one GET /v1/holidays serves).
import { paydayYear, todayIso, validateBasePayday } from '@storefront/domain/base-payday';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { HOLIDAY_YEARS, holidaysFor, overridesOf } from '../holidays/chile-holidays';

export async function checkBasePayday(
  ctx: AppContext,
  storeId: string,
  basePayday: string,
): Promise<void> {
  const store = await ctx.db
    .selectFrom('stores')
    .leftJoin('policies', 'policies.store_id', 'stores.id')
    .select(['stores.service_type', 'stores.doc', 'policies.doc as policy'])
    .where('stores.id', '=', storeId)
    .executeTakeFirstOrThrow();
  const policy = (store.policy ?? {}) as { subscriptionPolicy?: { allowBasePayday?: boolean } };
  if (policy.subscriptionPolicy?.allowBasePayday !== true)
    throw badRequest('Base payday not allowed', {
      'product.basePayday': 'the store’s policy allows none',
    });
  const deliverable = store.service_type === 'deliverable';
  const year = paydayYear(basePayday);
  const holidays =
    deliverable && year !== null && year >= HOLIDAY_YEARS.min && year <= HOLIDAY_YEARS.max
      ? holidaysFor(year, overridesOf(store.doc))
      : [];
  const problem = validateBasePayday(basePayday, { today: todayIso(), deliverable, holidays });
  if (problem) throw badRequest('Invalid base payday', { 'product.basePayday': problem });
}
