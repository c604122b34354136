// single-payments/:paymentRequestId, 'Pantalla de pago' (spec 002 §2 Single payments, Payment-
// methods block, §4 Payment intent, §5, §7, §8): a payment request's details, the payer, the
// single-use methods the store offers with "Pagar" (the intent lifecycle of use-intent-flow.ts),
// the request id, disclaimers and a footer line, with the navbar and footers hidden. A provider
// return is verified by the server before anything is shown as paid; a completed request goes to
// its receipt. Guests are allowed (the shell's guard signs a guest in first). While it loads, the
// same layout stands as its skeleton (issue 15: no layout shift); the shell hides the navbar and
// footers from the first paint (routes.json hidesChrome), and so does this page, for the embed.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  completedGoesToReceipt,
  formatCountdown,
  intentSecondsLeft,
  isMethodDisabled,
  parseRailReturn,
  paymentMethodTitle,
  payButtonText,
  receiptPath,
  singlePaymentPath,
  type PaymentMethodInfo,
} from '@storefront/domain';
import { bus } from '@storefront/bus';
import type { PaymentRequest, Store } from '@storefront/sdk';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import {
  Box,
  Button,
  Heading,
  NotFoundPage,
  Stack,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@storefront/ui';
import { useRailReturn } from '../../rails';
import { PaymentMethodsBlock } from '../../payment-request/payment-methods-block';
import { PaymentMethodsSkeleton } from './payment-methods-skeleton';
import { PaymentNotice, type Notice } from './payment-notice';
import { PaymentAmount, PaymentFacts, RequestId } from '../../payment-request/payment-details';
import { PaymentLayout } from '../../payment-request/payment-layout';
import { PaymentDisclaimers, PaymentFooterLine } from './payment-disclaimers';
import { isNotOwned } from './request-owner';
import { SINGLE_PAYMENT_TEXTS as T } from '../../payment-request/single-payment-texts';
import { useHiddenChrome } from '../../payment-request/use-hidden-chrome';
import { useIntentFlow } from './use-intent-flow';
import { useLastIntentId } from './use-last-intent';
import { useSinglePayment } from './use-single-payment';
import { VerifyingPayment } from './verifying-payment';

export default function SinglePaymentPage() {
  const { paymentRequestId } = useParams();
  const { store } = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const { state, retry } = useSinglePayment(paymentRequestId, store._id);
  const { search } = useLocation();
  const railReturn = useMemo(() => parseRailReturn(new URLSearchParams(search)), [search]);
  // xs and sm are mobile (spec 002 §2, 000 §9); evaluated at once so the layout never flips.
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;
  useHiddenChrome();

  if (state.status === 'not-found') {
    return <NotFoundPage {...T.notFound} onAction={() => navigate(storePath(''))} />;
  }
  if (state.status === 'error') {
    return (
      <Stack role="alert" align="center" gap="4" py="16" px="4" textAlign="center">
        <Text>{T.loadError}</Text>
        <Button variant="outline" onClick={retry}>
          {T.retry}
        </Button>
      </Stack>
    );
  }
  if (state.status === 'completed') {
    const { request, paidIntentId } = state;
    if (paidIntentId && completedGoesToReceipt(request.status, railReturn?.rail)) {
      return <Navigate to={storePath(receiptPath(request._id, paidIntentId))} replace />;
    }
    if (paidIntentId) return <CompletedReturn request={request} paidIntentId={paidIntentId} />;
    return (
      <Stack align="center" gap="4" py="16" px="4" textAlign="center">
        <Heading as="h1" size="xl">
          {T.completedTitle}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {T.completedDescription}
        </Text>
        <RequestId id={request._id} />
      </Stack>
    );
  }

  // Loading and ready are one tree: the skeletons' boxes become the real ones in place.
  const ready = state.status === 'ready' ? state : null;
  const request = ready?.request ?? null;
  const notOwned = ready !== null && isNotOwned(ready.request.userEmail, session?.user.email);
  return (
    <>
      {ready ? null : <VisuallyHidden role="status">{T.loading}</VisuallyHidden>}
      <Box
        data-not-owned={notOwned ? 'true' : undefined}
        flex="1"
        aria-busy={ready ? undefined : 'true'}
        aria-hidden={ready ? undefined : 'true'}
      >
        <PaymentLayout
          mobile={mobile}
          store={store}
          amount={<PaymentAmount of={request} skeleton />}
          facts={<PaymentFacts request={request} />}
          ids={<RequestId id={paymentRequestId!} />}
          methods={
            ready ? (
              <Payment
                store={store}
                request={ready.request}
                methods={ready.methods}
                payerEmail={session?.user.email || ready.request.userEmail}
                returning={railReturn !== null}
                onPaid={retry}
              />
            ) : (
              <PaymentMethodsSkeleton />
            )
          }
          after={<PaymentDisclaimers store={store} />}
          footer={<PaymentFooterLine store={store} />}
        />
      </Box>
    </>
  );
}

/**
 * A Mercado Pago return to a request already paid: its redirect screen until the server answered,
 * then the receipt (002 §2 "If the request status is completed and the return is not a Mercado
 * Pago return, it goes to the success route").
 */
function CompletedReturn({
  request,
  paidIntentId,
}: {
  request: PaymentRequest;
  paidIntentId: string;
}) {
  const storePath = useStorePath();
  const { state } = useRailReturn(paidIntentId);
  if (!state || state.phase !== 'verifying') {
    return <Navigate to={storePath(receiptPath(request._id, paidIntentId))} replace />;
  }
  return <VerifyingPayment />;
}

/** The methods block with the intent lifecycle, or the redirect screen of a provider return. */
function Payment({
  store,
  request,
  methods,
  payerEmail,
  returning,
  onPaid,
}: {
  store: Store;
  request: PaymentRequest;
  methods: PaymentMethodInfo[];
  payerEmail: string;
  returning: boolean;
  onPaid(): void;
}) {
  const navigate = useNavigate();
  const storePath = useStorePath();
  const lastIntentId = useLastIntentId(request._id, returning);
  const { state: returned, dismiss } = useRailReturn(
    returning ? (lastIntentId ?? undefined) : undefined,
  );
  const [notice, setNotice] = useState<Notice | null>(null);

  // A return that ended unpaid: keep its words, take the flags out of the URL, offer paying again.
  const failure = returned?.phase === 'failed' ? returned : null;
  const failedRail = failure?.rail;
  const failedReason = failure?.reason;
  const handled = useRef(false);
  useEffect(() => {
    if (!failedRail || !failedReason || lastIntentId === undefined || handled.current) return;
    handled.current = true; // dismissing forgets the kept transaction: later renders read "unverified"
    setNotice({ kind: 'return', rail: failedRail, reason: failedReason });
    // The payments embed tells the integrator's page (mfe-payments/standalone frame-bridge).
    bus.emit('payment:failed', {
      paymentRequestId: request._id,
      rail: failedRail,
      reason: failedReason,
    });
    dismiss();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed return, not per URL change
  }, [failedRail, failedReason, lastIntentId]);
  // Paid, by the server's own check: the receipt of that intent.
  const paid = returned?.phase === 'paid';
  useEffect(() => {
    if (paid && lastIntentId) {
      navigate(storePath(receiptPath(request._id, lastIntentId)), { replace: true });
    }
  }, [paid, lastIntentId, navigate, request._id, storePath]);

  const flow = useIntentFlow({
    request,
    methods,
    storeId: store._id,
    payerEmail,
    enabled: !returning,
    onPaid,
    pageUrl: new URL(storePath(singlePaymentPath(request._id)), window.location.origin).href,
  });
  useEffect(() => {
    if (flow.problem) setNotice({ kind: 'pay', problem: flow.problem });
  }, [flow.problem]);

  if (returning) return <VerifyingPayment />;
  const pending = flow.pending;
  const seconds = pending ? (flow.secondsLeft ?? intentSecondsLeft(pending, Date.now())) : null;
  return (
    <PaymentMethodsBlock
      methods={methods}
      selected={flow.selected}
      onSelect={flow.select}
      isDisabled={(id) => isMethodDisabled(id, pending)}
      payLabel={payButtonText(pending)}
      onPay={() => {
        setNotice(null);
        void flow.pay();
      }}
      paying={flow.paying}
      busy={flow.loading}
      countdown={
        pending && seconds !== null
          ? T.pendingCountdown(
              paymentMethodTitle(pending.paymentMethod.name),
              formatCountdown(seconds * 1000),
            )
          : null
      }
      notice={
        notice ? (
          <PaymentNotice
            notice={notice}
            onClose={() => {
              setNotice(null);
              flow.clearProblem();
            }}
          />
        ) : null
      }
    />
  );
}
