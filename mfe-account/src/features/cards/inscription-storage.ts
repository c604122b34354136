// Client-stored items of the card-registration round trip (spec 000 §3 "Client-stored items",
// 001 §3 "card-registration token (tbk_token)"). The token survives the redirect to the provider
// and is removed once the inscription is confirmed (or failed).
export const TBK_TOKEN_KEY = 'tbk_token';
/** Where a flow that sent the shopper here wants them back (fast checkout, integrators). */
export const CALLBACK_URL_KEY = 'callbackUrl';
export const ERROR_URL_KEY = 'errorUrl';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export const inscriptionStorage = {
  getToken: (): string | null => storage()?.getItem(TBK_TOKEN_KEY) ?? null,
  setToken: (token: string): void => storage()?.setItem(TBK_TOKEN_KEY, token),
  removeToken: (): void => storage()?.removeItem(TBK_TOKEN_KEY),
  /**
   * The stored return address after the result dialog: callbackUrl on success, errorUrl on
   * failure (either when only one is stored). Both are consumed, so it is followed only once.
   */
  takeReturnUrl(success: boolean): string | null {
    const s = storage();
    if (!s) return null;
    const callback = s.getItem(CALLBACK_URL_KEY);
    const error = s.getItem(ERROR_URL_KEY);
    s.removeItem(CALLBACK_URL_KEY);
    s.removeItem(ERROR_URL_KEY);
    return (success ? callback || error : error || callback) || null;
  },
};
