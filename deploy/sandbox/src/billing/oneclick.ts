// The simulated Webpay Oneclick charge (SANDBOX.md "Test cards"): a card whose number ends in
// 0002 is declined at every charge; any other card is approved. Only the last four digits are
// kept, so they decide.
export const DECLINING_DIGITS = '0002';

/** The answer (402) to a declined charge: a checkout's, or a subscription payment's. */
export const PAYMENT_DECLINED = 'Payment declined';

export interface OneclickResult {
  approved: boolean;
  authorizationCode: string | null;
}

export function oneclickCharge(card: { digits: string }, amount: number): OneclickResult {
  if (card.digits === DECLINING_DIGITS || !(amount > 0))
    return { approved: false, authorizationCode: null };
  return { approved: true, authorizationCode: String(100000 + Math.floor(Math.random() * 900000)) };
}
