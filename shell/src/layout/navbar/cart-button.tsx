import { Badge, Box, VisuallyHidden } from '@storefront/ui';
import { StoreLink } from '../store-link';
import { NavIcon } from './nav-icon';

/** Cart link with the item-count badge (0 when the count failed). */
export function CartButton({ to, count, color }: { to: string; count: number; color: string }) {
  return (
    <StoreLink
      destination={{ kind: 'internal', to }}
      color={color}
      display="inline-flex"
      alignItems="center"
      px="2"
      py="2"
      borderRadius="md"
      _hover={{ bg: 'blackAlpha.100', textDecoration: 'none' }}
    >
      <Box position="relative" display="inline-flex">
        <NavIcon name="cart" size="1.6em" />
        <Badge
          position="absolute"
          top="-2"
          right="-3"
          borderRadius="full"
          minW="5"
          justifyContent="center"
          bg="brand.secondary"
          color="white"
          fontSize="xs"
          data-testid="cart-count"
        >
          {count}
        </Badge>
      </Box>
      <VisuallyHidden>Carrito</VisuallyHidden>
    </StoreLink>
  );
}
