// The loading stand-in for a ProductCard: the card's own outer box (height per breakpoint, full
// width of its grid cell, border and radius) with a Chakra skeleton for the image, brand, name and
// price, so the real card replaces it without moving anything (issue 15: no layout shift). Hidden
// from assistive technology: the section's aria-busy and the live texts say what is loading.
import { Box, Skeleton, Stack } from '@storefront/ui';
import { PRODUCT_CARD_HEIGHT } from './product-card';

export function ProductCardSkeleton() {
  return (
    <Box
      aria-hidden="true"
      data-testid="product-card-skeleton"
      display="flex"
      flexDirection="column"
      w="100%"
      h={PRODUCT_CARD_HEIGHT}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      overflow="hidden"
    >
      <Skeleton flex="1" minH="0" borderRadius="0" />
      <Stack gap="1.5" p={{ base: '3', md: '4' }}>
        <Skeleton h="3" w="40%" />
        <Skeleton h={{ base: '2.5em', md: '3em' }} fontSize={{ base: 'sm', md: 'md' }} w="90%" />
        <Skeleton h="6" w="50%" />
      </Stack>
    </Box>
  );
}
