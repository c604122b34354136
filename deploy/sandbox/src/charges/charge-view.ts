// Charge (002 §3 "_id, name, status, totalPrice, currency, installments, subscriptions (the
// installments), files, cardId"; 001 §3 description) as /v1 serves it (API.md "Charges and
// services"), with what the panel would otherwise add up itself: `paidTotal` (the completed
// instalments, 002 §9 progress) and `delinquent` (an approved charge with an instalment overdue
// by the shared 24-hour rule, 002 §4 "'Activo' or 'Moroso'").
import { isDelinquent } from '@storefront/domain/subscriptions';
import { resolveUrls, type PublicUrls } from '../config/public-urls';
import type { DbExecutor } from '../db/schema/index';
import { toSubscription } from '../subscriptions/subscription-view';
import { instalmentsOf, type ChargeRow, type InstalmentRow } from '../subscriptions/instalments';

export function toCharge(
  row: ChargeRow,
  instalments: readonly InstalmentRow[],
  urls: PublicUrls,
  now: Date,
) {
  const doc = row.doc as { description?: unknown; files?: unknown };
  const paidTotal = instalments
    .filter((instalment) => instalment.status === 'completed')
    .reduce((sum, instalment) => sum + instalment.price, 0);
  return {
    _id: row.id,
    storeId: row.store_id,
    userId: row.user_id,
    name: row.name,
    description: typeof doc.description === 'string' ? doc.description : '',
    status: row.status,
    totalPrice: row.total_price,
    currency: row.currency,
    cardId: row.card_id,
    paymentType: row.payment_type,
    installments: instalments.length,
    subscriptions: instalments.map((instalment) => toSubscription(instalment, urls)),
    files: resolveUrls(Array.isArray(doc.files) ? doc.files : [], urls),
    paidTotal,
    delinquent:
      row.status === 'approved' && instalments.some((instalment) => isDelinquent(instalment, now)),
    serviceId: row.service_id,
    createdAt: row.created_at,
    approvedAt: row.approved_at,
  };
}
export type ChargeView = ReturnType<typeof toCharge>;

/** The views of some charges, their instalments read in one query. */
export async function chargeViews(
  db: DbExecutor,
  rows: readonly ChargeRow[],
  urls: PublicUrls,
  now = new Date(),
): Promise<ChargeView[]> {
  const instalments = await instalmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCharge(row, instalments.get(row.id) ?? [], urls, now));
}

export const chargeView = async (db: DbExecutor, row: ChargeRow, urls: PublicUrls) =>
  (await chargeViews(db, [row], urls))[0]!;
