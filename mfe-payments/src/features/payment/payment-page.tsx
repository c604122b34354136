// payment/:subscriptionId, the payment screen (spec 001 §2 Payment screen, §4 "Payment execution",
// "Retry and reactivate", §8, §9): the subscription's amount and details at the left, its payment
// methods at the right (Webpay Oneclick first). 'Pagar' follows 001 §4: completed → OK, canceled or
// paused → Canceled, failed → reactivate, failed attempt → retry, otherwise prepay, any error →
// Failed; Webpay Oneclick pays with the chosen card (the 5-minute wait included), the other methods
// redirect to the provider and come back here to be verified. Login required (routes.json).
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  paymentDescription,
  paymentExecutionFor,
  paymentReturnPath,
  paymentSubjectOf,
  type PaymentAction,
  type PaymentResult,
} from '@storefront/domain';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import { Button, PageError, PageSpinner, Stack, Text, useBreakpointValue } from '@storefront/ui';
import { PaymentDialog } from '@storefront/widgets/subscription-payment';
import { useRailPayment, useRailReturn } from '../../rails';
import { storeDisplayName } from '../../payment-request/store-display-name';
import { PaymentAmount } from '../../payment-request/payment-details';
import { PaymentLayout } from '../../payment-request/payment-layout';
import { PaymentMethodsPanel, type PayRequest } from '../../payment-request/payment-methods-panel';
import { PaymentFacts, PaymentIds } from './payment-summary';
import {
  ExecutionResultDialog,
  RailReturnDialog,
  StartFailedDialog,
} from '../../subscription-payment/payment-outcome';
import { paymentDialogTexts, PAYMENT_TEXTS as T } from '../../subscription-payment/payment-texts';
import { usePaymentSubscription } from '../../subscription-payment/use-payment-subscription';

type Outcome =
  | { kind: 'oneclick'; action: PaymentAction; cardId: string | null }
  | { kind: 'result'; result: Exclude<PaymentResult, 'Failed'> };

export default function PaymentPage() {
  const { subscriptionId } = useParams();
  const { store } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { state, reload } = usePaymentSubscription(subscriptionId);
  const rail = useRailPayment();
  const railReturn = useRailReturn(subscriptionId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // xs and sm are mobile (001 §9 "Mobile means xs or sm"); read at once so the layout never flips.
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;

  const data = state.data;
  if (!data) {
    if (state.status === 'error' || !subscriptionId) {
      // 001 §2 "'Ha habido un error' with a back button".
      const back = () =>
        location.key !== 'default' ? navigate(-1) : navigate(storePath('userpanel/subscriptions'));
      return (
        <PageError title={T.loadError} body={T.loadErrorBody}>
          <Button variant="outline" onClick={back}>
            {T.back}
          </Button>
        </PageError>
      );
    }
    return <PageSpinner label={T.loading} minH="60vh" />;
  }

  const { subscription, methods, charge } = data;
  const subject = paymentSubjectOf(subscription);
  const description = paymentDescription(subscription, charge);
  const returnTo = storePath(paymentReturnPath(subscription));
  const goBack = () => navigate(returnTo);
  const storeName = storeDisplayName(store);

  const pay = ({ method, cardId }: PayRequest) => {
    const execution = paymentExecutionFor(subscription.status);
    if (execution.kind === 'result')
      return setOutcome({ kind: 'result', result: execution.result });
    if (method === 'webpay-oneclick') {
      return setOutcome({ kind: 'oneclick', action: execution.action, cardId });
    }
    void rail.start({
      rail: method,
      target: { subscriptionId: subscription._id },
      storeId: store._id,
      subject: `${storeName}: ${description}`,
    });
  };

  return (
    <>
      <PaymentLayout
        mobile={mobile}
        store={store}
        amount={<PaymentAmount of={subscription} />}
        facts={<PaymentFacts description={description} session={session} />}
        // On the brand panel (desktop) dimmed; on the page's background the muted colour alone.
        ids={<PaymentIds subscription={subscription} dimmed={!mobile} />}
        methods={
          <PaymentMethodsPanel
            // A new status may change the methods (Khipu only when failed): start afresh.
            key={subscription.status}
            methods={methods}
            initialCardId={subscription.cardId ?? null}
            userId={session?.user.userId}
            label={() => T.pay}
            busy={rail.starting}
            busyText={T.redirecting}
            texts={T}
            onPay={pay}
          >
            <Stack gap="2" fontSize="xs" color="fg.muted" mt="6">
              <Text>{T.oneclickDisclaimer}</Text>
              <Text>{T.redirectDisclaimer}</Text>
              <Text>{T.providerDisclaimer(storeName)}</Text>
            </Stack>
          </PaymentMethodsPanel>
        }
        after={
          <Button variant="ghost" alignSelf="flex-start" onClick={goBack}>
            {T.back}
          </Button>
        }
      />
      {outcome?.kind === 'oneclick' ? (
        <PaymentDialog
          kind={outcome.action}
          subscription={subscription}
          cardId={outcome.cardId}
          texts={paymentDialogTexts(outcome.action, subject)}
          onClose={(paid) => {
            setOutcome(null);
            if (paid) goBack();
            else void reload({ quiet: true });
          }}
        />
      ) : null}
      {outcome?.kind === 'result' ? (
        <ExecutionResultDialog
          result={outcome.result}
          status={subscription.status}
          subject={subject}
          onClose={() => {
            setOutcome(null);
            if (outcome.result === 'OK') goBack();
          }}
        />
      ) : null}
      {rail.error ? <StartFailedDialog error={rail.error} onClose={rail.clearError} /> : null}
      {railReturn.state ? (
        <RailReturnDialog
          state={railReturn.state}
          subject={subject}
          subscriptionId={subscription._id}
          onClose={() => {
            const paid = railReturn.state?.phase === 'paid';
            railReturn.dismiss();
            if (paid) goBack();
            else void reload({ quiet: true });
          }}
        />
      ) : null}
    </>
  );
}
