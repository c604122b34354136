import { Box, Heading } from '@storefront/ui';

// Placeholder: the Info screen (route "info") is written in its own issue.
export default function InfoPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        ¿Cómo funciona?
      </Heading>
    </Box>
  );
}
