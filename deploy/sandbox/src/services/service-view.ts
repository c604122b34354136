// Service (002 §3 "_id, name, description, price, currency, active, storeId") as /v1 serves it,
// with how many instalments a hire makes (002 §9 "price / installments (1)").
import type { Selectable } from 'kysely';
import type { ServicesTable } from '../db/schema/index';

export type ServiceRow = Selectable<ServicesTable>;
export const SERVICE_NOT_FOUND = 'Service not found';

export function toService(row: ServiceRow) {
  return {
    _id: row.id,
    storeId: row.store_id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    active: row.active,
    installments: row.installments,
    createdAt: row.created_at,
  };
}
export type ServiceView = ReturnType<typeof toService>;
