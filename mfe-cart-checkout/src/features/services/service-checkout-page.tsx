import { Box, Heading } from '@storefront/ui';

// Placeholder: the ServiceCheckout screen (route "services/:serviceId/checkout") is written in its own issue.
export default function ServiceCheckoutPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Contratar servicio
      </Heading>
    </Box>
  );
}
