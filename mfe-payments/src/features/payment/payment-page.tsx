import { Box, Heading } from '@storefront/ui';

// Placeholder: the Payment screen (route "payment/:subscriptionId") is written in its own issue.
export default function PaymentPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Pago
      </Heading>
    </Box>
  );
}
