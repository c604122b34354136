// Reading the caller's own subscription (another shopper's → 404, like GET subscriptions/{id}),
// optionally locked for the rest of the transaction, and turning it into the rules' facts.
import type { Selectable } from 'kysely';
import type { DbExecutor, SubscriptionsTable } from '../db/schema/index';
import { HttpError, notFound } from '../http/errors';
import {
  shopperPolicyOf,
  type Refusal,
  type ShopperPolicy,
  type SubscriptionFacts,
} from './shopper-rules';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

export async function ownedSubscription(
  db: DbExecutor,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId);
  // The row lock queues concurrent actions on one subscription: the second sees the first's result.
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

export async function storePolicy(db: DbExecutor, storeId: string): Promise<ShopperPolicy> {
  const row = await db
    .selectFrom('policies')
    .select('doc')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return shopperPolicyOf(row?.doc ?? null);
}

export function factsOf(row: SubscriptionRow): SubscriptionFacts {
  const trialDays = Number(row.doc.trialDays ?? 0);
  const lastPaymentTry = row.doc.lastPaymentTry;
  return {
    status: row.status,
    billingFrequency: row.billing_frequency,
    trialDays: Number.isFinite(trialDays) ? trialDays : 0,
    payday: new Date(row.payday),
    lastPaymentTry: typeof lastPaymentTry === 'string' ? lastPaymentTry : null,
    confirmedByMerchant: Boolean(row.doc.confirmedByMerchantAt),
    instalment: typeof row.doc.chargeId === 'string',
  };
}

/** Throws the refusal as the envelope's failure (with its data, if any). */
export function refuse(refusal: (Refusal & { data?: unknown }) | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message, refusal.errors, refusal.data);
}
