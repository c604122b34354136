// The retry or reactivate dialog (spec 001 §4 "Retry and reactivate", §8 texts): the 5-minute
// wait with its countdown (then the automatic try), the payment, then success or failure. The
// page reads the list again when it closes (001 §4 "reactivate reloads the page on close").
import {
  formatCountdown,
  PAYMENT_RESULT_TEXTS as RESULT,
  RETRY_TOO_SOON_MESSAGE,
  RETRY_TOO_SOON_TITLE,
} from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { Button, Modal, PageSpinner, Stack, Text } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import { actionFailureText } from './action-failure';
import { usePaymentAttempt, type PaymentKind } from './use-payment-attempt';

export interface PaymentDialogProps {
  kind: PaymentKind;
  subscription: Subscription;
  /** Closed; `paid` is the subscription after a successful payment. */
  onClose(paid: Subscription | null): void;
}

export function PaymentDialog({ kind, subscription, onClose }: PaymentDialogProps) {
  const { state, leftMs } = usePaymentAttempt(subscription, kind);
  const paying = state.phase === 'paying';
  const close = () => {
    if (!paying) onClose(state.phase === 'success' ? state.subscription : null);
  };
  const view = (() => {
    switch (state.phase) {
      case 'waiting':
        return {
          title: RETRY_TOO_SOON_TITLE,
          body: (
            <Stack gap="3">
              <Text>{RETRY_TOO_SOON_MESSAGE}</Text>
              <Text role="timer" fontWeight="semibold">
                {TEXTS.payment.countdown(formatCountdown(leftMs))}
              </Text>
            </Stack>
          ),
        };
      case 'paying':
        return {
          title: kind === 'retry' ? TEXTS.payment.retryTitle : TEXTS.payment.reactivateTitle,
          body: <PageSpinner label={TEXTS.payment.paying} minH="20" />,
        };
      case 'success':
        return {
          title: RESULT.successTitle,
          body: (
            <Text role="status">
              {kind === 'retry' ? RESULT.retrySuccess : RESULT.reactivateSuccess}
            </Text>
          ),
        };
      case 'failure': {
        const message = actionFailureText(state.error, RESULT.failureBody);
        return {
          title: RESULT.failureTitle,
          body: <Text role="alert">{message}</Text>,
        };
      }
    }
  })();
  return (
    <Modal
      open
      onClose={close}
      title={view.title}
      width="375px"
      footer={
        <Button
          colorPalette="brand"
          onClick={close}
          disabled={paying}
          w={{ base: 'full', sm: 'auto' }}
        >
          {state.phase === 'waiting' ? TEXTS.payment.close : TEXTS.payment.accept}
        </Button>
      }
    >
      {view.body}
    </Modal>
  );
}
