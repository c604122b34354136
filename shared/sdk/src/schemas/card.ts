import * as v from 'valibot';
import { optStr } from './common';

/** Known values; kept as plain strings in the schema so an unexpected brand never breaks a card list. */
export type CardBrand = 'Visa' | 'RedCompra' | 'MasterCard';
export type CardType = 'Credit' | 'Debit' | 'Prepaid';

export const CardSchema = v.looseObject({
  _id: v.string(),
  userId: optStr(),
  storeId: optStr(),
  brand: v.string(),
  type: v.string(),
  /** Last four digits only. */
  digits: v.string(),
});
export type Card = v.InferOutput<typeof CardSchema>;

export const CardListSchema = v.array(CardSchema);
export const InscriptionSchema = v.looseObject({ token: v.string(), redirectUrl: v.string() });
export type Inscription = v.InferOutput<typeof InscriptionSchema>;
export const DeletedSchema = v.looseObject({ deleted: v.boolean() });
