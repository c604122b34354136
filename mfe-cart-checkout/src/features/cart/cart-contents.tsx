// A cart with lines (spec 000 §2 Cart page): the lines, a pharmacy info card for pharmacy stores,
// the order summary, a sticky "Continuar" to checkout and the template's secondary button. Its own
// chunk: an empty cart does not load it, and the cart page starts loading it as soon as the navbar's
// count says there are lines (in parallel with the cart's read).
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Grid, lazyPage, Stack } from '@storefront/ui';
import { cartSummary, defaultRoute, isPharmacyStore } from '@storefront/domain';
import type { Cart, Product } from '@storefront/sdk';
import { useStorePath, useTenant } from '@storefront/state';
import { CartItem } from './cart-item';
import { OrderSummary } from './order-summary';
import type { PharmacyInfoCardProps } from './pharmacy-info-card';
import type { useContinueToCheckout } from './use-continue-to-checkout';
import type { LineAction } from './use-cart';

// Only pharmacy stores show it: the other stores' carts do not load it.
const PharmacyInfoCard = lazyPage<PharmacyInfoCardProps>(
  () => import('./pharmacy-info-card'),
  'PharmacyInfoCard',
);

type Line = Cart['products'][number];

export interface CartContentsProps {
  cart: Cart;
  products: Record<string, Product>;
  pending: Record<string, LineAction>;
  lineErrors: Record<string, string>;
  onQuantity(line: Line, quantity: number): void;
  onRemove(line: Line): void;
  checkout: ReturnType<typeof useContinueToCheckout>;
}

export const CONTINUE_TEXT = 'Continuar';

export function CartContents({
  cart,
  products,
  pending,
  lineErrors,
  onQuantity,
  onRemove,
  checkout,
}: CartContentsProps) {
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const cartView = store.content.views.cart;
  // Not in the contract: a store may switch quantity changes off with cart view
  // `allowQuantitySelection: false` (spec 000 §2 "quantity selection is allowed"); default on.
  const selectionAllowed =
    (cartView as { allowQuantitySelection?: unknown }).allowQuantitySelection !== false;

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
      templateAreas={{
        base: '"items" "summary" "bar" "secondary"',
        lg: '"items summary" "items bar" "items secondary" "items ."',
      }}
      templateRows={{ lg: 'auto auto auto 1fr' }}
      columnGap="10"
      rowGap={{ base: '4', lg: '3' }}
    >
      <Stack gridArea="items" gap="4">
        {isPharmacyStore(store.name) ? (
          <Suspense fallback={null}>
            <PharmacyInfoCard supportEmail={store.supportEmail} />
          </Suspense>
        ) : null}
        <Box
          as="ul"
          aria-label="Productos en tu carrito"
          listStyleType="none"
          borderTopWidth="1px"
          borderColor="border.muted"
        >
          {cart.products.map((line) => (
            <CartItem
              key={line._id}
              line={line}
              product={products[line.productId]}
              selectionAllowed={selectionAllowed}
              pending={pending[line._id]}
              error={lineErrors[line._id]}
              onQuantity={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onRemove(line)}
            />
          ))}
        </Box>
      </Stack>
      <Box
        gridArea="summary"
        p={{ base: '4', md: '6' }}
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        bg="bg"
        alignSelf="start"
      >
        <OrderSummary
          summary={cartSummary(cart, {
            deliveryLabel: cartView.deliveryLabel,
            defaultStatus: policy.subscriptionPolicy?.defaultStatus,
            shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
          })}
        />
      </Box>
      {/* Sticky within the whole grid: pinned to the bottom of the screen while the lines scroll. */}
      <Box
        gridArea="bar"
        alignSelf="start"
        position="sticky"
        bottom="0"
        zIndex="docked"
        mx={{ base: '-4', lg: '0' }}
        px={{ base: '4', lg: '0' }}
        pt="3"
        pb={{ base: 'calc(0.75rem + env(safe-area-inset-bottom))', lg: '0' }}
        bg="brand.background"
        borderTopWidth={{ base: '1px', lg: '0' }}
        borderColor="border.muted"
      >
        <Button asChild colorPalette="brand" size="lg" w="100%">
          <RouterLink
            to={checkout.target}
            aria-busy={checkout.checking || undefined}
            onClick={(event) => {
              // A signed-in shopper's payer is checked first ("Confirma tus datos", 000 §4).
              if (!checkout.handlesClick) return;
              event.preventDefault();
              void checkout.continueToCheckout();
            }}
          >
            {CONTINUE_TEXT}
          </RouterLink>
        </Button>
      </Box>
      {cartView.secondaryButtonText?.trim() ? (
        <Button
          asChild
          gridArea="secondary"
          variant="outline"
          colorPalette="brand"
          size="lg"
          w="100%"
          mb={{ base: '6', lg: '0' }}
        >
          <RouterLink to={storePath(defaultRoute(store.content.views))}>
            {cartView.secondaryButtonText.trim()}
          </RouterLink>
        </Button>
      ) : null}
    </Grid>
  );
}

export default CartContents;
