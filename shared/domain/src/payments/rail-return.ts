// How a shopper comes back from a payment rail (001 §7, 002 §2 "Query flags: mp=true means a
// Mercado Pago return; webpayPlus=true means a Webpay Plus return; result=success means the
// redirect succeeded"; 001 §2 "A Mercado Pago return with an external reference but no payment id
// means failed"). Webpay Plus comes back the way Transbank does: a normal commit carries token_ws;
// a shopper abort TBK_TOKEN, TBK_ORDEN_COMPRA and TBK_ID_SESION; a timeout the last two only; a
// form error token_ws and all three. A return never marks anything paid: 'commit' asks the server
// to commit the token, 'verify' asks it (by polling the transaction) whether it was paid.
export type RailName = 'webpay-plus' | 'khipu' | 'mercado-pago';

export type RailFailure = 'aborted' | 'timeout' | 'form-error' | 'rejected';

export type RailReturn =
  | { rail: 'webpay-plus'; kind: 'commit'; token: string }
  | { rail: RailName; kind: 'verify' }
  | { rail: RailName; kind: 'failed'; reason: RailFailure };

/** Every parameter a rail return adds, removed from the URL once the return is handled. */
export const RAIL_RETURN_PARAMS = [
  'webpayPlus',
  'khipu',
  'mp',
  'result',
  'external_reference',
  'payment_id',
  'collection_status',
  'token_ws',
  'TBK_TOKEN',
  'TBK_ORDEN_COMPRA',
  'TBK_ID_SESION',
] as const;

function webpayPlusReturn(search: URLSearchParams): RailReturn {
  const token = search.get('token_ws');
  const tbkToken = search.get('TBK_TOKEN');
  if (token && tbkToken) return { rail: 'webpay-plus', kind: 'failed', reason: 'form-error' };
  if (token) return { rail: 'webpay-plus', kind: 'commit', token };
  if (tbkToken) return { rail: 'webpay-plus', kind: 'failed', reason: 'aborted' };
  return { rail: 'webpay-plus', kind: 'failed', reason: 'timeout' };
}

function mercadoPagoReturn(search: URLSearchParams): RailReturn {
  const paymentId = search.get('payment_id');
  if (search.get('external_reference') && (!paymentId || paymentId === 'null')) {
    return { rail: 'mercado-pago', kind: 'failed', reason: 'rejected' };
  }
  const result = search.get('result');
  return result === 'success' || result === 'pending'
    ? { rail: 'mercado-pago', kind: 'verify' }
    : { rail: 'mercado-pago', kind: 'failed', reason: 'rejected' };
}

/** The rail return in a page's query, or null when the page was not opened by one. */
export function parseRailReturn(search: URLSearchParams): RailReturn | null {
  if (search.get('webpayPlus') === 'true') return webpayPlusReturn(search);
  if (search.get('mp') === 'true') return mercadoPagoReturn(search);
  if (search.get('khipu') === 'true') return { rail: 'khipu', kind: 'verify' };
  return null;
}

/** The same query without a rail return's parameters. */
export function withoutRailReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of RAIL_RETURN_PARAMS) next.delete(name);
  return next;
}

/**
 * The URLs a rail sends the browser back to, on the page that started it (001 §7; the contract's
 * `?webpayPlus=true`, `?khipu=true`, `?mp=true&result=success|failure|pending`). `pageUrl` is
 * absolute; its own query is kept and any earlier return is dropped.
 */
export function railReturnUrls(pageUrl: string) {
  const with_ = (params: Record<string, string>) => {
    const url = new URL(pageUrl);
    url.search = withoutRailReturn(url.searchParams).toString();
    url.hash = '';
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  };
  return {
    webpayPlus: with_({ webpayPlus: 'true' }),
    khipu: with_({ khipu: 'true' }),
    mercadoPago: {
      success: with_({ mp: 'true', result: 'success' }),
      failure: with_({ mp: 'true', result: 'failure' }),
      pending: with_({ mp: 'true', result: 'pending' }),
    },
  };
}
