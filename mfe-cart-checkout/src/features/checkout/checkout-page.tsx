// {store}/checkout (spec 001 §2 Checkout): the pre-subscription screen. Redirects to the store
// root when the cart is empty and to the charges panel on a service store; the shell's guard has
// already sent a signed-out shopper to login?action=subscribe.
import { Navigate } from 'react-router-dom';
import { checkoutRedirect } from '@storefront/domain';
import { useStorePath, useTenant } from '@storefront/state';
import { Button, Container, Heading, PageSpinner, Stack, Text } from '@storefront/ui';
import { CheckoutForm } from './checkout-form';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';
import { useCheckoutCart, useCheckoutProfile } from './use-checkout-data';

export default function CheckoutPage() {
  const { store } = useTenant();
  const storePath = useStorePath();
  const serviceRedirect = checkoutRedirect(store, null);
  const isService = store.serviceType === 'service';
  const cart = useCheckoutCart(store._id);
  const profile = useCheckoutProfile(store._id);

  if (isService && serviceRedirect !== null) return <Navigate to={storePath(serviceRedirect)} replace />;
  if (cart.state.status === 'ready') {
    const target = checkoutRedirect(store, cart.state.data);
    if (target !== null) return <Navigate to={storePath(target)} replace />;
  }

  const failed = cart.state.status === 'error' || profile.state.status === 'error';
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={{ base: '6', md: '8' }}>
        {TEXTS.title}
      </Heading>
      {failed ? (
        <Stack role="alert" align="flex-start" gap="3">
          <Text>{TEXTS.loadError}</Text>
          <Button
            variant="outline"
            onClick={() => {
              if (cart.state.status === 'error') void cart.reload();
              if (profile.state.status === 'error') void profile.reload();
            }}
          >
            {TEXTS.retry}
          </Button>
        </Stack>
      ) : cart.state.status === 'ready' && profile.state.status === 'ready' ? (
        <CheckoutForm
          cart={cart.state.data}
          owner={cart.owner}
          profile={profile.state.data}
          writeProfile={profile.write}
          cartAccess={{ write: cart.write, reload: cart.reload }}
        />
      ) : (
        <PageSpinner label={TEXTS.loading} minH="40vh" />
      )}
    </Container>
  );
}
