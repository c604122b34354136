// fast-checkout/:fastCheckoutId/payment, the payment step of fast checkout (001 §2 "Fast
// checkout", §4 "Payment execution", §8; 002 §4 "Fast payment", "One-click payment button"): the
// subscription info card and the payment broker. When the payday is already past the subscription
// is pay-now: 'Pagar' charges it (Webpay Oneclick with the chosen card and the shared 5-minute
// wait, or a redirect rail that returns here to be verified), then the success dialog with the
// 001 §8 text, then the callback URL if one exists, else the store default route. Otherwise
// nothing is charged: the card (if chosen) is saved on the subscription and a success screen
// shows. Back goes to the error URL, else the default route. A subscription that cannot be loaded
// is "treated as not found". Login required (routes.json).
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  defaultRoute,
  formatDate,
  isFastPayNow,
  oneClickButtonText,
  paymentDescription,
  paymentExecutionFor,
  PAYMENT_RESULT_TEXTS as RESULT,
  type PaymentAction,
  type PaymentResult,
} from '@storefront/domain';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import { useApi, useSession, useStorePath, useTenant } from '@storefront/state';
import {
  Box,
  Button,
  Grid,
  Heading,
  PageError,
  PageSpinner,
  ResultDialog,
  Stack,
  Text,
} from '@storefront/ui';
import { PaymentDialog } from '@storefront/widgets/subscription-payment';
import {
  ExecutionResultDialog,
  RailReturnDialog,
  StartFailedDialog,
} from '../../subscription-payment/payment-outcome';
import { paymentDialogTexts } from '../../subscription-payment/payment-texts';
import { usePaymentSubscription } from '../../subscription-payment/use-payment-subscription';
import { useRailPayment, useRailReturn } from '../../rails';
import { storeDisplayName } from '../../payment-request/store-display-name';
import { PaymentMethodsPanel, type PayRequest } from '../../payment-request/payment-methods-panel';
import { FAST_TEXTS as T } from './fast-checkout-texts';
import { useFastCheckoutExit } from './merchant-exit';
import { SubscriptionInfoCard } from './subscription-info-card';

type Step =
  | { kind: 'broker' }
  | { kind: 'oneclick'; action: PaymentAction; cardId: string | null }
  | { kind: 'result'; result: Exclude<PaymentResult, 'Failed'> }
  | { kind: 'scheduled' };

export default function FastCheckoutPaymentPage() {
  const { fastCheckoutId } = useParams();
  const api = useApi();
  const { store, policy } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const exit = useFastCheckoutExit();
  const { state, reload } = usePaymentSubscription(fastCheckoutId);
  const rail = useRailPayment();
  const railReturn = useRailReturn(fastCheckoutId);
  const [step, setStep] = useState<Step>({ kind: 'broker' });
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  // Pay-now is read from the payday the shopper first saw: paying moves it a period on.
  const payNowRef = useRef<boolean | null>(null);

  const data = state.data;
  if (!data) {
    if (state.status === 'error' || !fastCheckoutId) {
      // 002 §4 "If the subscription cannot be loaded an error state shows (treated as not found)".
      return (
        <PageError title={T.notFound} body={T.notFoundBody}>
          <Button asChild variant="outline">
            <RouterLink to={storePath(defaultRoute(store.content.views))}>{T.home}</RouterLink>
          </Button>
        </PageError>
      );
    }
    return <PageSpinner label={T.loading} minH="60vh" />;
  }

  const { subscription, methods } = data;
  payNowRef.current ??= isFastPayNow(subscription.payday, new Date());
  const payNow = payNowRef.current;
  const storeName = storeDisplayName(store);
  const issuerFees = (subscription.paymentMethods ?? []).some(
    (method) => Number(method.options?.issuerFees ?? 0) > 0,
  );

  const requireTokenized = policy.paymentMethodsPolicy?.requireTokenized === true;
  const submit = async ({ method, cardId }: PayRequest) => {
    if (payNow) {
      const execution = paymentExecutionFor(subscription.status);
      if (execution.kind === 'result') return setStep({ kind: 'result', result: execution.result });
      if (method === 'webpay-oneclick')
        return setStep({ kind: 'oneclick', action: execution.action, cardId });
      return void rail.start({
        rail: method,
        target: { subscriptionId: subscription._id },
        storeId: store._id,
        subject: `${storeName}: ${paymentDescription(subscription)}`,
      });
    }
    // Not pay-now: nothing is charged; a chosen card becomes the subscription's.
    if (cardId && cardId !== subscription.cardId) {
      setSaving(true);
      setSaveFailed(false);
      try {
        await subscriptionsApi(api).saveCardInSub(subscription._id, cardId);
      } catch (error) {
        console.error('[mfe-payments] fast checkout: saving the card failed', error);
        setSaveFailed(true);
        return;
      } finally {
        setSaving(false);
      }
    }
    setStep({ kind: 'scheduled' });
  };

  const successDialog = (
    <ResultDialog
      open
      variant="success"
      title={RESULT.successTitle}
      body={<Text role="status">{T.success}</Text>}
      actionLabel={T.accept}
      onClose={() => exit('finish')}
    />
  );

  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Button variant="ghost" mb="4" onClick={() => exit('back')}>
        {T.back}
      </Button>
      <Grid templateColumns={{ base: '1fr', md: '5fr 7fr' }} gap={{ base: '6', md: '10' }}>
        <SubscriptionInfoCard subscription={subscription} payNow={payNow} storeName={storeName} />
        {step.kind === 'scheduled' ? (
          // 002 §4 "If not pay-now, a success screen shows instead".
          <Stack as="section" role="status" gap="4" aria-labelledby="fast-scheduled-title">
            <Heading as="h2" id="fast-scheduled-title" size="lg">
              {T.scheduledTitle}
            </Heading>
            <Text>{T.scheduledBody(formatDate(subscription.payday))}</Text>
            <Button colorPalette="brand" size="lg" onClick={() => exit('finish')}>
              {T.continue}
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <PaymentMethodsPanel
              key={subscription.status}
              methods={methods}
              // A card is needed to charge now, or when the store requires a tokenized method
              // (002 §4); the button's text follows 002 §4: 'Pagar' if pay-now; else 'Finalizar' if
              // a card is chosen, tokenization is required or issuer fees apply; else 'Continuar
              // sin tarjeta'. A redirect rail that is not paid now just finishes ('Finalizar').
              cardRequired={payNow || requireTokenized}
              label={(oneclick, cardChosen) =>
                oneclick
                  ? oneClickButtonText({ payNow, cardChosen, requireTokenized, issuerFees })
                  : payNow
                    ? 'Pagar'
                    : 'Finalizar'
              }
              initialCardId={subscription.cardId ?? null}
              userId={session?.user.userId}
              busy={rail.starting || saving}
              busyText={rail.starting ? T.redirecting : T.saving}
              texts={T}
              mutedEmpty={false}
              onPay={(request) => void submit(request)}
            />
            {saveFailed ? (
              // 001 §8 "Card change failure", back on the card picker.
              <Text role="alert" color="fg.error">
                {T.cardSaveFailed}
              </Text>
            ) : null}
          </Stack>
        )}
      </Grid>
      {step.kind === 'oneclick' ? (
        <PaymentDialog
          kind={step.action}
          subscription={subscription}
          cardId={step.cardId}
          texts={{ ...paymentDialogTexts(step.action, 'subscription'), success: T.success }}
          onClose={(paid) => {
            if (paid) return exit('finish');
            setStep({ kind: 'broker' });
            void reload({ quiet: true });
          }}
        />
      ) : null}
      {step.kind === 'result' ? (
        step.result === 'OK' ? (
          successDialog
        ) : (
          <ExecutionResultDialog
            result={step.result}
            status={subscription.status}
            subject="subscription"
            onClose={() => setStep({ kind: 'broker' })}
          />
        )
      ) : null}
      {rail.error ? <StartFailedDialog error={rail.error} onClose={rail.clearError} /> : null}
      {railReturn.state?.phase === 'paid' ? successDialog : null}
      {railReturn.state && railReturn.state.phase !== 'paid' ? (
        <RailReturnDialog
          state={railReturn.state}
          subject="subscription"
          onClose={() => {
            railReturn.dismiss();
            void reload({ quiet: true });
          }}
        />
      ) : null}
    </Box>
  );
}
