import { Box, Heading } from '@storefront/ui';

// Placeholder: the ShowCharge screen (route "userpanel/charges/:chargeId") is written in its own issue.
export default function ChargePage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Detalle del cobro
      </Heading>
    </Box>
  );
}
