// Spec 000 §9 "Shipping text: "(+ Costo de envío)" when shippingChargeType is always, otherwise
// "(+ Costo de instalación)"". Shown under a price only when the view asks for it
// (content.views.*.showDeliveryPriceMessage).

export interface ShippingTextOptions {
  showDeliveryPriceMessage?: boolean | null;
  /** Policy subscriptionPolicy.shippingChargeType: 'always' (default) or 'once'. */
  shippingChargeType?: string | null;
}

export const SHIPPING_TEXT_ALWAYS = '(+ Costo de envío)';
export const SHIPPING_TEXT_ONCE = '(+ Costo de instalación)';

/** null when the view hides the delivery price message. */
export function shippingText(options: ShippingTextOptions): string | null {
  if (!options.showDeliveryPriceMessage) return null;
  return (options.shippingChargeType ?? 'always') === 'always'
    ? SHIPPING_TEXT_ALWAYS
    : SHIPPING_TEXT_ONCE;
}
