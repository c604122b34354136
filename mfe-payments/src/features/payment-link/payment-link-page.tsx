import { Box, Heading } from '@storefront/ui';

// Placeholder: the PaymentLink screen (route "paymentLink/:paymentLinkId") is written in its own issue.
export default function PaymentLinkPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Link de pago
      </Heading>
    </Box>
  );
}
