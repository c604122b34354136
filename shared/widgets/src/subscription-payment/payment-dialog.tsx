// The dialog of a subscription payment with its card (spec 001 §4 "Retry and reactivate" and the
// payment screen's execution, §8 texts): the 5-minute wait with its countdown (then the automatic
// try), the payment, then success or failure. The subscription list and the payment screen each
// give their own words (§8 "payment screen wording: 'No se ha podido ejecutar el pago…'").
import {
  formatCountdown,
  MONEY_OUTCOME_TEXTS,
  PAYMENT_RESULT_TEXTS as RESULT,
  RETRY_TOO_SOON_TITLE,
} from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { Button, Modal, PageSpinner, Stack, Text } from '@storefront/ui';
import { MoneyOutcomeSummary } from '../money-outcome/lazy-money-outcome';
import { actionFailureText } from './action-failure';
import { usePaymentAttempt, type PaymentKind } from './use-payment-attempt';

export interface PaymentDialogTexts {
  /** The wait's message (001 §8 "Retry too soon"). */
  tooSoon: string;
  /** "Podrás reintentar en 4:05…": the countdown line. */
  countdown(time: string): string;
  /** Title while the payment runs. */
  payingTitle: string;
  /** The spinner's label. */
  paying: string;
  /** The success message under '¡Listo! La transacción ha sido exitosa'. */
  success: string;
  close: string;
  accept: string;
}

export interface PaymentDialogProps {
  kind: PaymentKind;
  subscription: Subscription;
  texts: PaymentDialogTexts;
  /** Pay with this card (the payment screen's picker); default the subscription's own. */
  cardId?: string | null;
  /** Closed; `paid` is the subscription after a successful payment. */
  onClose(paid: Subscription | null): void;
  /**
   * After a failure, another card (issue 39: a failed retry offered none): its label, and what it
   * does (the subscription list goes to the payment screen, whose picker chooses the card).
   */
  otherCard?: { label: string; onChoose(): void };
}

export function PaymentDialog(props: PaymentDialogProps) {
  const { kind, subscription, texts, cardId, onClose, otherCard } = props;
  const { state, leftMs } = usePaymentAttempt(subscription, kind, { cardId });
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
              <Text>{texts.tooSoon}</Text>
              <Text role="timer" fontWeight="semibold">
                {texts.countdown(formatCountdown(leftMs))}
              </Text>
            </Stack>
          ),
        };
      case 'paying':
        return {
          title: texts.payingTitle,
          body: <PageSpinner label={texts.paying} minH="20" />,
        };
      case 'success':
        return {
          title: RESULT.successTitle,
          // What she paid and what comes next, from the server's rows (issue 39).
          body: (
            <Stack gap="4">
              <Text role="status">{texts.success}</Text>
              <MoneyOutcomeSummary
                source={{ subscriptions: [state.subscription] }}
                itemsTitle={MONEY_OUTCOME_TEXTS.paidFor}
              />
            </Stack>
          ),
        };
      case 'failure':
        return {
          title: RESULT.failureTitle,
          body: <Text role="alert">{actionFailureText(state.error, RESULT.failureBody)}</Text>,
        };
    }
  })();
  return (
    <Modal
      open
      onClose={close}
      title={view.title}
      width="375px"
      footer={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
          {state.phase === 'failure' && otherCard ? (
            <Button variant="outline" onClick={otherCard.onChoose} w={{ base: 'full', sm: 'auto' }}>
              {otherCard.label}
            </Button>
          ) : null}
          <Button
            colorPalette="brand"
            onClick={close}
            disabled={paying}
            w={{ base: 'full', sm: 'auto' }}
          >
            {state.phase === 'waiting' ? texts.close : texts.accept}
          </Button>
        </Stack>
      }
    >
      {view.body}
    </Modal>
  );
}
