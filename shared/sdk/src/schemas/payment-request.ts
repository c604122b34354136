import * as v from 'valibot';
import { optStr } from './common';

export const PaymentRequestSchema = v.looseObject({
  _id: v.string(),
  storeId: v.string(),
  userEmail: v.string(),
  userId: optStr(),
  price: v.number(),
  currency: v.optional(v.string(), 'clp'),
  description: optStr(),
  /** 'pending' | 'completed' (others may appear). */
  status: v.string(),
  callbackUrl: optStr(),
  createdAt: optStr(),
});
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;
