import { Box, Heading } from '@storefront/ui';

// Placeholder: the ApproveCharge screen (route "userpanel/charges/:chargeId/approve") is written in its own issue.
export default function ApproveChargePage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Aprobar cobro
      </Heading>
    </Box>
  );
}
