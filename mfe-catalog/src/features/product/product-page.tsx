import { Box, Heading } from '@storefront/ui';

// Placeholder: the Product screen (route "products/:productId") is written in its own issue.
export default function ProductPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Producto
      </Heading>
    </Box>
  );
}
