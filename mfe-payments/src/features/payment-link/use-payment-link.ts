// Spec 002 §2 paymentLink, §4 "A payment link creates or fetches a payment request for the user,
// then navigates to it after 800 ms", §8 "Payment-link request creation failure: logged only, no
// user message". The link is read first (unknown or inactive → not found); the request is the
// shopper's own, created once by the server however often this runs. A guest has no e-mail of its
// own: the page asks where the request (and its receipt) is addressed before creating it.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_LINK_NAVIGATION_DELAY_MS, singlePaymentPath } from '@storefront/domain';
import { isApiError } from '@storefront/sdk';
import { paymentsApi, type PaymentLink } from '@storefront/sdk/payments';
import { useApi, useServerData, useSession, useStorePath } from '@storefront/state';

export type PaymentLinkState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'ready'; link: PaymentLink };

export function usePaymentLink(paymentLinkId: string | undefined, storeId: string) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const [givenEmail, setGivenEmail] = useState<string | null>(null);
  const userId = session?.user.userId;
  const userEmail = session?.user.email?.trim() || givenEmail;

  // Unknown, inactive (the provider answers 400/403/404) or another store's: not found; any other
  // failure is logged by the cache and shows as not found too.
  const read = useServerData(paymentLinkId ? ['payment-link', paymentLinkId] : null, (client) =>
    paymentsApi(client)
      .links.get(paymentLinkId!)
      .catch((error: unknown) => {
        if (isApiError(error) && [400, 403, 404].includes(error.status)) return null;
        throw error;
      }),
  );
  const link = read.state.data;
  const state: PaymentLinkState =
    !paymentLinkId ||
    read.state.status === 'error' ||
    link === null ||
    (link && link.storeId !== storeId)
      ? { status: 'not-found' }
      : link
        ? { status: 'ready', link }
        : { status: 'loading' };

  const linkId = state.status === 'ready' ? state.link._id : null;
  useEffect(() => {
    if (!linkId || !userId || !userEmail) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    paymentsApi(api)
      .links.getOrCreateRequest(linkId, { userEmail, userId })
      .then(
        (request) => {
          if (!live) return;
          timer = setTimeout(
            () => navigate(storePath(singlePaymentPath(request._id)), { replace: true }),
            PAYMENT_LINK_NAVIGATION_DELAY_MS,
          );
        },
        (error: unknown) => {
          console.error('[mfe-payments] payment link: payment request creation failed', error);
        },
      );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, linkId, navigate, storePath, userEmail, userId]);

  return {
    state,
    /** A guest without an e-mail is asked for one first. */
    needsEmail: state.status === 'ready' && !userEmail,
    giveEmail: (email: string) => setGivenEmail(email.trim()),
  };
}
