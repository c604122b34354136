// userpanel/orders/{deliveryId} (spec 002 §2): the order's number, date, status chip, address and
// commune (or 'No definido'), its products with their images, subtotal, delivery price and total,
// and a way back to the list. An unknown order, another shopper's or another store's shows a
// not-found message with the same way back.
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate, orderAmounts, orderPlace, shippingLabel } from '@storefront/domain';
import type { Delivery } from '@storefront/sdk/purchases';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import {
  Box,
  Heading,
  NotFoundPage,
  PageSpinner,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@storefront/ui';
import { Fact } from '../../components/fact';
import { OrderProducts } from './order-products';
import { OrderStatusChip } from './order-status-chip';
import { OrderSummary } from './order-summary';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';
import { useOrder } from './use-order';
import { LoadError } from '../../components/load-error';
import { PanelPage } from '../../components/panel-page';

export default function OrderDetailPage() {
  const { deliveryId } = useParams();
  const { store } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const listPath = storePath('userpanel/orders');
  const { state, reload } = useOrder(session?.user.userId, store._id, deliveryId);

  if (state.status === 'not-found') {
    return (
      <NotFoundPage
        title={TEXTS.notFoundTitle}
        description={TEXTS.notFoundBody}
        actionLabel={TEXTS.back}
        onAction={() => navigate(listPath)}
      />
    );
  }

  return (
    <PanelPage back={{ to: listPath, label: TEXTS.back }}>
      {state.status === 'loading' ? <PageSpinner label={TEXTS.loadingOrder} minH="30vh" /> : null}
      {state.status === 'error' ? (
        <LoadError text={TEXTS.orderLoadError} retry={TEXTS.retry} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? <OrderDetail order={state.order} images={state.images} /> : null}
    </PanelPage>
  );
}

function OrderDetail({ order, images }: { order: Delivery; images: Record<string, string> }) {
  const { store, policy } = useTenant();
  const amounts = orderAmounts(order);
  const place = orderPlace(order.contact);
  const deliveryLabel = shippingLabel({
    deliveryLabel: store.content.views.cart?.deliveryLabel,
    shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
  });
  return (
    <Stack gap="8">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {TEXTS.orderName(order.deliveryNumber)}
      </Heading>
      <Box as="section" aria-labelledby="order-data">
        <Heading as="h2" id="order-data" size="md" mb="3">
          {TEXTS.orderData}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4" m="0">
          <Fact label={TEXTS.date}>{formatDate(order.createdAt)}</Fact>
          <Fact label={TEXTS.status}>
            <OrderStatusChip status={order.status} />
          </Fact>
          <Fact label={TEXTS.address}>
            {place.address}
            {place.comment ? (
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {place.comment}
              </Text>
            ) : null}
          </Fact>
          <Fact label={TEXTS.commune}>{place.commune}</Fact>
        </SimpleGrid>
      </Box>
      <Separator />
      <OrderProducts products={order.products} currency={amounts.currency} images={images} />
      <Separator />
      <OrderSummary amounts={amounts} deliveryLabel={deliveryLabel} />
    </Stack>
  );
}
