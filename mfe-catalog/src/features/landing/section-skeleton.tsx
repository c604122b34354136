// A landing section's stand-in while its products load or its display's code arrives: the
// display's own shape, so the section keeps its place (issue 15: no layout shift). Cards use the
// card skeleton (the card's exact size); the carousel and the table take their usual height.
// Hidden from assistive technology: the section's aria-busy says it is loading.
import { Box, HStack, SimpleGrid, Skeleton } from '@storefront/ui';
import type { LandingCategory } from '@storefront/sdk';
import { ProductCardSkeleton } from '../../products/product-card-skeleton';
import { SLIDE_WIDTH } from '../../products/section-types';

export function SectionSkeleton({ display }: { display: LandingCategory['display'] }) {
  if (display === 'saas') {
    return (
      <Box aria-hidden="true" data-testid="section-skeleton">
        {/* the carousel's arrow row (md up) */}
        <Box h="8" mb="3" hideBelow="md" />
        <HStack gap="20px" overflow="hidden" pb="3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              key={i}
              flex={`0 0 min(${SLIDE_WIDTH}px, 85vw)`}
              h="300px"
              borderRadius="2xl"
            />
          ))}
        </HStack>
      </Box>
    );
  }
  if (display === 'table') {
    return (
      <SimpleGrid
        aria-hidden="true"
        data-testid="section-skeleton"
        columns={{ base: 2, sm: 3, md: 4 }}
        gap="1px"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="88px" borderRadius="0" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      aria-hidden="true"
      data-testid="section-skeleton"
      columns={{ base: 2, md: 3, lg: 4 }}
      rowGap="35px"
      columnGap={{ base: '20px', md: '30px' }}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
