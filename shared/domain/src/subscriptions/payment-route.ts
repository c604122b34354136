import { asUserPromotion, isPromotionLive } from '../pricing/user-promotion';

// Spec 001 §2 Payment screen: "A failed subscription is sent here from other screens when it has
// more than one payment method or the method is not the one-click card method." Otherwise the
// list pays it in place (retry or reactivate dialog, 001 §4).
export const ONECLICK_METHOD_NAME = 'Webpay Oneclick';

export function paysOnPaymentScreen(subscription: {
  paymentMethods?: readonly { name: string }[] | null;
}): boolean {
  const methods = subscription.paymentMethods ?? [];
  if (methods.length > 1) return true;
  // None stored: the default is the one-click card (001 §9 "Webpay Oneclick (tokenized, default)").
  return methods.length === 1 && methods[0]!.name !== ONECLICK_METHOD_NAME;
}

/**
 * 001 §4 "A pause or cancel when any product has promotions shows a second warning": a promotion
 * an item still holds at `at` (a used-up or expired one has nothing left to lose).
 */
export function hasPromotions(
  subscription: { products: readonly { promotions?: readonly unknown[] | null }[] },
  at: Date = new Date(),
): boolean {
  return subscription.products.some((product) =>
    (product.promotions ?? []).some((promotion) => {
      const held = asUserPromotion(promotion);
      return held ? isPromotionLive(held, at) : true;
    }),
  );
}
