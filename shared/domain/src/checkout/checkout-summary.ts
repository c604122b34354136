// The checkout's order summary (spec 001 §2 Checkout "an order summary"; 000 §2 Cart page summary):
// lines with their billing-type labels (000 §3), discounts (000 §4 quantity discount and the best
// promotion for the line's frequency), shipping with its label (001 §9), tax as §9 computes it
// ("net amounts use 0 decimals for clp and 2 otherwise"; prices are gross, VAT 19% inside) and the
// total in the cart's currency (clp or uf; format with formatAmount). Plain numbers and labels.
import { billingLabel } from '../billing/billing-types';
import { cartSummary } from '../cart/cart-summary';
import { decimalsFor, roundTo } from '../money/format-amount';
import { netAmount, VAT_RATE } from '../money/net-amount';
import { roundPrice } from '../money/price-rounding';
import { bestPromotion, type PromotionLike } from '../pricing/best-promotion';
import { promotionPrice } from '../pricing/promotion-price';

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
  promotions?: readonly (PromotionLike & { name?: string | null })[] | null;
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
  /** Apply each line's best promotion for its frequency (000 §4). Default true. */
  applyPromotions?: boolean;
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
}

function summaryLine(
  line: SummaryCartLine,
  currency: string,
  applyPromotions: boolean,
): CheckoutSummaryLine {
  const decimals = decimalsFor(currency);
  const unit = line.singlePrice;
  const fullPrice = roundPrice(unit * line.quantity, currency);
  const promotion = applyPromotions ? bestPromotion(line.promotions, line.billingType) : null;
  // Without a promotion the server's own line total stands (it is what the cart charges).
  let total = line.price;
  let promotionDiscount = 0;
  if (promotion) {
    const promotedUnit = promotionPrice(unit, promotion.discount, currency);
    promotionDiscount = roundTo(
      fullPrice - roundPrice(promotedUnit * line.quantity, currency),
      decimals,
    );
    total = roundPrice((1 - (line.quantityDiscount ?? 0)) * promotedUnit * line.quantity, currency);
  }
  return {
    id: line._id,
    name: line.name,
    quantity: line.quantity,
    billingType: line.billingType,
    billingLabel: billingLabel(line.billingType),
    unitPrice: unit,
    fullPrice,
    promotionName: promotion?.name ?? null,
    promotionDiscount,
    quantityDiscount: roundTo(fullPrice - promotionDiscount - total, decimals),
    total,
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
  const decimals = decimalsFor(currency);
  const sum = (values: number[]) =>
    roundTo(
      values.reduce((a, b) => a + b, 0),
      decimals,
    );
  const all = [
    ...cart.products,
    ...(cart.bundles ?? []).flatMap((bundle) => bundle.products ?? []),
  ];
  const lines = all.map((line) => summaryLine(line, currency, options.applyPromotions ?? true));
  const productsTotal = sum(lines.map((line) => line.total));
  const discounts = base.referential ? 0 : sum(lines.map((line) => line.fullPrice - line.total));
  const shippingShown = (options.deliverable ?? true) && !base.referential;
  const shipping = shippingShown ? (shippingPrice ?? null) : null;
  const total = sum([productsTotal, shipping ?? 0]);
  const net = netAmount(total, decimals);
  return {
    lines,
    currency,
    subtotal: sum([productsTotal, discounts]),
    discounts,
    shippingLabel: base.deliveryLabel,
    shippingShown,
    shipping,
    shippingPending: shippingShown && shipping === null,
    net,
    tax: roundTo(total - net, decimals),
    taxRate: VAT_RATE,
    total,
    referential: base.referential,
  };
}
