// How a product's price reads on a catalogue/landing card (spec 000 §2 Landing, §3
// content.views.landing, §4 Discount and price display, §9 Net amount and Shipping text): the
// landing's view flags turned into the card's texts, built on the pricing and money rules.
import { BILLING_TYPES } from '../billing/billing-types';
import { decimalsFor, formatAmount } from '../money/format-amount';
import { netAmount } from '../money/net-amount';
import { shippingText, type ShippingTextOptions } from '../money/shipping-text';
import type { PromotionLike } from './best-promotion';
import { discountPercentageRounded } from './discount-percentage';
import { purchaseLine } from './price-engine';

export interface PriceableProduct {
  prices: Record<string, number | null | undefined>;
  defaultPrice?: number | null;
  currency?: string | null;
  promotions?: readonly PromotionLike[] | null;
  priceDefinedByUser?: boolean | null;
}

export interface CardPriceOptions extends ShippingTextOptions {
  showFromText?: boolean | null;
  disaggregateTaxAmount?: boolean | null;
}

export interface CardPrice {
  /** "Desde $1.672 + IVA": the one line a shopper reads. */
  text: string;
  /** The price before the promotion (same tax treatment), when a promotion applies. */
  originalText: string | null;
  /** Rounded, as catalogue cards show it (spec 000 §4). */
  discountPercentage: number | null;
  /** "(+ Costo de envío)" / "(+ Costo de instalación)" or null. */
  shippingText: string | null;
}

export const FROM_TEXT = 'Desde';
/** Spec 000 §9 "Tax-exclusive display adds "+ IVA"". */
export const TAX_TEXT = '+ IVA';

/** defaultPrice when set, else the lowest available price (a falsy price = frequency unavailable). */
export function basePrice(product: PriceableProduct): { price: number; frequency: string } | null {
  const available = BILLING_TYPES.filter((type) => (product.prices[type] ?? 0) > 0);
  const fallback = available.reduce<number | null>((min, type) => {
    const price = product.prices[type] as number;
    return min === null || price < min ? price : min;
  }, null);
  const price = product.defaultPrice && product.defaultPrice > 0 ? product.defaultPrice : fallback;
  if (price === null) return null;
  const frequency =
    available.find((type) => product.prices[type] === price) ?? available[0] ?? 'single';
  return { price, frequency };
}

/** null when the product has no price to show (e.g. a user-defined price without a default). */
export function cardPrice(
  product: PriceableProduct,
  options: CardPriceOptions = {},
): CardPrice | null {
  const base = basePrice(product);
  if (!base) return null;
  const currency = product.currency ?? 'clp';
  // One unit as the price engine prices a purchase of it: what the cart and the charge take.
  const final = purchaseLine({
    unitPrice: base.price,
    quantity: 1,
    billingType: base.frequency,
    currency,
    promotions: product.promotions,
    priceDefinedByUser: product.priceDefinedByUser,
  }).total;
  const shown = (gross: number) =>
    formatAmount(
      options.disaggregateTaxAmount ? netAmount(gross, decimalsFor(currency)) : gross,
      currency,
    );
  const text = [
    options.showFromText ? FROM_TEXT : null,
    shown(final),
    options.disaggregateTaxAmount ? TAX_TEXT : null,
  ]
    .filter(Boolean)
    .join(' ');
  const discounted = final < base.price;
  return {
    text,
    originalText: discounted ? shown(base.price) : null,
    discountPercentage: discounted ? discountPercentageRounded(base.price, final) : null,
    shippingText: shippingText(options),
  };
}
