// The embed's postMessage protocol (documented in deploy/README.md "Payments for integrators").
// The frame (the payments standalone page) and the page that embeds it (embed.js, the React
// wrapper) speak it; both sides check origins:
// - the frame posts only to the parent origin the integrator passed, and only when that origin is
//   one the operator registered (PAYMENTS_EMBED_ORIGINS) and the browser confirms it is really
//   the parent (location.ancestorOrigins); postMessage's targetOrigin enforces it once more;
// - the page accepts a message only when event.origin is the standalone host's origin and
//   event.source is its own iframe's window, and the message parses as below.
// No DOM, no React: pure functions, unit-tested in protocol.test.ts.

/** Every message carries these, so other postMessage traffic on the page is never mistaken. */
export const EMBED_CHANNEL = 'storefront-payments';
export const EMBED_PROTOCOL_VERSION = 1;

export type EmbedEvent =
  /** The page has loaded the store and mounted the payment route. */
  | { type: 'ready'; route: string }
  /** The frame's content height in CSS pixels: the page sizes the iframe to it. */
  | { type: 'resized'; height: number }
  /** The server says the payment intent is successful and its invoice exists (never a URL). */
  | {
      type: 'paid';
      paymentRequestId: string;
      paymentIntentId: string;
      invoiceId: string;
      amount: number;
      currency: string;
    }
  /** A provider return the server did not confirm (declined, aborted, timed out, unverified). */
  | { type: 'failed'; paymentRequestId: string; rail: string; reason: string }
  /** The shopper closed the payment ("Cerrar"): the page may remove the frame. */
  | { type: 'closed' };

export type EmbedEventType = EmbedEvent['type'];
export type EmbedMessage = EmbedEvent & { channel: typeof EMBED_CHANNEL; version: number };

export function embedMessage(event: EmbedEvent): EmbedMessage {
  return { channel: EMBED_CHANNEL, version: EMBED_PROTOCOL_VERSION, ...event };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The message's event when `data` is a well-formed message of this protocol's version, else null. */
export function parseEmbedMessage(data: unknown): EmbedEvent | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.channel !== EMBED_CHANNEL || m.version !== EMBED_PROTOCOL_VERSION) return null;
  switch (m.type) {
    case 'ready':
      return isText(m.route) ? { type: 'ready', route: m.route } : null;
    case 'resized':
      return isNumber(m.height) && m.height >= 0
        ? { type: 'resized', height: Math.ceil(m.height) }
        : null;
    case 'paid':
      return isText(m.paymentRequestId) &&
        isText(m.paymentIntentId) &&
        isText(m.invoiceId) &&
        isNumber(m.amount) &&
        isText(m.currency)
        ? {
            type: 'paid',
            paymentRequestId: m.paymentRequestId,
            paymentIntentId: m.paymentIntentId,
            invoiceId: m.invoiceId,
            amount: m.amount,
            currency: m.currency,
          }
        : null;
    case 'failed':
      return isText(m.paymentRequestId) && isText(m.rail) && isText(m.reason)
        ? { type: 'failed', paymentRequestId: m.paymentRequestId, rail: m.rail, reason: m.reason }
        : null;
    case 'closed':
      return { type: 'closed' };
    default:
      return null;
  }
}

/** An http(s) origin (scheme://host[:port]) as the URL parser writes it, else null. */
export function normalOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value.replace(/\/+$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Page side: a message counts only when it comes from the standalone host's origin and from the
 * iframe this page created (another frame of the same host, or any other window, is ignored).
 */
export function acceptFrameMessage(
  event: { origin: string; source: unknown; data: unknown },
  frame: { origin: string; window: unknown },
): EmbedEvent | null {
  if (event.origin !== frame.origin) return null;
  if (!frame.window || event.source !== frame.window) return null;
  return parseEmbedMessage(event.data);
}

/**
 * Frame side: the origin the frame may post to, or null (then it posts nothing). The requested
 * origin (from the iframe URL) must be registered by the operator and, where the browser tells
 * (location.ancestorOrigins), be the actual parent's origin.
 */
export function verifiedParentOrigin(input: {
  requested: string | null;
  registered: readonly string[];
  /** location.ancestorOrigins as a list (undefined in browsers that lack it). */
  ancestorOrigins?: readonly string[];
  /** window.parent !== window */
  framed: boolean;
}): string | null {
  if (!input.framed) return null;
  const requested = normalOrigin(input.requested);
  if (!requested) return null;
  const registered = input.registered.map(normalOrigin);
  if (!registered.includes(requested)) return null;
  if (input.ancestorOrigins && input.ancestorOrigins[0] !== requested) return null;
  return requested;
}

/** Query parameters the iframe URL carries (embed.js sets them; the frame reads them). */
export const EMBED_QUERY = { parentOrigin: 'embedParentOrigin' } as const;
