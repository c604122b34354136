import { Box, Heading } from '@storefront/ui';

// Placeholder: the Catalog screen (route "catalog") is written in its own issue.
export default function CatalogPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Catálogo
      </Heading>
    </Box>
  );
}
