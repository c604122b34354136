// userpanel/orders (spec 002 §2, §4 order statuses, §7 Orders, §8): heading 'Mis Órdenes', the
// shopper's paid orders of this store with their status in Spanish, each linking to its detail;
// the spec's empty text; with subscribed=true the purchase success overlay (single-purchase
// variant). A failed read is tracked and leaves the list empty, with a retry. A service store
// never gets here: the shell sends every orders route to userpanel/charges (serviceStoreRedirect).
import type { Delivery } from '@storefront/sdk/purchases';
import { useSession, useStorePath, useTenant, type ServerData } from '@storefront/state';
import { RowsSkeleton, Stack } from '@storefront/ui';
import { PurchaseSuccess } from '../../components/purchase-success';
import { OrderListItem } from './order-list-item';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';
import { useOrders } from './use-orders';
import { LoadError } from '../../components/load-error';
import { PanelPage } from '../../components/panel-page';
import { EmptyText } from '../../components/empty-text';

export default function OrdersPage() {
  const { store } = useTenant();
  const session = useSession();
  const { state, reload } = useOrders(session?.user.userId, store._id);
  return (
    <PanelPage title={TEXTS.title}>
      <OrderList state={state} onRetry={() => void reload()} />
      <PurchaseSuccess variant="single" />
    </PanelPage>
  );
}

function OrderList({ state, onRetry }: { state: ServerData<Delivery[]>; onRetry(): void }) {
  const storePath = useStorePath();
  if (state.status === 'error') {
    return <LoadError text={TEXTS.loadError} retry={TEXTS.retry} onRetry={onRetry} />;
  }
  const orders = state.data;
  if (!orders) return <RowsSkeleton label={TEXTS.loading} />;
  if (orders.length === 0) {
    return <EmptyText>{TEXTS.empty}</EmptyText>;
  }
  return (
    <Stack as="ul" aria-label={TEXTS.listLabel} gap="3" listStyleType="none" m="0" p="0">
      {orders.map((order) => (
        <OrderListItem
          key={order._id}
          order={order}
          detailPath={storePath(`userpanel/orders/${encodeURIComponent(order._id)}`)}
        />
      ))}
    </Stack>
  );
}
