import { Box, Heading } from '@storefront/ui';

// Placeholder: the ConfirmPrice screen (route "confirmPrice/:subscriptionId") is written in its own issue.
export default function ConfirmPricePage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Confirmar precio
      </Heading>
    </Box>
  );
}
