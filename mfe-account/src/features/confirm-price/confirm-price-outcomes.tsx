// The views of the screen that only tell where the subscription stands (spec 001 §2 "Confirm
// price", §4 "Confirm-price view selection", §8): not found, unable to process, processing (the
// merchant has not confirmed yet), programmed, successful and failed payment.
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, isAwaitingResponse, MONEY_OUTCOME_TEXTS } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { useStorePath, useTenant } from '@storefront/state';
import { Box, Button, Stack, Text, Wrap } from '@storefront/ui';
import { MoneyOutcomeSummary } from '@storefront/widgets/money-outcome';
import { CONFIRM_PRICE_TEXTS as TEXTS } from './confirm-price-texts';
import { ViewFrame } from '../../components/view-frame';
import { SubscriptionLines } from './subscription-lines';
import { formatWait, useWaitLeft } from './use-wait-left';

function ToSubscriptions({ primary }: { primary?: boolean }) {
  const storePath = useStorePath();
  return (
    <Button asChild colorPalette="brand" variant={primary ? 'solid' : 'outline'}>
      <RouterLink to={storePath('userpanel/subscriptions')}>{TEXTS.toSubscriptions}</RouterLink>
    </Button>
  );
}

/** 001 §8 "'Suscripción no encontrada' with a link to home". */
export function NotFoundView({ focusTitle }: { focusTitle?: boolean }) {
  const storePath = useStorePath();
  return (
    <ViewFrame title={TEXTS.notFoundTitle} intro={TEXTS.notFoundBody} focusTitle={focusTitle}>
      <Box>
        <Button asChild colorPalette="brand">
          <RouterLink to={storePath('')}>{TEXTS.toHome}</RouterLink>
        </Button>
      </Box>
    </ViewFrame>
  );
}

/** 001 §8 "Subscription cannot be processed: 'fue modificada o cancelada'". */
export function UnableView({ focusTitle }: { focusTitle?: boolean }) {
  return (
    <ViewFrame title={TEXTS.unableTitle} intro={TEXTS.unableBody} focusTitle={focusTitle}>
      <Box>
        <ToSubscriptions primary />
      </Box>
    </ViewFrame>
  );
}

/** Awaiting the merchant: the prices shown are still referential (001 §9 note). */
export function ProcessingView({ subscription }: { subscription: Subscription }) {
  const { policy } = useTenant();
  return (
    <ViewFrame title={TEXTS.processingTitle} intro={TEXTS.processingBody}>
      {isAwaitingResponse(policy.subscriptionPolicy?.defaultStatus) ? (
        <Text borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
          {TEXTS.referential}
        </Text>
      ) : null}
      <SubscriptionLines subscription={subscription} />
      <Box>
        <ToSubscriptions />
      </Box>
    </ViewFrame>
  );
}

export function ProgrammedView({
  subscription,
  focusTitle,
}: {
  subscription: Subscription;
  focusTitle?: boolean;
}) {
  return (
    <ViewFrame
      title={TEXTS.programmedTitle}
      intro={TEXTS.programmedBody(formatDate(subscription.payday))}
      focusTitle={focusTitle}
    >
      {/* Told right after her confirmation (not on a later visit): nothing was charged today. */}
      {focusTitle ? <Paid subscription={subscription} charged={false} /> : null}
      <Box>
        <ToSubscriptions primary />
      </Box>
    </ViewFrame>
  );
}

/** What the confirmation paid today (or not) and what comes next, from the server (issue 39). */
function Paid({ subscription, charged }: { subscription: Subscription; charged: boolean }) {
  return (
    <MoneyOutcomeSummary
      source={{ subscriptions: [subscription], charged }}
      itemsTitle={MONEY_OUTCOME_TEXTS.paidFor}
    />
  );
}

export function SuccessView({
  subscription,
  focusTitle,
}: {
  subscription: Subscription;
  focusTitle?: boolean;
}) {
  return (
    <ViewFrame title={TEXTS.successTitle} intro={TEXTS.successBody} focusTitle={focusTitle}>
      <Paid subscription={subscription} charged />
      <Box>
        <ToSubscriptions primary />
      </Box>
    </ViewFrame>
  );
}

export type FailureReason = 'declined' | 'too-soon' | 'call-failed';

/**
 * The charge was declined, the call failed, or it came inside the 5-minute wait (001 §8 "Retry too
 * soon"). Trying again goes back to the terms view once the wait is over.
 */
export function FailedView(props: {
  reason: FailureReason;
  lastPaymentTry: string | null | undefined;
  onTryAgain(): void;
  focusTitle?: boolean;
}) {
  const left = useWaitLeft(props.lastPaymentTry);
  const tooSoon = props.reason === 'too-soon';
  return (
    <ViewFrame
      title={tooSoon ? TEXTS.tooSoonTitle : TEXTS.failedTitle}
      intro={
        tooSoon
          ? TEXTS.tooSoonBody
          : props.reason === 'declined'
            ? TEXTS.failedBody
            : TEXTS.callFailedBody
      }
      focusTitle={props.focusTitle}
    >
      <Stack gap="3">
        {left > 0 ? (
          <Text id="confirm-price-wait" aria-live="off">
            {TEXTS.waitLeft(formatWait(left))}
          </Text>
        ) : null}
        <Wrap gap="3">
          <Button
            colorPalette="brand"
            onClick={props.onTryAgain}
            disabled={left > 0}
            aria-describedby={left > 0 ? 'confirm-price-wait' : undefined}
          >
            {TEXTS.tryAgain}
          </Button>
          <ToSubscriptions />
        </Wrap>
      </Stack>
    </ViewFrame>
  );
}
