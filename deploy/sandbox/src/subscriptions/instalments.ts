// Instalments (cuotas) are subscriptions of type 'single' whose doc names their charge (002 §3
// "subscriptions (the installments)"; migration 0013). What every path that makes, reads or pays
// them shares: the rows a charge is made of, the store's payment methods they carry, the
// instalments of a charge in order, and the charge's completion once the last one is paid.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { ChargesTable, DbExecutor, SubscriptionsTable } from '../db/schema/index';
import { roundPrice } from '@storefront/domain/pricing';

export type ChargeRow = Selectable<ChargesTable>;
export type InstalmentRow = Selectable<SubscriptionsTable>;

const DAY = 24 * 3600 * 1000;

/** `subscriptions.doc ->> 'chargeId'` (indexed, migration 0013): null for an ordinary subscription. */
export const CHARGE_ID_OF_ROW = sql<string | null>`doc ->> 'chargeId'`;

/** A store's method codes (stores.payment_methods) as a Subscription's paymentMethods. */
const METHOD_NAMES: Record<string, string> = {
  'webpay-oneclick': 'Webpay Oneclick',
  'webpay-plus': 'Webpay Plus',
  khipu: 'Khipu Payment Initiation',
  'mercado-pago': 'Mercado Pago Checkout Pro',
};

/** Every method the store offers, Webpay Oneclick first (priority 1, 002 §3 catalogue). */
export const instalmentPaymentMethods = (storeCodes: readonly string[]) =>
  storeCodes
    .filter((code) => METHOD_NAMES[code])
    .map((code) => ({
      name: METHOD_NAMES[code],
      priority: code === 'webpay-oneclick' ? 1 : 0,
      options: { issuerFees: 1 },
    }));

/** The charge an instalment belongs to (null for an ordinary subscription). */
export const chargeIdOf = (row: { doc: Record<string, unknown> }): string | null =>
  typeof row.doc.chargeId === 'string' ? row.doc.chargeId : null;

/**
 * `total` in `count` parts rounded for the currency (CLP: whole pesos); the last part takes the
 * rounding, so the parts always add up to the total (002 §9 "price / installments").
 */
export function splitPrice(total: number, count: number, currency: string): number[] {
  const part = roundPrice(total / count, currency);
  const parts = Array.from({ length: count }, () => part);
  parts[count - 1] = roundPrice(total - part * (count - 1), currency);
  return parts;
}

/** The k-th monthly payday from `first` (30 days apart, like a monthly subscription). */
export const monthlyPayday = (first: Date, index: number) =>
  new Date(first.getTime() + index * 30 * DAY);

export interface InstalmentSpec {
  price: number;
  payday: Date;
  status?: string;
}

/** The instalment rows of a charge: numbered from 1, ids `{chargeId}-i{n}`. */
export function instalmentRows(
  charge: Pick<ChargeRow, 'id' | 'store_id' | 'user_id' | 'currency' | 'card_id'>,
  storeCodes: readonly string[],
  specs: readonly InstalmentSpec[],
  createdAt: Date,
): Insertable<SubscriptionsTable>[] {
  const paymentMethods = instalmentPaymentMethods(storeCodes);
  return specs.map((spec, index) => ({
    id: `${charge.id}-i${index + 1}`,
    store_id: charge.store_id,
    user_id: charge.user_id,
    status: spec.status ?? 'pending',
    card_id: charge.card_id,
    type: 'single',
    billing_frequency: 0,
    payday: spec.payday,
    paused_until: null,
    price: spec.price,
    currency: charge.currency,
    products: JSON.stringify([]),
    doc: JSON.stringify({
      chargeId: charge.id,
      installmentNumber: index + 1,
      billingType: 'single',
      trialDays: 0,
      expiration: null,
      paymentMethods,
      ...(spec.status === 'completed' ? { transaction: { date: spec.payday.toISOString() } } : {}),
    }),
    created_at: createdAt,
  }));
}

/** The instalments of some charges, by charge then number. */
export async function instalmentsOf(
  db: DbExecutor,
  chargeIds: readonly string[],
): Promise<Map<string, InstalmentRow[]>> {
  const byCharge = new Map<string, InstalmentRow[]>(chargeIds.map((id) => [id, []]));
  if (!chargeIds.length) return byCharge;
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where(CHARGE_ID_OF_ROW, 'in', [...chargeIds])
    .execute();
  for (const row of rows) byCharge.get(chargeIdOf(row)!)?.push(row);
  for (const list of byCharge.values())
    list.sort((a, b) => Number(a.doc.installmentNumber) - Number(b.doc.installmentNumber));
  return byCharge;
}

/**
 * After an instalment was paid (checkout's Oneclick, a rail, the clock): once every instalment of
 * the charge is completed, the charge is too. Runs in the paying transaction.
 */
export async function completeChargeWhenPaid(db: DbExecutor, chargeId: string): Promise<void> {
  const unpaid = await db
    .selectFrom('subscriptions')
    .select('id')
    .where(CHARGE_ID_OF_ROW, '=', chargeId)
    .where('status', '!=', 'completed')
    .limit(1)
    .executeTakeFirst();
  if (unpaid) return;
  await db
    .updateTable('charges')
    .set({ status: 'completed' })
    .where('id', '=', chargeId)
    .where('status', '=', 'approved')
    .execute();
}
