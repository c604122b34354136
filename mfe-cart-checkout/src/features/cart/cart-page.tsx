// The cart (spec 000 §2 Cart page, §3 Cart, §4 Cart, §9): title from the cart view, the lines,
// a pharmacy info card for pharmacy stores, the order summary, and a sticky "Continuar" to
// checkout; the empty cart otherwise. The shell already sends an inactive cart view to the
// default route and a service store to userpanel/charges (shell/src/routing/store-route.tsx).
// Modals (spec 000 §2 Cart page): the price-change notice for a signed-in shopper's subscriptions
// (price-change-dialog.tsx), the removed-or-reduced notice after a change (000 §4), and "Confirma
// tus datos" before checkout, which the shell shows when asked (use-continue-to-checkout.ts).
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  CartChangesDialog,
  Container,
  Grid,
  Heading,
  lazyPage,
  PageSpinner,
  Stack,
  Text,
} from '@storefront/ui';
import { cartNoticeOverlay, cartSummary, defaultRoute } from '@storefront/domain';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import { CartItem } from './cart-item';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';
import { isPharmacyStore, PharmacyInfoCard } from './pharmacy-info-card';
import { useCart } from './use-cart';
import { useContinueToCheckout } from './use-continue-to-checkout';

const PriceChangeNotice = lazyPage(() => import('./price-change-notice'), 'PriceChangeNotice');

const NO_CHANGES = { removed: [], reduced: [], added: [], removedBySubscription: [] };

export const CART_TITLE = 'Tu carrito';
export const CART_ERROR_TEXT = 'No pudimos cargar tu carrito. Intenta nuevamente.';
export const CONTINUE_TEXT = 'Continuar';

export function CartPage() {
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const cartView = store.content.views.cart;
  const { state, products, pending, lineErrors, changeQuantity, remove, reload, changeNotice } =
    useCart();
  const session = useSession();
  const registered = session !== null && !session.isGuest;
  const checkout = useContinueToCheckout();
  // Not in the contract: a store may switch quantity changes off with cart view
  // `allowQuantitySelection: false` (spec 000 §2 "quantity selection is allowed"); default on.
  const selectionAllowed =
    (cartView as { allowQuantitySelection?: unknown }).allowQuantitySelection !== false;

  return (
    <Container
      maxW="6xl"
      px={{ base: '4', md: '8' }}
      pt={{ base: '6', md: '10' }}
      pb={{ base: '0', lg: '12' }}
      flex="1"
    >
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={{ base: '4', md: '6' }}>
        {cartView.title?.trim() || CART_TITLE}
      </Heading>

      {state.status === 'loading' ? <PageSpinner label="Cargando tu carrito" minH="40vh" /> : null}

      {state.status === 'error' ? (
        <Stack role="alert" align="flex-start" gap="3" py="6">
          <Text>{CART_ERROR_TEXT}</Text>
          <Button variant="outline" onClick={reload}>
            Reintentar
          </Button>
        </Stack>
      ) : null}

      {state.status === 'skipped' ||
      (state.status === 'ready' && state.cart.products.length === 0) ? (
        <EmptyCart />
      ) : null}

      {state.status === 'ready' && state.cart.products.length > 0 ? (
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
              <PharmacyInfoCard supportEmail={store.supportEmail} />
            ) : null}
            <Box
              as="ul"
              aria-label="Productos en tu carrito"
              listStyleType="none"
              borderTopWidth="1px"
              borderColor="border.muted"
            >
              {state.cart.products.map((line) => (
                <CartItem
                  key={line._id}
                  line={line}
                  product={products[line.productId]}
                  selectionAllowed={selectionAllowed}
                  pending={pending[line._id]}
                  error={lineErrors[line._id]}
                  onQuantity={(quantity) => changeQuantity(line, quantity)}
                  onRemove={() => remove(line)}
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
              summary={cartSummary(state.cart, {
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
      ) : null}
      {/* 000 §2 Cart page modals: removed products, reduced quantities, cart modified (000 §4
          change detection after patch and remove here, or add, merge and process elsewhere). */}
      <CartChangesDialog
        open={changeNotice.open}
        texts={
          (changeNotice.notice &&
            store.content.views.overlays?.[cartNoticeOverlay(changeNotice.notice.changes)]) ??
          {}
        }
        changes={changeNotice.notice?.changes ?? NO_CHANGES}
        cartEmpty={changeNotice.notice?.cartEmpty ?? false}
        onContinue={() => {
          changeNotice.close();
          void checkout.continueToCheckout();
        }}
        onBackToCart={changeNotice.close}
        onClose={changeNotice.close}
      />
      {/* 000 §2 Cart page modals: price-change notice (000 §4 "Price change notice on items"). */}
      {registered ? (
        <Suspense fallback={null}>
          <PriceChangeNotice />
        </Suspense>
      ) : null}
    </Container>
  );
}

export default CartPage;
