// Client-stored items of the card-registration round trip (spec 000 §3, 001 §3 "card-registration
// token (tbk_token)"): the token survives the redirect to the provider and is removed once the
// inscription is confirmed (or failed); callbackUrl / errorUrl say where a flow wants the shopper
// back afterwards.
import { clientItem } from '@storefront/state';

export const inscriptionStorage = {
  getToken: (): string | null => clientItem('tbkToken').get(),
  setToken: (token: string): void => clientItem('tbkToken').set(token),
  removeToken: (): void => clientItem('tbkToken').remove(),
  /**
   * The stored return address after the result dialog: callbackUrl on success, errorUrl on
   * failure (either when only one is stored). Both are consumed, so it is followed only once.
   */
  takeReturnUrl(success: boolean): string | null {
    const callback = clientItem('callbackUrl').take();
    const error = clientItem('errorUrl').take();
    return (success ? callback || error : error || callback) || null;
  },
};
