// The cart (spec 000 §2 Cart page, §3 Cart, §4 Cart, §9): title from the cart view, then the
// lines with the summary and "Continuar" (cart-contents.tsx), or the empty cart. The shell already
// sends an inactive cart view to the default route and a service store to userpanel/charges
// (shell/src/routing/store-route.tsx).
// Modals (spec 000 §2 Cart page): the price-change notice for a signed-in shopper's subscriptions
// (price-change-dialog.tsx), the removed-or-reduced notice after a change (000 §4), and "Confirma
// tus datos" before checkout, which the shell shows when asked (use-continue-to-checkout.ts).
import { Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  CartChangesDialog,
  Container,
  Heading,
  lazyPage,
  PageSpinner,
  Stack,
  Text,
} from '@storefront/ui';
import { cartNoticeOverlay, storeViewTitle } from '@storefront/domain';
import { cartCountAtom, useSession, useTenant } from '@storefront/state';
import type { CartContentsProps } from './cart-contents';
import { EmptyCart } from './empty-cart';
import { useCart } from './use-cart';
import { useContinueToCheckout } from './use-continue-to-checkout';

const PriceChangeNotice = lazyPage(() => import('./price-change-notice'), 'PriceChangeNotice');
// The lines, summary and "Continuar": an empty cart does not load them (see cart-contents.tsx).
const CartContents = lazyPage<CartContentsProps>(() => import('./cart-contents'), 'CartContents');

const NO_CHANGES = { removed: [], reduced: [], added: [], removedBySubscription: [] };

export const CART_TITLE = 'Tu carrito';
export const CART_ERROR_TEXT = 'No pudimos cargar tu carrito. Intenta nuevamente.';

export function CartPage() {
  const { store } = useTenant();
  const { state, products, pending, lineErrors, changeQuantity, remove, reload, changeNotice } =
    useCart();
  const session = useSession();
  const registered = session !== null && !session.isGuest;
  const checkout = useContinueToCheckout();
  // The navbar's count says there are lines: their code loads while the cart is read.
  const cartCount = useAtomValue(cartCountAtom);
  useEffect(() => {
    if (cartCount > 0) void CartContents.preload();
  }, [cartCount]);

  return (
    <Container
      maxW="6xl"
      px={{ base: '4', md: '8' }}
      pt={{ base: '6', md: '10' }}
      pb={{ base: '0', lg: '12' }}
      flex="1"
    >
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={{ base: '4', md: '6' }}>
        {storeViewTitle(store.content.views, 'cart') ?? CART_TITLE}
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
        <Suspense fallback={<PageSpinner label="Cargando tu carrito" minH="40vh" />}>
          <CartContents
            cart={state.cart}
            products={products}
            pending={pending}
            lineErrors={lineErrors}
            onQuantity={changeQuantity}
            onRemove={remove}
            checkout={checkout}
          />
        </Suspense>
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
