import { Box, Heading } from '@storefront/ui';

// Placeholder: the Checkout screen (route "checkout") is written in its own issue.
export default function CheckoutPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Checkout
      </Heading>
    </Box>
  );
}
