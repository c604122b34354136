// The payment intent of a single payment (spec 002 §4 "Payment intent", §5, §8): on load the last
// initiated intent is resumed (its method chosen, the others disabled) or, when past its
// expirationDate, expired and the first method chosen; a countdown to expirationDate expires it
// the same way; "Pagar" reuses the pending intent or creates one, then starts the chosen rail.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  decideOnLoad,
  intentMethodId,
  intentSecondsLeft,
  methodAfterExpiry,
  reusableIntent,
  type PaymentMethodId,
  type PaymentMethodInfo,
} from '@storefront/domain';
import { isApiError, type Api, type PaymentRequest } from '@storefront/sdk';
import { intentInProgressOf, paymentsApi, type PaymentIntent } from '@storefront/sdk/payments';
import { useApi, uuid } from '@storefront/state';
import { startRailPayment } from '../../rails';

export type PayProblem = 'start-failed' | { anotherInProgress: PaymentIntent };

/** 002 §8 "Expire failure: logged only ('Error al marcar payment intent como fallido')". */
async function expire(api: Api, intent: PaymentIntent): Promise<void> {
  try {
    await paymentsApi(api).intents.expire(intent._id);
  } catch (error) {
    console.error('Error al marcar payment intent como fallido', error);
  }
}

export function useIntentFlow(options: {
  request: PaymentRequest;
  methods: PaymentMethodInfo[];
  storeId: string;
  payerEmail: string;
  /** False while a provider return is being handled: nothing is loaded or started then. */
  enabled: boolean;
  /** The request turned out to be paid (409 "Payment request already paid"). */
  onPaid(): void;
  /** This screen's absolute URL without a query: the provider returns here. */
  pageUrl: string;
}) {
  const { request, methods, storeId, payerEmail, enabled, onPaid, pageUrl } = options;
  const api = useApi();
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState<PaymentIntent | null>(null);
  const [selected, setSelected] = useState<PaymentMethodId | null>(methods[0]?.id ?? null);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const methodsRef = useRef(methods);
  methodsRef.current = methods;

  /** "the state is reset": no pending intent, the first method chosen again. */
  const reset = useCallback(() => {
    setPending(null);
    setSecondsLeft(null);
    setSelected(methodAfterExpiry(methodsRef.current));
  }, []);

  // Load: "the last initiated intent is fetched. It is either resumed … or a default method is chosen."
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    (async () => {
      let last: PaymentIntent | null = null;
      try {
        [last = null] = await paymentsApi(api).intents.listByRequest(request._id, {
          status: 'initiated',
        });
      } catch (error) {
        console.error('[mfe-payments] single payment: pending intent could not be read', error);
      }
      if (!live) return;
      const decision = decideOnLoad(last, methodsRef.current, Date.now());
      if (decision.action === 'expire') await expire(api, decision.intent as PaymentIntent);
      if (!live) return;
      setPending(decision.action === 'resume' ? (decision.intent as PaymentIntent) : null);
      setSelected(decision.methodId);
      setLoading(false);
    })();
    return () => {
      live = false;
    };
  }, [api, enabled, request._id]);

  // "A countdown reaching zero on the pending intent also expires it and resets."
  useEffect(() => {
    if (!pending) return;
    let done = false;
    const tick = () => {
      const left = intentSecondsLeft(pending, Date.now());
      setSecondsLeft(left);
      if (left === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        void expire(api, pending).then(reset);
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => {
      done = true;
      window.clearInterval(timer);
    };
  }, [api, pending, reset]);

  const pay = useCallback(async () => {
    if (!selected || paying) return;
    const method = methodsRef.current.find((m) => m.id === selected);
    if (!method || selected === 'webpay-oneclick') return; // never offered here (002 §5)
    setPaying(true);
    setProblem(null);
    try {
      let intent = reusableIntent(pending, selected, Date.now()) as PaymentIntent | null;
      if (!intent) {
        try {
          intent = await paymentsApi(api).intents.create(
            {
              paymentRequestId: request._id,
              userEmail: payerEmail,
              paymentMethod: { name: method.name },
              price: request.price,
            },
            { idempotencyKey: uuid() },
          );
        } catch (error) {
          const other = intentInProgressOf(error);
          if (other) {
            // Another tab started one with another method: resume that one instead.
            setPending(other);
            setSelected(intentMethodId(other));
            setProblem({ anotherInProgress: other });
            setPaying(false);
            return;
          }
          if (isApiError(error) && error.status === 409) return onPaid();
          throw error;
        }
        setPending(intent);
      }
      await startRailPayment(api, {
        rail: selected,
        target: { paymentIntentId: intent._id },
        storeId,
        subject: request.description?.trim() || 'Pago',
        pageUrl,
      });
      // The browser is leaving for the provider: "Pagar" stays busy.
    } catch (error) {
      // 002 §4 "Webpay Plus redirect: on a create failure the validation status is failed".
      console.error('[mfe-payments] single payment: pay failed', error);
      setProblem('start-failed');
      setPaying(false);
    }
  }, [api, onPaid, pageUrl, payerEmail, paying, pending, request, selected, storeId]);

  return {
    loading: enabled && loading,
    pending,
    selected,
    select: (id: PaymentMethodId) => {
      if (!pending || intentMethodId(pending) === id) setSelected(id);
    },
    secondsLeft,
    pay,
    paying,
    problem,
    clearProblem: () => setProblem(null),
  };
}
