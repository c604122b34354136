// The calls the SDK makes whose verb or path no seed shows: each implements a call a seed names
// without its path ("path not shown"), or a later issue's addition. Their paths are chosen once in
// deploy/sandbox/API.md and served by the API like the seeds' own (contract.sandbox.test.ts).
import type { SeedCall } from './seed-calls';

export interface SdkExtension {
  method: SeedCall['method'];
  path: string;
  /** What a seed names without a path, or the issue that added it. */
  why: string;
}

const ext = (method: SeedCall['method'], path: string, why: string): SdkExtension => ({
  method,
  path,
  why,
});

export const SDK_EXTENSIONS: readonly SdkExtension[] = [
  ext('POST', 'auth/logout', 'issue 36: a sign-out ends the refresh token on the server'),
  // Cards: 001 §7 "Get user cards by userId; initiate card inscription; confirm inscription
  // (token, storeId); get card by id", 002 §7 "Get by id, delete by id, can-be-deleted check".
  ext('GET', 'cards/user/{userId}', '001 §7, 002 §7 getUserCards(userId)'),
  ext('GET', 'cards/{id}', '001 §7, 002 §7 card get by id'),
  ext('GET', 'cards/{id}/canBeDeleted', '002 §7 can-be-deleted check by id'),
  ext('DELETE', 'cards/{id}', '002 §7 card delete by id'),
  ext('POST', 'cards/inscription', '001 §7 initiate card inscription'),
  ext('POST', 'cards/inscription/confirm', '001 §7 confirm inscription (token, storeId)'),
  // Subscriptions: 001 §7 and 002 §7 name these by function only.
  ext(
    'GET',
    'subscriptions',
    '002 §7 subscription list with userId, storeId, statuses[], page, limit',
  ),
  ext('GET', 'subscriptions/{id}/pausingOptions', '001 §7 pausingOptions({id})'),
  ext('GET', 'subscriptions/{id}/resumingOption', '001 §7 resumingOption({id})'),
  ext('GET', 'subscriptions/{id}/priceConsents', 'issue 12: the price-change answers'),
  ext('POST', 'subscriptions/{id}/pause', '001 §7 pause (not shown)'),
  ext('POST', 'subscriptions/{id}/resume', '001 §7 resume (not shown)'),
  ext('POST', 'subscriptions/{id}/cancel', '001 §7 cancel (not shown)'),
  ext('POST', 'subscriptions/{id}/retry', '001 §7 retry({id})'),
  ext('POST', 'subscriptions/{id}/reactivate', '001 §7 reactivate({id})'),
  ext('POST', 'subscriptions/{id}/prepay', '001 §7 prepay({id})'),
  ext(
    'POST',
    'subscriptions/{id}/saveCardInSub',
    '002 §7 saveCardInSub(subscriptionId, userId, cardId)',
  ),
  ext('POST', 'subscriptions/{id}/shopperConfirmPrice', '001 §7 shopperConfirmPrice({id})'),
  ext('GET', 'subscriptions/calculateCycles', '001 §7 calculateCycles'),
  ext('POST', 'subscriptions/apiCheckout', '001 §7 createApiCheckoutSub (token, storeId)'),
  ext('POST', 'subscriptions/calendarLink', 'issue 12: the calendar feed of paydays'),
  ext(
    'POST',
    'charges/{id}/saveCardInInstallments',
    '002 §7 saveCardInInstallments(chargeId, userId, cardId)',
  ),
  // Single payments: 002 §7 "paths not shown".
  ext('GET', 'paymentRequests/{id}', '002 §7 payment request get by id'),
  ext(
    'POST',
    'paymentLinks/{id}/paymentRequests',
    '002 §7 get-or-create payment request for a link',
  ),
  ext(
    'GET',
    'paymentRequests/{id}/paymentIntents',
    '002 §7 intent by payment request id, status filter',
  ),
  ext('POST', 'paymentIntents', '002 §7 payment intent create by shopper'),
  ext('GET', 'paymentIntents/{id}', '002 §7 payment intent get by id'),
  ext('POST', 'paymentIntents/{id}/expire', '002 §7 payment intent expire by id'),
  // The maps places service's stand-in on the provider API (001 §7), the address dialog's default
  // (GOOGLE_MAPS_API_KEY points it at Google). The holidays and analytics services have URLs of
  // their own (@storefront/sdk/holidays, /segment-analytics): they are not provider API calls.
  ext('GET', 'places/autocomplete', '001 §7 maps places autocomplete (the sandbox’s stand-in)'),
  ext('GET', 'places/details', '001 §7 maps places details (the sandbox’s stand-in)'),
];
