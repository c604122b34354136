import * as v from 'valibot';
import { optNum, optStr } from './common';

/**
 * Invoice (002 §3 "_id, createdAt, currency, referenceCurrency (optional), totalGrossAmount,
 * referenceTotalGrossAmount (optional)"). A UF request is paid in CLP: currency 'clp', the UF price
 * as the reference; a CLP request has both reference fields null.
 */
export const InvoiceSchema = v.looseObject({
  _id: v.string(),
  paymentIntentId: v.string(),
  paymentRequestId: optStr(),
  storeId: optStr(),
  createdAt: v.string(),
  currency: v.string(),
  referenceCurrency: optStr(),
  totalGrossAmount: v.number(),
  referenceTotalGrossAmount: optNum(),
  paymentMethod: v.optional(v.looseObject({ name: v.string() })),
  payerEmail: optStr(),
  /** The payer's name and RUT when the provider knows them (the receipt's "Pagado por"). */
  payerName: optStr(),
  payerRut: optStr(),
  description: optStr(),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
