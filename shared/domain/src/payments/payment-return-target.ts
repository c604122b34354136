// Spec 001 §2 Payment screen: "Return target: userpanel/charges/{chargeId} when the subscription
// has a chargeId, otherwise userpanel/subscriptions." A path under the store prefix.
export function paymentReturnPath(subscription: { chargeId?: string | null }): string {
  const chargeId = subscription.chargeId?.trim();
  return chargeId ? `userpanel/charges/${encodeURIComponent(chargeId)}` : 'userpanel/subscriptions';
}
