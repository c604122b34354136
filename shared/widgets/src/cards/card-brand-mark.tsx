// The card's brand as a small coloured tile (the saved-cards list and the card picker). Decorative:
// the row around it names the card for assistive technology.
import { Box } from '@storefront/ui';
import { cardBrandMark } from './card-labels';

const SIZES = {
  sm: { w: '12', h: '8', fontSize: '2xs' },
  md: { w: '14', h: '10', fontSize: 'xs' },
} as const;

export function CardBrandMark({
  brand,
  size = 'md',
}: {
  brand: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <Box
      aria-hidden
      flexShrink={0}
      {...SIZES[size]}
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      letterSpacing="wide"
    >
      {cardBrandMark(brand)}
    </Box>
  );
}
