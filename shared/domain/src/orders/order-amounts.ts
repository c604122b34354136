// Spec 002 §2 orders/{deliveryId}: "subtotal, delivery price, … total"; §3 Delivery: price,
// totalPrice, currency, products (each with price). The provider's price is the products' sum
// (the subtotal). §3 names no delivery price field: when the order does not carry deliveryPrice,
// the delivery price is what the total adds to the subtotal.
import { decimalsFor, roundTo } from '../money/format-amount';
import { roundPrice } from '../money/price-rounding';

/** A structural subset of the SDK's Delivery (the domain does not depend on the SDK). */
export interface OrderAmountsInput {
  price: number;
  deliveryPrice?: number | null;
  totalPrice: number;
  currency?: string | null;
}

export interface OrderAmounts {
  subtotal: number;
  deliveryPrice: number;
  total: number;
  /** 'clp' when the order does not say (spec 001 §9 "Default currency clp"). */
  currency: string;
}

export function orderAmounts(order: OrderAmountsInput): OrderAmounts {
  const currency = (order.currency || 'clp').toLowerCase();
  const difference = roundTo(order.totalPrice - order.price, decimalsFor(currency));
  return {
    subtotal: order.price,
    deliveryPrice: order.deliveryPrice ?? Math.max(0, difference),
    total: order.totalPrice,
    currency,
  };
}

export interface OrderLineInput {
  /** Unit price. */
  price: number;
  quantity?: number | null;
  /** The line's total when the provider sends it. */
  totalPrice?: number | null;
}

/** The line's quantity: 1 when the order does not say. */
export function orderLineQuantity(line: OrderLineInput): number {
  return line.quantity && line.quantity > 0 ? line.quantity : 1;
}

/** The provider's line total, else unit price × quantity in the currency's rounding. */
export function orderLineTotal(line: OrderLineInput, currency?: string | null): number {
  return line.totalPrice ?? roundPrice(line.price * orderLineQuantity(line), currency);
}
