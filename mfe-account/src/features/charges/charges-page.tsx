import { Box, Heading } from '@storefront/ui';

// Placeholder: the ListCharges screen (route "userpanel/charges") is written in its own issue.
export default function ChargesPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Mis cobros
      </Heading>
    </Box>
  );
}
