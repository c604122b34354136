// {store}/checkout (spec 001 §2 Checkout): the pre-subscription screen. Redirects to the store
// root when the cart is empty and to the charges panel on a service store; the shell's guard has
// already sent a signed-out shopper to login?action=subscribe.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { checkoutRedirect } from '@storefront/domain';
import { useStorePath, useTenant } from '@storefront/state';
import { Button, PageSpinner, Stack, Text, WidePage } from '@storefront/ui';
import { CheckoutForm } from './checkout-form';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';
import { useCheckoutCart, useCheckoutProfile } from './use-checkout-data';

export default function CheckoutPage() {
  const { store } = useTenant();
  const storePath = useStorePath();
  const serviceRedirect = checkoutRedirect(store, null);
  const isService = store.serviceType === 'service';
  const cart = useCheckoutCart(store._id);
  const profile = useCheckoutProfile(store._id, cart.owner.userId);
  // Once bought, the emptied cart must not send the shopper to the store root: the purchase's own
  // navigation (to the subscriptions panel) is on its way.
  const [bought, setBought] = useState(false);

  if (isService && serviceRedirect !== null)
    return <Navigate to={storePath(serviceRedirect)} replace />;
  if (cart.state.status === 'ready' && !bought) {
    const target = checkoutRedirect(store, cart.state.data);
    if (target !== null) return <Navigate to={storePath(target)} replace />;
  }

  // A quiet reload keeps the data shown (and the form, with its dialogs, mounted).
  const cartData = cart.state.data;
  const profileData = profile.state.data;
  const failed =
    (cart.state.status === 'error' && !cartData) ||
    (profile.state.status === 'error' && !profileData);
  return (
    <WidePage title={TEXTS.title}>
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
      ) : cartData && profileData ? (
        <CheckoutForm
          cart={cartData}
          owner={cart.owner}
          profile={profileData}
          writeProfile={profile.write}
          cartAccess={{ write: cart.write, reload: () => cart.reload({ quiet: true }) }}
          onBought={() => setBought(true)}
        />
      ) : (
        <PageSpinner label={TEXTS.loading} minH="40vh" />
      )}
    </WidePage>
  );
}
