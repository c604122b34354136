// @ts-check
// The payments embed's demo merchant page (deploy/README.md "Payments for integrators"): a page on
// another origin of the local stack (http://127.0.0.1:{EMBED_DEMO_PORT}/ while the storefront is
// on localhost) with the one script tag, listing the protocol events it receives. Query
// `store` and `paymentLink` (or `paymentRequest`) choose what to pay; the default is
// servicios-demo's open payment link.
import http from 'node:http';
import { listen, sendText } from './static-files.mjs';

export const DEMO_DEFAULTS = {
  store: 'servicios-demo',
  paymentLink: 'pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA',
};
const ID = /^[A-Za-z0-9_-]{1,80}$/;

/** @param {{ paymentsUrl: string, store: string, paymentLink?: string, paymentRequest?: string }} options */
export function demoPage({ paymentsUrl, store, paymentLink, paymentRequest }) {
  const what = paymentRequest
    ? `data-payment-request="${paymentRequest}"`
    : `data-payment-link="${paymentLink}"`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Comercio de ejemplo</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 720px; padding: 16px; color: #1a1a1a; }
  #eventos { font-family: ui-monospace, monospace; font-size: 14px; }
</style>
</head>
<body>
<main>
<h1>Comercio de ejemplo</h1>
<p>Esta página está en otro origen y muestra el pago de la tienda con una sola etiqueta script.</p>
<div id="pago"></div>
<script src="${paymentsUrl}/embed.js" data-store="${store}" ${what} data-target="#pago"></script>
<h2>Eventos recibidos</h2>
<ol id="eventos" aria-label="Eventos recibidos"></ol>
</main>
<script>
  // The demo's own code, not part of the integration: list the events the embed relays.
  document.addEventListener('storefront-payments', function (event) {
    var item = document.createElement('li');
    item.textContent = event.detail.type + ' ' + JSON.stringify(event.detail);
    item.setAttribute('data-event', event.detail.type);
    document.getElementById('eventos').appendChild(item);
  });
</script>
</body>
</html>
`;
}

/** @param {{ paymentsUrl: string }} options */
export function createEmbedDemoServer({ paymentsUrl }) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo');
    if (req.method !== 'GET' || url.pathname !== '/') {
      sendText(res, 404, 'Not found');
      return;
    }
    const pick = (name, fallback) => {
      const value = url.searchParams.get(name);
      return value && ID.test(value) ? value : fallback;
    };
    const body = demoPage({
      paymentsUrl,
      store: pick('store', DEMO_DEFAULTS.store),
      paymentLink: pick('paymentLink', DEMO_DEFAULTS.paymentLink),
      paymentRequest: pick('paymentRequest', undefined),
    });
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(body);
  });
}

/** @param {{ paymentsUrl: string, port: number }} options */
export async function startEmbedDemoServer({ port, ...options }) {
  return listen(createEmbedDemoServer(options), port);
}
