// The outcome of the last attempt above "Pagar": a return that did not end paid (001 §8 texts) or
// a start that failed, as a dismissible alert.
import { PAYMENT_RESULT_TEXTS, paymentMethodTitle, type RailName } from '@storefront/domain';
import { Box, CloseButton, Flex, Text } from '@storefront/ui';
import type { RailReturnFailure } from '../../rails';
import { SINGLE_PAYMENT_TEXTS as T } from '../../payment-request/single-payment-texts';
import type { PayProblem } from './use-intent-flow';

export type Notice =
  | { kind: 'return'; rail: RailName; reason: RailReturnFailure }
  | { kind: 'pay'; problem: PayProblem };

function words(notice: Notice): { title: string; body?: string } {
  if (notice.kind === 'return') {
    return notice.reason === 'declined'
      ? { title: PAYMENT_RESULT_TEXTS.failureTitle, body: PAYMENT_RESULT_TEXTS.failureBody }
      : {
          title: PAYMENT_RESULT_TEXTS.verifyFailedTitle,
          body: PAYMENT_RESULT_TEXTS.verifyFailedBody,
        };
  }
  if (notice.problem === 'start-failed') {
    return { title: PAYMENT_RESULT_TEXTS.verifyFailedTitle, body: T.payFailed };
  }
  return {
    title: T.anotherInProgress(
      paymentMethodTitle(notice.problem.anotherInProgress.paymentMethod.name),
    ),
  };
}

export function PaymentNotice({ notice, onClose }: { notice: Notice; onClose(): void }) {
  const { title, body } = words(notice);
  return (
    <Flex
      role="alert"
      align="flex-start"
      gap="3"
      borderRadius="md"
      bg="red.50"
      color="red.800"
      px="4"
      py="3"
    >
      <Box flex="1">
        <Text fontWeight="semibold">{title}</Text>
        {body ? <Text fontSize="sm">{body}</Text> : null}
      </Box>
      <CloseButton size="sm" aria-label={T.dismiss} onClick={onClose} />
    </Flex>
  );
}
