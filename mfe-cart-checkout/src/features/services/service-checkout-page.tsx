// services/{serviceId}/checkout (spec 002 §2 Services, §4 Service hiring, §5, §8, §9): the user's
// data, the order summary, the card picker and Confirmar. An unknown, inactive or another store's
// service shows the not-found screen, as on the service page.
import { useParams } from 'react-router-dom';
import type { User } from '@storefront/sdk';
import { useServerData, useSession } from '@storefront/state';
import { Button, PageSpinner, Stack, Text, WidePage } from '@storefront/ui';
import { ServiceCheckoutForm } from './service-checkout-form';
import { ServiceNotFound } from './service-not-found';
import { SERVICE_CHECKOUT_TEXTS as TEXTS, SERVICE_PAGE_TEXTS } from './service-texts';
import { useService } from './use-service';

export default function ServiceCheckoutPage() {
  const { serviceId } = useParams();
  const view = useService(serviceId);
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const profile = useServerData<User>(userId ? (['profile', userId] as const) : null, (api) =>
    api.auth.profile(),
  );

  if (view.status === 'not-found') return <ServiceNotFound />;
  const failed =
    view.status === 'error' || (profile.state.status === 'error' && !profile.state.data);
  return (
    <WidePage title={TEXTS.title}>
      {failed ? (
        <Stack role="alert" align="flex-start" gap="3">
          <Text>{SERVICE_PAGE_TEXTS.loadError}</Text>
          <Button
            variant="outline"
            onClick={() => {
              if (view.status === 'error') view.retry();
              if (profile.state.status === 'error') void profile.reload();
            }}
          >
            {SERVICE_PAGE_TEXTS.retry}
          </Button>
        </Stack>
      ) : view.status === 'ready' && profile.state.data ? (
        <ServiceCheckoutForm service={view.service} user={profile.state.data} />
      ) : (
        <PageSpinner label={TEXTS.loading} minH="40vh" />
      )}
    </WidePage>
  );
}
