// "Process cart" (spec 001 §7): buys the cart. Part of the purchases entry, not of the carts
// resource every page loads.
import * as v from 'valibot';
import { isApiError, type Cart, type IdempotentOptions, type Transport } from '@storefront/sdk';
import {
  FailedProcessSchema,
  ProcessCartResultSchema,
  type ProcessCartResult,
} from '../schemas/checkout';
import type { CartOwner } from './carts';

/** Body of "Process cart" (spec 001 §7). Registered shoppers only (a guest → 401). */
export interface ProcessCartBody extends CartOwner {
  merchantId?: string | null;
  cardId: string;
  /** From shippings.getPrice; required on deliverable stores. */
  shippingId?: string | null;
  /** The address chosen at checkout (one of the shopper's); default her main address. */
  addressId?: string | null;
  /** Spec 001 §9: 0.19. */
  tax: number;
  gift: boolean;
  currency: 'clp' | 'uf';
  /** Webpay Oneclick with the chosen instalments, or none. */
  paymentMethods?:
    { name: 'Webpay Oneclick'; priority: number; options: { issuerFees: number } }[] | null;
}

/**
 * One key per checkout attempt (uuid() from @storefront/state when Confirmar is pressed), reused
 * for its retries: the same key never buys twice and answers the first success again.
 */
export type ProcessCartOptions = IdempotentOptions & { idempotencyKey: string };

/** The cart a failed process answered with (409 "Cart changed", 402 "Payment declined"); spec 000 §4: it replaces the shown cart. */
export function cartOfFailedProcess(error: unknown): Cart | undefined {
  if (!isApiError(error)) return undefined;
  const parsed = v.safeParse(FailedProcessSchema, error.data);
  return parsed.success ? parsed.output.cart : undefined;
}

/**
 * Buys the cart: subscriptions per billing group, orders for single purchases, the charge due
 * today. 409 "Cart changed" / 402 "Payment declined" carry the cart (see cartOfFailedProcess).
 */
export function createProcessCart(t: Transport) {
  return (body: ProcessCartBody, options: ProcessCartOptions): Promise<ProcessCartResult> =>
    t.request('POST', 'carts/process', {
      body,
      idempotencyKey: options.idempotencyKey,
      schema: ProcessCartResultSchema,
      ...(options.signal ? { signal: options.signal } : {}),
    });
}
