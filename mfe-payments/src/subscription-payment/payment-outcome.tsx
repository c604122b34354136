// What the payment screen says after 'Pagar' or a provider's return (001 §4 "Payment execution",
// §8): the results OK and Canceled, a redirect that could not start, and the return being verified
// (the transaction polled every 5 s), paid, or not paid.
import {
  MONEY_OUTCOME_TEXTS,
  PAYMENT_RESULT_TEXTS as RESULT,
  paymentNotAllowedText,
  paymentPaidText,
  type PaymentResult,
  type PaymentSubject,
} from '@storefront/domain';
import { Modal, PageSpinner, ResultDialog, Stack, Text } from '@storefront/ui';
import { MoneyOutcomeSummary } from '@storefront/widgets/money-outcome';
import { actionFailureText } from '@storefront/widgets/subscription-payment';
import type { RailReturnState } from '../rails';
import { PAYMENT_TEXTS as T } from './payment-texts';

export function ExecutionResultDialog({
  result,
  status,
  subject,
  onClose,
}: {
  result: Exclude<PaymentResult, 'Failed'>;
  status: string;
  /** A subscription or an instalment: the words name it (001 §8 "suscripción/cuota"). */
  subject: PaymentSubject;
  onClose(): void;
}) {
  return result === 'OK' ? (
    <ResultDialog
      open
      variant="success"
      title={RESULT.successTitle}
      body={<Text role="status">{T.alreadyPaid[subject]}</Text>}
      actionLabel={T.accept}
      onClose={onClose}
    />
  ) : (
    <ResultDialog
      open
      variant="failure"
      title={RESULT.failureTitle}
      body={<Text role="alert">{paymentNotAllowedText(subject, status)}</Text>}
      actionLabel={T.accept}
      onClose={onClose}
    />
  );
}

/** A redirect rail refused to start ('Failed'): the server's Spanish text where it gives one. */
export function StartFailedDialog({ error, onClose }: { error: unknown; onClose(): void }) {
  return (
    <ResultDialog
      open
      variant="failure"
      title={RESULT.failureTitle}
      body={<Text role="alert">{actionFailureText(error, RESULT.failureBody)}</Text>}
      actionLabel={T.accept}
      onClose={onClose}
    />
  );
}

export function RailReturnDialog({
  state,
  subject,
  subscriptionId,
  onClose,
}: {
  state: RailReturnState;
  subject: PaymentSubject;
  /** The paid subscription: its paid amount and next charge are told under the words (issue 39). */
  subscriptionId?: string;
  onClose(): void;
}) {
  if (state.phase === 'verifying') {
    return (
      <Modal open onClose={onClose} title={T.verifyingTitle} width="375px">
        {/* The spinner is the live status; the dialog's title and text say what it waits for. */}
        <Stack gap="3">
          <Text>{T.verifyingBody}</Text>
          <PageSpinner label={T.verifyingTitle} minH="16" />
        </Stack>
      </Modal>
    );
  }
  if (state.phase === 'paid') {
    return (
      <ResultDialog
        open
        variant="success"
        title={RESULT.successTitle}
        body={
          <Stack gap="4">
            <Text role="status">{paymentPaidText(subject)}</Text>
            {subscriptionId ? (
              <MoneyOutcomeSummary
                source={{ subscriptionIds: [subscriptionId] }}
                itemsTitle={MONEY_OUTCOME_TEXTS.paidFor}
              />
            ) : null}
          </Stack>
        }
        actionLabel={T.accept}
        onClose={onClose}
      />
    );
  }
  // 001 §8 "Validation failure".
  return (
    <ResultDialog
      open
      variant="failure"
      title={RESULT.verifyFailedTitle}
      body={<Text role="alert">{RESULT.verifyFailedBody}</Text>}
      actionLabel={T.accept}
      onClose={onClose}
    />
  );
}
