// Spec 001 §2 Subscription list: "Khipu and Mercado Pago return pages use the query parameters mp,
// result, external_reference, payment_id. A Mercado Pago return with an external reference but no
// payment id means failed." A return never marks anything paid (the server's own check with the
// provider does): a success return only says the payment is being verified, and the list is read
// again from the server.
export type ProviderReturn = 'failed' | 'verifying';

export const PROVIDER_RETURN_PARAMS = ['mp', 'result', 'external_reference', 'payment_id'] as const;

export function providerReturnOutcome(search: URLSearchParams): ProviderReturn | null {
  const mp = search.has('mp');
  const result = search.get('result');
  if (!mp && result === null) return null;
  if (mp && search.get('external_reference') && !search.get('payment_id')) return 'failed';
  return result === 'success' ? 'verifying' : 'failed';
}

/** The same query without the return's parameters (the URL is replaced once it is shown). */
export function withoutProviderReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of PROVIDER_RETURN_PARAMS) next.delete(name);
  return next;
}
