import { Box, Heading } from '@storefront/ui';

// Placeholder: the ChargeApproved screen (route "userpanel/charges/:chargeId/approved") is written in its own issue.
export default function ChargeApprovedPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Cobro aprobado
      </Heading>
    </Box>
  );
}
