// embed.js, the one script tag an integrator adds:
//   <div id="pago"></div>
//   <script src="http://localhost:8082/embed.js" data-store="tienda-demo"
//           data-payment-link="pl-…" data-target="#pago"></script>
// mounts the payment where the tag is (or in data-target) and dispatches a `storefront-payments`
// DOM event (detail = the protocol event) that bubbles to document. It also exposes
// window.StorefrontPayments.mount(el, options) for pages that mount by code.
import { EMBED_DOM_EVENT, mount, type MountOptions } from './core';

declare global {
  interface Window {
    StorefrontPayments?: {
      mount: (
        el: HTMLElement,
        options: Omit<MountOptions, 'host'> & { host?: string },
      ) => ReturnType<typeof mount>;
      EVENT: string;
    };
  }
}

const script = document.currentScript as HTMLScriptElement | null;
// The standalone host serves embed.js, so the script's own origin is the host.
const host = script ? new URL(script.src).origin : '';

window.StorefrontPayments = {
  mount: (el, options) => mount(el, { ...options, host: options.host ?? host }),
  EVENT: EMBED_DOM_EVENT,
};

if (script?.dataset.store) {
  const { store, paymentLink, paymentRequest, target, title } = script.dataset;
  const container =
    (target ? document.querySelector<HTMLElement>(target) : null) ??
    script.parentElement!.insertBefore(document.createElement('div'), script);
  mount(container, { host, store, paymentLink, paymentRequest, title });
}
