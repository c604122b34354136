import { Box, Heading } from '@storefront/ui';

// Placeholder: the Service screen (route "services/:serviceId") is written in its own issue.
export default function ServicePage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Servicio
      </Heading>
    </Box>
  );
}
