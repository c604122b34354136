import * as v from 'valibot';
import { optStr } from './common';

/**
 * Service (002 §3 "_id, name, description, price, currency, active, storeId"). `installments`:
 * how many instalments hiring it makes (002 §9 "Service price per installment = price /
 * installments (1)"), default 1.
 */
export const ServiceSchema = v.looseObject({
  _id: v.string(),
  storeId: v.string(),
  name: v.string(),
  description: optStr(),
  price: v.number(),
  currency: v.optional(v.string(), 'clp'),
  active: v.boolean(),
  installments: v.optional(v.number(), 1),
});
export type Service = v.InferOutput<typeof ServiceSchema>;
