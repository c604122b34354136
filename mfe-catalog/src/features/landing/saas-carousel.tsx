// display "saas": a software-service style horizontal carousel of 340px slides (spec 000 §9).
// Native horizontal scrolling with snap points (swipe on phones), plus arrow buttons.
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, HStack, IconButton, Stack, Text } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { useStorePath } from '@storefront/state';
import { ChevronIcon } from './icons';
import { ProductPrice } from '../../products/product-price';
import { SLIDE_WIDTH, type PriceOf, type SelectProduct } from '../../products/section-types';

const GAP = 20;

export function SaasCarousel({
  title,
  products,
  priceOf,
  onSelect,
}: {
  title: string;
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
}) {
  const scroller = useRef<HTMLDivElement>(null); // the <ul> below (typed as the HStack element);
  const storePath = useStorePath();
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * (SLIDE_WIDTH + GAP), behavior: 'smooth' });

  return (
    <Box
      role="region"
      aria-roledescription="carrusel"
      aria-label={`Productos de ${title}`}
      position="relative"
    >
      <HStack justify="flex-end" gap="2" mb="3" hideBelow="md">
        <IconButton
          aria-label="Anterior"
          variant="outline"
          size="sm"
          borderRadius="full"
          onClick={() => scroll(-1)}
        >
          <ChevronIcon direction="left" />
        </IconButton>
        <IconButton
          aria-label="Siguiente"
          variant="outline"
          size="sm"
          borderRadius="full"
          onClick={() => scroll(1)}
        >
          <ChevronIcon direction="right" />
        </IconButton>
      </HStack>
      <HStack
        as="ul"
        ref={scroller}
        listStyleType="none"
        gap={`${GAP}px`}
        align="stretch"
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="3"
        css={{ scrollbarWidth: 'thin' }}
      >
        {products.map((product) => (
          <Box
            as="li"
            key={product._id}
            flex={`0 0 min(${SLIDE_WIDTH}px, 85vw)`}
            scrollSnapAlign="start"
          >
            <Stack
              h="100%"
              gap="4"
              p="6"
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="2xl"
              bg="bg"
              boxShadow="sm"
            >
              <Text as="h3" fontWeight="bold" fontSize="xl" lineClamp={2}>
                {product.name}
              </Text>
              <ProductPrice price={priceOf(product)} size="xl" />
              {product.preview || product.description ? (
                <Text color="fg.muted" fontSize="sm" lineClamp={5} flex="1">
                  {product.preview || product.description}
                </Text>
              ) : (
                <Box flex="1" />
              )}
              <Button asChild colorPalette="brand" w="100%">
                <RouterLink
                  to={storePath(`products/${encodeURIComponent(product._id)}`)}
                  onClick={(event) => onSelect(product, event)}
                  aria-label={`Ver ${product.name}`}
                >
                  Ver detalle
                </RouterLink>
              </Button>
            </Stack>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
