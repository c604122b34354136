// The methods the payment screen offers for a subscription (001 §2 "A failed subscription is sent
// here … when it has more than one payment method or the method is not the one-click card method";
// §9 "Only those flagged recurring are offered for subscriptions. Ordered by descending priority,
// with Webpay Oneclick first on the payment screen"; §4 "Khipu is hidden from recurring payment
// methods unless the subscription status is failed"): the subscription's own methods that the
// store has available, by the subscription's priorities, Oneclick pinned first.
import type { PaymentMethodInfo } from '../payment-methods/catalogue';
import { recurringPaymentMethods } from '../payment-methods/filters';

export function paymentScreenMethods(
  availableIds: readonly string[],
  subscription: {
    status: string;
    paymentMethods?: readonly { name: string; priority?: number | null }[] | null;
  },
  options: { requireTokenized?: boolean | null } = {},
): PaymentMethodInfo[] {
  const recurring = recurringPaymentMethods(availableIds, {
    subscriptionStatus: subscription.status,
    requireTokenized: options.requireTokenized,
  });
  const own = subscription.paymentMethods ?? [];
  // None stored: the default, Webpay Oneclick (001 §9), stands for them.
  if (own.length === 0) return recurring.filter((method) => method.id === 'webpay-oneclick');
  const priorityOf = (method: PaymentMethodInfo) =>
    own.find((stored) => stored.name === method.name)?.priority ?? 0;
  return recurring
    .filter((method) => own.some((stored) => stored.name === method.name))
    .sort(
      (a, b) =>
        Number(b.id === 'webpay-oneclick') - Number(a.id === 'webpay-oneclick') ||
        priorityOf(b) - priorityOf(a),
    );
}
