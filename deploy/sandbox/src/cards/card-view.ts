import type { Selectable } from 'kysely';
import type { CardsTable } from '../db/schema/index';

export const CARD_BRANDS = ['Visa', 'RedCompra', 'MasterCard'] as const;
export const CARD_TYPES = ['Credit', 'Debit', 'Prepaid'] as const;

export function toCard(row: Selectable<CardsTable>) {
  return {
    _id: row.id,
    userId: row.user_id,
    storeId: row.store_id,
    brand: row.brand,
    type: row.type,
    digits: row.digits,
    createdAt: row.created_at,
  };
}
