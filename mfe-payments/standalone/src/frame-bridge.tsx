// The frame's side of the embed protocol (../../embed/protocol.ts). Posts only to the verified
// parent origin (null: not embedded or not verified → nothing is posted):
// - ready once the first route has rendered, resized whenever the content's height changes (the
//   pages then take their content's height, not the viewport's: sizePagesToContent);
// - paid when the receipt route's intent is successful by the server and its invoice exists
//   (the single-payments flow only goes there after the server's check, and this asks again:
//   a URL typed by hand proves nothing);
// - failed when the single-payments page handled an unconfirmed provider return (bus);
// - closed when the shopper presses "Cerrar".
// Embedded, a provider's page opens in a window of its own (the frame keeps its page and the
// shopper's session, which a browser blocking third-party storage keeps only in memory); that
// window hands the return back (provider-return.ts) and the frame's router goes to it, so the
// single-payments page verifies it with the server as after a full-page return. A blocked popup
// falls back to the provider inside the frame.
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { bus } from '@storefront/bus';
import { paymentsApi } from '@storefront/sdk/payments';
import { apiAtom } from '@storefront/state';
import { sizePagesToContent } from '@storefront/ui';
import { embedMessage, type EmbedEvent } from '../../embed/protocol';
import { PROVIDER_RETURN, PROVIDER_WINDOW } from './provider-return';

type Post = (event: EmbedEvent) => void;
const PostContext = createContext<Post>(() => {});

const RECEIPT = 'single-payments/:paymentRequestId/success/:paymentIntentId';

export function useCloseFrame(): () => void {
  const post = useContext(PostContext);
  return useCallback(() => post({ type: 'closed' }), [post]);
}

export function FrameBridge({
  parentOrigin,
  prefix,
  children,
}: {
  parentOrigin: string | null;
  prefix: string;
  children: ReactNode;
}) {
  const api = useAtomValue(apiAtom);
  const location = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const post = useCallback<Post>(
    (event) => {
      if (parentOrigin) window.parent.postMessage(embedMessage(event), parentOrigin);
    },
    [parentOrigin],
  );

  useEffect(() => {
    post({ type: 'ready', route: location.pathname.slice(prefix.length) || '/' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page first rendered
  }, []);

  useEffect(() => {
    const element = content.current;
    if (!parentOrigin || !element || typeof ResizeObserver === 'undefined') return;
    // The parent sizes the iframe from this height: a page filling the viewport would grow with it.
    sizePagesToContent();
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height !== last) post({ type: 'resized', height: (last = height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [parentOrigin, post]);

  useEffect(
    () =>
      bus.on('payment:failed', ({ paymentRequestId, rail, reason }) =>
        post({ type: 'failed', paymentRequestId, rail, reason }),
      ),
    [post],
  );

  const navigate = useNavigate();
  useEffect(() => {
    if (!parentOrigin) return;
    let provider: Window | null = null;
    const offRedirect = bus.on('payment:redirect', ({ url, claim }) => {
      provider = window.open(url, PROVIDER_WINDOW);
      if (provider) claim();
    });
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { channel?: unknown; path?: unknown } | null;
      if (event.origin !== window.location.origin || !provider || event.source !== provider) return;
      if (data?.channel !== PROVIDER_RETURN || typeof data.path !== 'string') return;
      if (!data.path.startsWith(`${prefix}/`)) return;
      provider = null;
      navigate(data.path);
    };
    window.addEventListener('message', onMessage);
    return () => {
      offRedirect();
      window.removeEventListener('message', onMessage);
    };
  }, [parentOrigin, prefix, navigate]);

  const reported = useRef(new Set<string>());
  const receipt = matchPath(`${prefix}/${RECEIPT}`, location.pathname);
  const intentId = receipt?.params.paymentIntentId;
  useEffect(() => {
    if (!parentOrigin || !api || !intentId || reported.current.has(intentId)) return;
    reported.current.add(intentId);
    const payments = paymentsApi(api);
    Promise.all([payments.intents.get(intentId), payments.invoices.byPaymentIntent(intentId)])
      .then(([intent, invoice]) => {
        if (intent.status !== 'successful') return;
        post({
          type: 'paid',
          paymentRequestId: intent.paymentRequestId,
          paymentIntentId: intent._id,
          invoiceId: invoice._id,
          amount: invoice.totalGrossAmount,
          currency: invoice.currency,
        });
      })
      .catch((error: unknown) => {
        reported.current.delete(intentId);
        console.warn('[payments-standalone] could not confirm the payment for the parent', error);
      });
  }, [parentOrigin, api, intentId, post]);

  return (
    <PostContext.Provider value={post}>
      <div ref={content}>{children}</div>
    </PostContext.Provider>
  );
}
