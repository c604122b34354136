import { Box, Heading } from '@storefront/ui';

// Placeholder: the FastCheckoutPayment screen (route "fast-checkout/:fastCheckoutId/payment") is written in its own issue.
export default function FastCheckoutPaymentPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Pago
      </Heading>
    </Box>
  );
}
