// The embed's vanilla core: one function that puts the payments standalone page in an iframe on
// any page, sizes it from `resized` and relays the protocol's events (protocol.ts) to the page.
// The snippet (snippet.ts, built to embed.js) and the React wrapper (react.tsx) both call it.
import { acceptFrameMessage, EMBED_QUERY, normalOrigin, type EmbedEvent } from './protocol';

/** The DOM event the core dispatches on the container for every accepted message. */
export const EMBED_DOM_EVENT = 'storefront-payments';

export interface MountOptions {
  /** The standalone host's origin, e.g. http://localhost:8082 (embed.js: its own origin). */
  host: string;
  /** The store's name, as in its marketplace path (/{store}/…). */
  store: string;
  /** What to pay: a payment link (paymentLink/{id}) or a payment request (single-payments/{id}). */
  paymentLink?: string;
  paymentRequest?: string;
  onEvent?: (event: EmbedEvent) => void;
  /** The iframe's accessible name. */
  title?: string;
  /** Tests pass a fake; the browser's window otherwise. */
  window?: Window;
}

export interface MountedPayment {
  iframe: HTMLIFrameElement;
  destroy(): void;
}

const ID = /^[A-Za-z0-9_-]+$/;

/** The standalone page the iframe opens for these options. */
export function frameUrl(
  options: Pick<MountOptions, 'host' | 'store' | 'paymentLink' | 'paymentRequest'>,
  parentOrigin: string,
): string {
  const host = normalOrigin(options.host);
  if (!host)
    throw new Error(`StorefrontPayments: host must be an http(s) origin, got "${options.host}"`);
  if (!ID.test(options.store)) throw new Error('StorefrontPayments: store is required');
  const { paymentLink, paymentRequest } = options;
  if (!!paymentLink === !!paymentRequest || !ID.test(paymentLink ?? paymentRequest ?? ''))
    throw new Error('StorefrontPayments: give exactly one of paymentLink or paymentRequest');
  const route = paymentLink ? `paymentLink/${paymentLink}` : `single-payments/${paymentRequest}`;
  const url = new URL(`/${options.store}/${route}`, host);
  url.searchParams.set(EMBED_QUERY.parentOrigin, parentOrigin);
  return url.toString();
}

export function mount(container: HTMLElement, options: MountOptions): MountedPayment {
  const win = options.window ?? window;
  const doc = container.ownerDocument;
  const host = normalOrigin(options.host) as string;
  const iframe = doc.createElement('iframe');
  iframe.src = frameUrl(options, win.location.origin);
  iframe.title = options.title ?? 'Pago';
  // The frame pays in its own document: provider pages open inside it and return to it.
  iframe.setAttribute('allow', 'payment');
  iframe.style.cssText = 'display:block;width:100%;border:0;min-height:320px;';
  container.appendChild(iframe);

  const onMessage = (event: MessageEvent) => {
    const accepted = acceptFrameMessage(event, { origin: host, window: iframe.contentWindow });
    if (!accepted) return;
    if (accepted.type === 'resized') iframe.style.height = `${accepted.height}px`;
    options.onEvent?.(accepted);
    container.dispatchEvent(
      new (win as unknown as typeof globalThis).CustomEvent(EMBED_DOM_EVENT, {
        detail: accepted,
        bubbles: true,
      }),
    );
  };
  win.addEventListener('message', onMessage);
  return {
    iframe,
    destroy() {
      win.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
