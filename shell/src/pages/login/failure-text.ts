import { isApiError } from '@storefront/sdk';

/**
 * What a failed login call tells the shopper: a 429 (too many tries: password sign-in locked, too
 * many recovery mails) comes written in Spanish by the server; anything else is `fallback`, the
 * spec's text for that step.
 */
export function failureText(caught: unknown, fallback: string): string {
  return isApiError(caught) && caught.status === 429 ? caught.serverMessage : fallback;
}
