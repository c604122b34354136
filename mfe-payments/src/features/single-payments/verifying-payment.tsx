// 002 §4 "the redirect screen for Mercado Pago or Webpay Plus is shown" while the server says
// whether the provider was paid (a commit, or the transaction polled every 5 s).
import { Spinner, Stack, Text } from '@storefront/ui';
import { SINGLE_PAYMENT_TEXTS as T } from '../../payment-request/single-payment-texts';

export function VerifyingPayment() {
  return (
    <Stack role="status" align="center" gap="3" py="8" textAlign="center">
      <Spinner size="lg" color="brand.primary" borderWidth="3px" />
      <Text fontWeight="semibold">{T.verifying}</Text>
      <Text fontSize="sm" color="fg.muted">
        {T.verifyingBody}
      </Text>
    </Stack>
  );
}
