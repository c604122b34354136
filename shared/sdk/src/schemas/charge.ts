import * as v from 'valibot';
import { optStr, pagedSchema } from './common';
import { SubscriptionSchema } from './subscription';

/** 002 §4 "Charge statuses": pending, approved, rejected, completed. */
export type ChargeStatusValue = 'pending' | 'approved' | 'rejected' | 'completed';

/** A file the merchant attached to a charge (002 §3 "files (each {name, fileUrl})"). */
export const ChargeFileSchema = v.looseObject({ name: v.string(), fileUrl: v.string() });
export type ChargeFile = v.InferOutput<typeof ChargeFileSchema>;

/**
 * Charge (cobro), 002 §3: "_id, name, status, totalPrice, currency, installments, subscriptions
 * (the installments), files, cardId"; 001 §3 "Charge: description". Each instalment is a
 * Subscription of type 'single' whose `chargeId` is this charge, so `payment/{installmentId}` is
 * the payment screen of a subscription (001 §2 "Return target: userpanel/charges/{chargeId}").
 * The sandbox adds `paymentType` (the approval's choice: 'recurring' = Pago Automático, 'single' =
 * Pago Manual; null while pending), `paidTotal` (sum of completed instalments, for the progress),
 * `delinquent` (some instalment is overdue by 002 §4's 24-hour rule), `serviceId` (a hired service).
 */
export const ChargeSchema = v.looseObject({
  _id: v.string(),
  storeId: optStr(),
  userId: optStr(),
  name: v.string(),
  description: optStr(),
  status: v.string(),
  totalPrice: v.number(),
  currency: v.optional(v.string(), 'clp'),
  cardId: optStr(),
  paymentType: v.nullish(v.picklist(['recurring', 'single'])),
  /** How many instalments the charge has. */
  installments: v.number(),
  /** The instalments, by number (payday order). */
  subscriptions: v.array(SubscriptionSchema),
  files: v.optional(v.nullable(v.array(ChargeFileSchema)), []),
  paidTotal: v.optional(v.number(), 0),
  delinquent: v.optional(v.boolean(), false),
  serviceId: optStr(),
  createdAt: optStr(),
  approvedAt: optStr(),
});
export type Charge = v.InferOutput<typeof ChargeSchema>;
export const PagedChargeSchema = pagedSchema(ChargeSchema);

/**
 * createFromService's answer (002 §7 "response transaction.status"; §4 Service hiring: "If the
 * returned transaction status is not completed, charged=false"). `transaction` is null when no card
 * was given (nothing charged yet).
 */
export const CreateFromServiceResultSchema = v.looseObject({
  charge: ChargeSchema,
  transaction: v.nullable(v.looseObject({ _id: v.string(), status: v.string() })),
});
export type CreateFromServiceResult = v.InferOutput<typeof CreateFromServiceResultSchema>;
