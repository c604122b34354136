import * as v from 'valibot';
import { optStr } from './common';

/** PaymentLink (002 §3 "_id, plus display fields"; API.md "Payments (issue 13)"). */
export const PaymentLinkSchema = v.looseObject({
  _id: v.string(),
  storeId: v.string(),
  price: v.number(),
  currency: v.optional(v.string(), 'clp'),
  description: optStr(),
  /** 'active' (an inactive link answers 404). */
  status: v.string(),
  createdAt: optStr(),
});
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>;
