// {store}/postsubscription/{subscriptionId} (spec 001 §2 "Subscription edit", titled 'Post
// suscripción'): a service store goes to userpanel/charges; an unknown or another shopper's
// subscription shows 001 §8's 'Suscripción no encontrada'; an ended one cannot be edited (001 §4
// "Editable: pending, active, failed attempts, failed, paused, awaiting response").
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isEditable } from '@storefront/domain';
import { useStorePath, useTenant } from '@storefront/state';
import { Box, Button, Heading, NotFoundPage, PageSpinner, Stack, Text } from '@storefront/ui';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { EditForm } from './edit-form';
import { EDIT_TEXTS as TEXTS } from './edit-texts';
import { useEditData } from './use-edit-data';

export default function PostSubscriptionPage() {
  const { subscriptionId } = useParams();
  const { store } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const service = store.serviceType === 'service';
  const data = useEditData(service ? undefined : subscriptionId, !service);

  if (service) return <Navigate to={storePath('userpanel/charges')} replace />;
  if (data.notFound)
    return (
      <NotFoundPage
        title={TEXTS.notFound}
        description={TEXTS.notFoundBody}
        actionLabel={TEXTS.goHome}
        onAction={() => navigate(storePath(''))}
      />
    );

  const subscription = data.subscription;
  return (
    <Box w="full" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="1" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {TEXTS.title}
        </Heading>
        <Text color="fg.muted">{store.content.navigation?.navbar?.storeName || store.name}</Text>
      </Stack>
      {data.loading ? <PageSpinner label={TEXTS.loading} minH="30vh" /> : null}
      {data.failed ? (
        <LoadError text={TEXTS.loadError} retry={TEXTS.retry} onRetry={() => void data.reload()} />
      ) : null}
      {subscription && !isEditable(subscription.status) ? (
        <Stack gap="4" align="flex-start">
          <Text>{TEXTS.notEditable}</Text>
          <Button asChild variant="outline">
            <RouterLink to={storePath('userpanel/subscriptions')}>{TEXTS.back}</RouterLink>
          </Button>
        </Stack>
      ) : null}
      {subscription && isEditable(subscription.status) ? (
        <EditForm
          key={subscription._id}
          subscription={subscription}
          products={data.products}
          consents={data.consents}
          user={data.user}
          writeUser={data.writeUser}
        />
      ) : null}
    </Box>
  );
}
