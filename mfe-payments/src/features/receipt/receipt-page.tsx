import { Box, Heading } from '@storefront/ui';

// Placeholder: the SinglePaymentSuccess screen (route "single-payments/:paymentRequestId/success/:paymentIntentId") is written in its own issue.
export default function ReceiptPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Comprobante de pago
      </Heading>
    </Box>
  );
}
