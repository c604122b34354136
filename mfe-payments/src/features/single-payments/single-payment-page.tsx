import { Box, Heading } from '@storefront/ui';

// Placeholder: the SinglePayment screen (route "single-payments/:paymentRequestId") is written in its own issue.
export default function SinglePaymentPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Pantalla de pago
      </Heading>
    </Box>
  );
}
