// Every item the spec keeps in the browser, in one typed table (spec 000 §3 and 001 §3
// "Client-stored items": accessToken, refreshToken, guestId, callbackUrl, errorUrl, the
// card-registration token, lastPaymentTry, OTPCodeSentAt, email), plus the ones this product
// adds: the cart last seen (change detection), a Google sign-in in progress and the charge whose
// terms were accepted. Modules read and write through `clientItem(name)`, so a key is spelled
// once and logout knows what to clear.

export type StorageArea = 'local' | 'session';

export interface ClientItemSpec<T> {
  /** The storage key, as the spec names it. */
  key: string;
  /** localStorage survives the provider redirects; sessionStorage is this tab only. */
  area: StorageArea;
  /** Removed on logout: it belongs to one sign-in. */
  signInScoped: boolean;
  parse(raw: string): T | null;
  format(value: T): string;
}

const text = { parse: (raw: string) => raw || null, format: (value: string) => value };

/** A time kept as epoch milliseconds (older values written as ISO text still read). */
const epochMs = {
  parse(raw: string): number | null {
    const value = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
    return Number.isFinite(value) ? value : null;
  },
  format: (value: number) => String(Math.trunc(value)),
};

function item<T>(
  key: string,
  area: StorageArea,
  signInScoped: boolean,
  codec: { parse(raw: string): T | null; format(value: T): string },
): ClientItemSpec<T> {
  return { key, area, signInScoped, ...codec };
}

export const CLIENT_ITEMS = {
  /** Written by the SDK's token store under the same keys. */
  accessToken: item('accessToken', 'local', true, text),
  refreshToken: item('refreshToken', 'local', true, text),
  /** Carts are keyed by it; a new visitor id after logout is an empty cart (000 §6). */
  guestId: item('guestId', 'local', true, text),
  /** Where a link or an integrator wants the shopper back (000 §3, 000 §6 token flow). */
  callbackUrl: item('callbackUrl', 'local', true, text),
  errorUrl: item('errorUrl', 'local', true, text),
  /** The card-registration token, kept across the redirect to the provider (001 §3). */
  tbkToken: item('tbk_token', 'local', true, text),
  /** When the last payment retry ran (001 §4 Retry: 5 minutes between tries). */
  lastPaymentTry: item('lastPaymentTry', 'local', true, epochMs),
  /** Send time of the one-time code, ISO text (000 §4 code form). */
  otpCodeSentAt: item('OTPCodeSentAt', 'local', true, text),
  /** The e-mail the code was sent to. */
  email: item('email', 'local', true, text),
  /** The cart the shopper last saw, JSON (000 §4 Cart change detection). */
  cartSnapshot: item('cartSnapshot', 'session', true, text),
  /** A Google sign-in in progress: state, nonce and the login query, JSON (issue 10). */
  googleSignIn: item('googleSignIn', 'session', false, text),
  /**
   * The charge whose terms the shopper accepted on the approval flow's first view (002 §4 "starts
   * at pending-charge, where terms must be accepted"): kept across a card registration's redirect.
   */
  chargeTermsAccepted: item('chargeTermsAccepted', 'session', true, text),
} as const;

export type ClientItemName = keyof typeof CLIENT_ITEMS;
export type ClientItemValue<N extends ClientItemName> =
  (typeof CLIENT_ITEMS)[N] extends ClientItemSpec<infer T> ? T : never;
