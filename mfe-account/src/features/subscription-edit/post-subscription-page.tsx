import { Box, Heading } from '@storefront/ui';

// Placeholder: the PostSubscription screen (route "postsubscription/:subscriptionId") is written in its own issue.
export default function PostSubscriptionPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Post suscripción
      </Heading>
    </Box>
  );
}
