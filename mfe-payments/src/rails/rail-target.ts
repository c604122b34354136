// What a rail payment pays (contract "Rails": "target is exactly one of subscriptionId |
// paymentIntentId"): a subscription on the payment screen, a payment intent on single payments.
import type { RailTarget } from '@storefront/sdk/payments';

export type { RailTarget };

/** The target's id (the key its transaction is kept under while the shopper is away). */
export function railTargetId(target: RailTarget): string {
  return 'subscriptionId' in target ? target.subscriptionId : target.paymentIntentId;
}
