// Fast checkout (spec 001 §2 "Fast checkout", §8; 002 §4 "Fast payment"; 000 §3 client-stored
// callbackUrl / errorUrl): where each way out of it leads, when its payment step charges now, and
// its two texts of 001 §8. Pure rules; the screens in mfe-payments follow them.

export const FAST_CHECKOUT_TEXTS = {
  /** 001 §8 "Fast checkout failure". */
  failure: 'Lamentablemente la operación ha fracasado',
  /** 001 §8 / 002 §8 "Fast payment success". */
  success:
    'La cuota/suscripción ha sido pagada y actualizada exitosamente. Serás redirigido a la vista correspondiente',
} as const;

export interface FastCheckoutUrls {
  callbackUrl?: string | null;
  errorUrl?: string | null;
}

/**
 * How the shopper leaves fast checkout:
 * - `failure`: the failure dialog (no token, or an error) — 001 §2 "The dialogs send the user to an
 *   error URL or a callback URL if configured, otherwise to the store default route";
 * - `finish`: after the success dialog or screen — 002 §4 "On finish it goes to the callback URL if
 *   one exists, else to the store default route";
 * - `back`: 002 §4 "Back goes to the error URL if one exists, else to the default route".
 */
export type FastCheckoutExit = 'failure' | 'finish' | 'back';

/** The merchant URL to open, or null for the store's default route. */
export function fastCheckoutExitUrl(exit: FastCheckoutExit, urls: FastCheckoutUrls): string | null {
  const callback = urls.callbackUrl?.trim() || null;
  const error = urls.errorUrl?.trim() || null;
  switch (exit) {
    case 'failure':
      return error ?? callback;
    case 'finish':
      return callback;
    case 'back':
      return error;
  }
}

/**
 * 001 §2 / 002 §4 "If the payday is already in the past the subscription counts as pay-now"
 * (dates are UTC, 001 §9; an unreadable payday is not a reason to charge).
 */
export function isFastPayNow(payday: string | Date | null | undefined, now: Date): boolean {
  if (!payday) return false;
  const time = payday instanceof Date ? payday.getTime() : Date.parse(payday);
  return Number.isFinite(time) && time < now.getTime();
}

/** 001 §2 "The parent route takes a token query parameter": blank means none. */
export function fastCheckoutToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}
