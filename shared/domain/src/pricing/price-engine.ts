// The one price engine (issue 36): every amount a shopper sees or pays is computed here, by the
// screens (product card and form, cart, checkout summary, subscription edit, payment screen,
// receipt) and by the sandbox's cart and charges, from the same rows, so what she is shown is what
// she is charged.
//  - a line (000 §4): the unit's list price, lowered by the promotion in effect ("percentage
//    discount multiplies the price by (100 - value)/100; fixed discount subtracts the value. clp
//    prices are truncated to whole numbers, others rounded to 2 decimals"), then the quantity
//    discount ("Total = (1 - discount) x unit price x quantity"), in the currency's rounding;
//  - an order: the lines plus delivery, with the 19 % VAT inside (000 §9 "Net amount: gross
//    divided by 1.19 (19% VAT), rounded"; 001 §9 "net amounts use 0 decimals for clp and 2
//    otherwise").
// Which promotion is in effect is user-promotion.ts's: promotionForPurchase for a new purchase,
// livePromotion for a subscription item's later charge.
import { decimalsFor, roundTo } from '../money/format-amount';
import { netAmount, VAT_RATE } from '../money/net-amount';
import { roundPrice } from '../money/price-rounding';
import type { Discount } from './promotion-price';
import { promotionPrice } from './promotion-price';
import { quantityDiscountFor } from './quantity-discount';
import { promotionForPurchase, type OfferedPromotion } from './user-promotion';

export interface LineInput {
  /** One unit's list price for the line's frequency (a user-defined price: the shopper's amount). */
  unitPrice: number;
  quantity: number;
  /** The product's quantity discounts (000 §4: index n-2 for quantity n). */
  quantityDiscounts?: readonly number[] | null;
  currency?: string | null;
  /** The promotion in effect, or null. */
  promotion?: { discount: Discount } | null;
}

export interface LinePrice {
  /** One unit's list price. */
  unitPrice: number;
  /** One unit after the promotion. */
  promotedUnitPrice: number;
  /** Unit × quantity before any discount. */
  fullPrice: number;
  /** What the promotion takes off the line. */
  promotionDiscount: number;
  /** The quantity discount's fraction (000 §4), e.g. 0.1. */
  quantityDiscount: number;
  /** What the quantity discount takes off (after the promotion). */
  quantityDiscountAmount: number;
  /** What the line costs: fullPrice − promotionDiscount − quantityDiscountAmount. */
  total: number;
  /** Everything taken off: fullPrice − total. */
  discount: number;
}

export function priceLine(input: LineInput): LinePrice {
  const currency = input.currency || 'clp';
  const decimals = decimalsFor(currency);
  const promotedUnitPrice = input.promotion
    ? promotionPrice(input.unitPrice, input.promotion.discount, currency)
    : input.unitPrice;
  const quantityDiscount = quantityDiscountFor(input.quantityDiscounts, input.quantity);
  const fullPrice = roundPrice(input.unitPrice * input.quantity, currency);
  const promotedFull = roundPrice(promotedUnitPrice * input.quantity, currency);
  const total = roundPrice((1 - quantityDiscount) * promotedUnitPrice * input.quantity, currency);
  return {
    unitPrice: input.unitPrice,
    promotedUnitPrice,
    fullPrice,
    promotionDiscount: roundTo(fullPrice - promotedFull, decimals),
    quantityDiscount,
    quantityDiscountAmount: roundTo(promotedFull - total, decimals),
    total,
    discount: roundTo(fullPrice - total, decimals),
  };
}

/** What a line of a new purchase needs of its product (the catalogue's, or the cart line's). */
export interface PurchaseLineInput<P extends OfferedPromotion = OfferedPromotion> {
  unitPrice: number;
  quantity: number;
  billingType: string;
  quantityDiscounts?: readonly number[] | null;
  currency?: string | null;
  promotions?: readonly P[] | null;
  /** A user-defined price takes no promotion (the shopper sets the amount herself). */
  priceDefinedByUser?: boolean | null;
}

/** A new purchase's line: its best promotion for the frequency (promotionForPurchase), priced. */
export function purchaseLine<P extends OfferedPromotion>(
  input: PurchaseLineInput<P>,
): LinePrice & { promotion: P | null } {
  const promotion =
    input.priceDefinedByUser || !(input.unitPrice > 0)
      ? null
      : promotionForPurchase(input.promotions, input.billingType);
  return { ...priceLine({ ...input, promotion }), promotion };
}

export interface OrderPrice {
  /** The lines' sum. */
  products: number;
  delivery: number;
  /** products + delivery: what is charged. */
  total: number;
  /** total / 1.19 in the currency's decimals; tax = total − net. */
  net: number;
  tax: number;
  taxRate: number;
}

/** An order (a checkout's charge, a subscription's cycle): its lines' totals plus delivery. */
export function priceOrder(
  lineTotals: readonly number[],
  delivery: number,
  currency: string | null | undefined,
): OrderPrice {
  const decimals = decimalsFor(currency);
  const products = roundTo(
    lineTotals.reduce((sum, value) => sum + value, 0),
    decimals,
  );
  const total = roundTo(products + delivery, decimals);
  const net = netAmount(total, decimals);
  return {
    products,
    delivery: roundTo(delivery, decimals),
    total,
    net,
    tax: roundTo(total - net, decimals),
    taxRate: VAT_RATE,
  };
}
