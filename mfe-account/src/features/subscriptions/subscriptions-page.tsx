import { Box, Heading } from '@storefront/ui';

// Placeholder: the Subscriptions screen (route "userpanel/subscriptions") is written in its own issue.
export default function SubscriptionsPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Mis suscripciones
      </Heading>
    </Box>
  );
}
