import * as v from 'valibot';
import { optBool, optStr, pagedSchema } from './common';

/** The payer (billing identity) of a shopper in a store (spec 001 §2, 002). */
export const PayerSchema = v.looseObject({
  _id: v.string(),
  userId: optStr(),
  storeId: optStr(),
  name: optStr(),
  lastName: optStr(),
  email: optStr(),
  active: optBool(),
  billing: v.nullish(v.looseObject({ taxId: optStr() })),
  company: v.nullish(v.looseObject({ rut: optStr(), address: optStr() })),
});
export type Payer = v.InferOutput<typeof PayerSchema>;

export const PagedPayerSchema = pagedSchema(PayerSchema);
