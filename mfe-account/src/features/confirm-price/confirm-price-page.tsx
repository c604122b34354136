// confirmPrice/{subscriptionId} (spec 001 §2 "Confirm price"; login required, the shell guards it):
// the shopper accepts the price the merchant confirmed on a subscription awaiting response. The
// view follows @storefront/domain's confirmPriceView on the subscription, and after Confirmar its
// confirmPriceResultView on the answer (001 §4); this screen wires them to the SDK.
import { useCallback, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { confirmPriceResultView, confirmPriceView } from '@storefront/domain';
import { subscriptionsApi, paymentWaitOf, type Subscription } from '@storefront/sdk/subscriptions';
import { useApi, useSession, useTenant, uuid } from '@storefront/state';
import { PageSpinner } from '@storefront/ui';
import { LoadError } from '../../components/load-error';
import { CardStep, CHANGE_CARD_PARAM } from './card-step';
import {
  FailedView,
  NotFoundView,
  ProcessingView,
  ProgrammedView,
  SuccessView,
  UnableView,
  type FailureReason,
} from './confirm-price-outcomes';
import { CONFIRM_PRICE_TEXTS as TEXTS } from './confirm-price-texts';
import { TermsStep } from './terms-step';
import { useConfirmPriceSubscription } from './use-confirm-price-subscription';
import { PanelPage } from '../../components/panel-page';

/** What Confirmar ended in: its view, and for a failure why and when the last try was. */
type Outcome =
  | { view: 'PROGRAMMED_PAYMENT' | 'SUCCESSFUL_PAYMENT' }
  | { view: 'FAILED_PAYMENT'; reason: FailureReason; lastPaymentTry: string | null };

export default function ConfirmPricePage() {
  const { subscriptionId } = useParams();
  const { store } = useTenant();
  const session = useSession();
  const userId = session?.user.userId;
  const { state, reload, write } = useConfirmPriceSubscription(userId, store._id, subscriptionId);

  return (
    <PanelPage>
      {state.status === 'loading' ? <PageSpinner label={TEXTS.loading} minH="30vh" /> : null}
      {state.status === 'error' ? (
        <LoadError text={TEXTS.loadError} retry={TEXTS.retry} onRetry={reload} />
      ) : null}
      {state.status === 'not-found' ? <NotFoundView /> : null}
      {state.status === 'ready' ? (
        <ConfirmPriceViews
          subscription={state.subscription}
          userId={userId}
          write={write}
          reload={reload}
        />
      ) : null}
    </PanelPage>
  );
}

function ConfirmPriceViews({
  subscription,
  userId,
  write,
  reload,
}: {
  subscription: Subscription;
  userId: string | undefined;
  write(subscription: Subscription): void;
  reload(): void;
}) {
  const api = useApi();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Back from a card registration started by "Cambiar tarjeta": the picker again.
  const [changingCard, setChangingCard] = useState(() => search.get(CHANGE_CARD_PARAM) === 'true');
  const [confirming, setConfirming] = useState(false);
  // After the shopper's first action every new view takes the focus (its title).
  const [acted, setActed] = useState(false);
  const inFlight = useRef(false);
  // One Idempotency-Key for this page's confirmation: a repeated request answers the first
  // success instead of charging again (a decline keeps nothing, so "Volver a intentar" reuses it).
  const confirmKey = useRef(uuid());

  const confirm = useCallback(async () => {
    // One call at a time: a second click must not ask to pay again.
    if (inFlight.current) return;
    inFlight.current = true;
    setConfirming(true);
    setActed(true);
    try {
      const result = await subscriptionsApi(api).shopperConfirmPrice(subscription._id, {
        idempotencyKey: confirmKey.current,
      });
      write(result.response.subscription);
      const view = confirmPriceResultView(result);
      setOutcome(
        view === 'FAILED_PAYMENT'
          ? {
              view,
              reason: 'declined',
              lastPaymentTry: result.response.subscription.lastPaymentTry ?? null,
            }
          : { view: view === 'PROGRAMMED_PAYMENT' ? view : 'SUCCESSFUL_PAYMENT' },
      );
    } catch (error) {
      console.error('[mfe-account] confirm price: confirm failed', error);
      const wait = paymentWaitOf(error);
      setOutcome({
        view: 'FAILED_PAYMENT',
        reason: wait ? 'too-soon' : 'call-failed',
        lastPaymentTry: wait?.lastPaymentTry ?? null,
      });
    } finally {
      inFlight.current = false;
      setConfirming(false);
    }
  }, [api, subscription._id, write]);

  const view = outcome?.view ?? confirmPriceView(subscription);
  switch (view) {
    case 'NOT_FOUND':
      return <NotFoundView focusTitle={acted} />;
    case 'UNABLE_TO_PROCESS':
      return <UnableView focusTitle={acted} />;
    case 'PROCESSING_SUBSCRIPTION':
      return <ProcessingView subscription={subscription} />;
    case 'PROGRAMMED_PAYMENT':
      return <ProgrammedView subscription={subscription} focusTitle={acted} />;
    case 'SUCCESSFUL_PAYMENT':
      return <SuccessView subscription={subscription} focusTitle={acted} />;
    case 'FAILED_PAYMENT':
      return (
        <FailedView
          reason={outcome?.view === 'FAILED_PAYMENT' ? outcome.reason : 'call-failed'}
          lastPaymentTry={outcome?.view === 'FAILED_PAYMENT' ? outcome.lastPaymentTry : null}
          onTryAgain={() => {
            // Back to the view the subscription now calls for (the terms, unless it changed).
            setOutcome(null);
            reload();
          }}
          focusTitle={acted}
        />
      );
    case 'CARD_PICKER':
    case 'TERMS_AND_CONDITIONS':
      if (view === 'CARD_PICKER' || changingCard) {
        return (
          <CardStep
            subscription={subscription}
            userId={userId}
            changing={Boolean(subscription.cardId)}
            onSaved={(saved) => {
              write(saved);
              setActed(true);
              setChangingCard(false);
            }}
            onBack={() => {
              setActed(true);
              setChangingCard(false);
            }}
            focusTitle={acted}
          />
        );
      }
      return (
        <TermsStep
          subscription={subscription}
          userId={userId}
          confirming={confirming}
          onConfirm={() => void confirm()}
          onChangeCard={() => {
            setActed(true);
            setChangingCard(true);
          }}
          focusTitle={acted}
        />
      );
  }
}
