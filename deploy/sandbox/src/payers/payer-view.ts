import type { Selectable } from 'kysely';
import type { PayersTable } from '../db/schema/index';

export type PayerRow = Selectable<PayersTable>;

/** Payer of API.md: missing values are null, billing and company always present. */
export function toPayer(row: PayerRow) {
  return {
    _id: row.id,
    userId: row.user_id,
    storeId: row.store_id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    active: row.active,
    billing: { taxId: row.billing.taxId ?? null },
    company: { rut: row.company.rut ?? null, address: row.company.address ?? null },
    createdAt: row.created_at,
  };
}
