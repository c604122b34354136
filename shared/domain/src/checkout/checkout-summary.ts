// The checkout's order summary (spec 001 §2 Checkout "an order summary"; 000 §2 Cart page summary):
// lines with their billing-type labels (000 §3), discounts (000 §4 quantity discount and the best
// promotion for the line's frequency), shipping with its label (001 §9), tax as §9 computes it
// ("net amounts use 0 decimals for clp and 2 otherwise"; prices are gross, VAT 19% inside) and the
// total in the cart's currency (clp or uf; format with formatAmount). Every amount is the price
// engine's (pricing/price-engine.ts), the one the provider charges with. Plain numbers and labels.
import { billingLabel } from '../billing/billing-types';
import { cartSummary } from '../cart/cart-summary';
import { priceOrder, purchaseLine } from '../pricing/price-engine';
import type { OfferedPromotion } from '../pricing/user-promotion';

/** A cart line as the SDK's CartLine has it (price = line total after the quantity discount). */
export interface SummaryCartLine {
  _id: string;
  name: string;
  quantity: number;
  billingType: string;
  currency?: string | null;
  singlePrice: number;
  price: number;
  /** The quantity-discount fraction applied to this line (000 §4), e.g. 0.1. */
  quantityDiscount?: number | null;
  promotions?: readonly OfferedPromotion[] | null;
  /** A user-defined price: the shopper's amount, no promotion. */
  priceDefinedByUser?: boolean | null;
  /** With the billing type, what makes a line's billing group (one subscription each). */
  basePayday?: string | null;
  expirationCycles?: number | null;
}

export interface SummaryCart {
  products: readonly SummaryCartLine[];
  bundles?: readonly { products?: readonly SummaryCartLine[] | null }[] | null;
  productsPrice?: number | null;
  bundlesPrice?: number | null;
  productsFullPrice?: number | null;
  bundlesFullPrice?: number | null;
}

export interface CheckoutSummaryOptions {
  /** The cart view's own delivery label (wins when not blank). */
  deliveryLabel?: string | null;
  /** subscriptionPolicy.shippingChargeType: 'always' (default) or 'once'. */
  shippingChargeType?: string | null;
  /** subscriptionPolicy.defaultStatus: 'awaiting response' makes prices referential. */
  defaultStatus?: string | null;
  /** store.serviceType === 'deliverable': only these have a shipping row. Default true. */
  deliverable?: boolean;
}

export interface CheckoutSummaryLine {
  id: string;
  name: string;
  quantity: number;
  billingType: string;
  /** 'Compra única', 'Mensual', … */
  billingLabel: string;
  unitPrice: number;
  /** unit × quantity, before any discount. */
  fullPrice: number;
  promotionName: string | null;
  promotionDiscount: number;
  quantityDiscount: number;
  /** What the line costs: fullPrice − promotionDiscount − quantityDiscount. */
  total: number;
}

export interface CheckoutSummary {
  lines: CheckoutSummaryLine[];
  currency: string;
  /** Sum of the lines before discounts (after them when referential, as the cart shows it). */
  subtotal: number;
  /** Positive amount taken off; 0 when referential (hidden). */
  discounts: number;
  shippingLabel: string;
  /** Whether the summary has a shipping row (deliverable and not referential). */
  shippingShown: boolean;
  /** The shipping price; null while it loads or when not shown. */
  shipping: number | null;
  shippingPending: boolean;
  /** total / 1.19 rounded to the currency's decimals; tax = total − net. */
  net: number;
  tax: number;
  taxRate: number;
  total: number;
  referential: boolean;
  /**
   * The purchase makes two or more subscriptions that each pay their own delivery from their second
   * cycle on, while the quote has one (issue 39: the account then showed more than the quote):
   * the summary says so (SEPARATE_DELIVERIES_NOTE).
   */
  separateDeliveriesLater: boolean;
}

/** Said under the total when `separateDeliveriesLater` (the spec writes no words for it). */
export const SEPARATE_DELIVERIES_NOTE =
  'Tu compra paga un solo despacho. Desde el segundo cobro, cada suscripción paga su propio despacho.';

/** How many subscriptions the recurring lines make: one per billing group (billing type, base
 * payday, expiration cycles), as the provider's carts/process groups them. */
function recurringGroups(lines: readonly SummaryCartLine[]): number {
  const keys = lines
    .filter((line) => line.billingType !== 'single')
    .map((line) => [line.billingType, line.basePayday ?? '', line.expirationCycles ?? ''].join('|'));
  return new Set(keys).size;
}

function summaryLine(line: SummaryCartLine, currency: string): CheckoutSummaryLine {
  const priced = purchaseLine({
    unitPrice: line.singlePrice,
    quantity: line.quantity,
    billingType: line.billingType,
    // The fraction the cart applied for this quantity (000 §4).
    quantityDiscounts: [line.quantityDiscount ?? 0],
    currency,
    promotions: line.promotions,
    priceDefinedByUser: line.priceDefinedByUser,
  });
  return {
    id: line._id,
    name: line.name,
    quantity: line.quantity,
    billingType: line.billingType,
    billingLabel: billingLabel(line.billingType),
    unitPrice: priced.unitPrice,
    fullPrice: priced.fullPrice,
    promotionName: priced.promotion?.name ?? null,
    promotionDiscount: priced.promotionDiscount,
    quantityDiscount: priced.quantityDiscountAmount,
    total: priced.total,
  };
}

/**
 * `shippingPrice`: shippings/getPrice's price, undefined/null while it loads. Referential prices
 * (default status awaiting response) hide shipping and discounts, as the cart page does.
 */
export function checkoutSummary(
  cart: SummaryCart,
  shippingPrice: number | null | undefined,
  options: CheckoutSummaryOptions = {},
): CheckoutSummary {
  const base = cartSummary(cart, options);
  const currency = base.currency;
  const all = [
    ...cart.products,
    ...(cart.bundles ?? []).flatMap((bundle) => bundle.products ?? []),
  ];
  const lines = all.map((line) => summaryLine(line, currency));
  const shippingShown = (options.deliverable ?? true) && !base.referential;
  const shipping = shippingShown ? (shippingPrice ?? null) : null;
  const order = priceOrder(
    lines.map((line) => line.total),
    shipping ?? 0,
    currency,
  );
  const full = priceOrder(
    lines.map((line) => line.fullPrice),
    0,
    currency,
  ).products;
  const discounts = base.referential ? 0 : priceOrder([full, -order.products], 0, currency).products;
  return {
    lines,
    currency,
    subtotal: priceOrder([order.products, discounts], 0, currency).products,
    discounts,
    shippingLabel: base.deliveryLabel,
    shippingShown,
    shipping,
    shippingPending: shippingShown && shipping === null,
    net: order.net,
    tax: order.tax,
    taxRate: order.taxRate,
    total: order.total,
    referential: base.referential,
    separateDeliveriesLater:
      shippingShown && options.shippingChargeType !== 'once' && recurringGroups(all) > 1,
  };
}
