import { Box, Heading } from '@storefront/ui';

// Placeholder: the Cart screen (route "cart") is written in its own issue.
export default function CartPage() {
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        Carrito
      </Heading>
    </Box>
  );
}
