import { Box, Heading } from '@storefront/ui';

// Placeholder: the FastCheckout screen (route "fast-checkout") is written in its own issue.
export default function FastCheckoutPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Checkout rápido
      </Heading>
    </Box>
  );
}
