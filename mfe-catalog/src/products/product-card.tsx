// A landing product card (spec 000 §2, §9 card height 350 mobile, 430 desktop): image, name, brand
// and price; the whole card is one link to products/{id} (the name is the link, stretched over
// the card, so a screen reader hears the product's name once).
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Image, Link, Stack, Text } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { useStorePath } from '@storefront/state';
import type { CardPrice } from '@storefront/domain';
import { ProductPrice } from './product-price';

/** The card's outer height per breakpoint (spec 000 §9); its skeleton takes the same. */
export const PRODUCT_CARD_HEIGHT = { base: '350px', md: '430px' } as const;

export interface ProductCardProps {
  product: Product;
  price: CardPrice | null;
  /** The link was clicked (the landing opens the product dialog on a plain click). */
  onSelect?(event: MouseEvent<HTMLAnchorElement>): void;
  /**
   * One of the first cards on screen: its image loads at once and first (the catalogue's largest
   * paint, issue 15) instead of lazily once layout has placed it.
   */
  priority?: boolean;
}

export function ProductCard({ product, price, onSelect, priority = false }: ProductCardProps) {
  const storePath = useStorePath();
  return (
    <Box
      as="article"
      position="relative"
      display="flex"
      flexDirection="column"
      h={PRODUCT_CARD_HEIGHT}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      overflow="hidden"
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      css={{
        '&:has(a:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'var(--chakra-colors-brand-primary)',
          outlineOffset: '2px',
        },
      }}
    >
      <Box
        flex="1"
        minH="0"
        bg="bg.subtle"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {product.imageUrl ? (
          <Image
            src={product.imageUrl}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            width={600}
            height={600}
            w="100%"
            h="100%"
            objectFit="cover"
          />
        ) : null}
      </Box>
      <Stack gap="1.5" p={{ base: '3', md: '4' }}>
        {product.brand ? (
          <Text
            fontSize="xs"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
            lineClamp={1}
          >
            {product.brand}
          </Text>
        ) : null}
        <Text
          as="h3"
          fontWeight="semibold"
          fontSize={{ base: 'sm', md: 'md' }}
          lineClamp={2}
          minH={{ base: '2.5em', md: '3em' }}
        >
          <Link
            asChild
            color="inherit"
            _hover={{ textDecoration: 'none' }}
            _focusVisible={{ outline: 'none' }}
            _after={{ content: '""', position: 'absolute', inset: 0 }}
          >
            <RouterLink
              to={storePath(`products/${encodeURIComponent(product._id)}`)}
              onClick={onSelect}
            >
              {product.name}
            </RouterLink>
          </Link>
        </Text>
        <ProductPrice price={price} size="md" />
      </Stack>
    </Box>
  );
}
