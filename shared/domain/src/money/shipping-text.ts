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

// Spec 001 §9 "Shipping label default 'Despacho'; 'despacho' for charge type always, 'instalación'
// for once" (000 §9 the same). The lower-case word reads inside sentences; a summary row starts
// with a capital. A label the store wrote in its cart view (000 §2 "delivery label") wins.
export const SHIPPING_WORDS = { always: 'despacho', once: 'instalación' } as const;

/** 'despacho' (always, the default) or 'instalación' (once). */
export function shippingWord(shippingChargeType?: string | null): string {
  return shippingChargeType === 'once' ? SHIPPING_WORDS.once : SHIPPING_WORDS.always;
}

/** A summary row's label: the view's own label when not blank, else 'Despacho' or 'Instalación'. */
export function shippingLabel(options: { deliveryLabel?: string | null; shippingChargeType?: string | null }): string {
  const own = options.deliveryLabel?.trim();
  if (own) return own;
  const word = shippingWord(options.shippingChargeType);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
