// One paid order in the list: its number, date, status and total, and a link to its detail
// (spec 002 §2 userpanel/orders).
import { formatAmount, formatDate, orderAmounts } from '@storefront/domain';
import type { Delivery } from '@storefront/sdk/purchases';
import { Flex } from '@storefront/ui';
import { Fact } from '../../components/fact';
import { LinkedListItem } from '../../components/linked-list-item';
import { OrderStatusChip } from './order-status-chip';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';

export function OrderListItem({ order, detailPath }: { order: Delivery; detailPath: string }) {
  const { total, currency } = orderAmounts(order);
  return (
    <LinkedListItem
      nameId={`order-${order._id}`}
      headingLevel="h2"
      title={TEXTS.orderName(order.deliveryNumber)}
      link={{
        to: detailPath,
        text: TEXTS.viewDetail,
        label: TEXTS.viewDetailLabel(order.deliveryNumber),
      }}
    >
      <Flex as="dl" wrap="wrap" columnGap="8" rowGap="2" m="0">
        <Fact label={TEXTS.date}>{formatDate(order.createdAt)}</Fact>
        <Fact label={TEXTS.status}>
          <OrderStatusChip status={order.status} />
        </Fact>
        <Fact label={TEXTS.total}>{formatAmount(total, currency)}</Fact>
      </Flex>
    </LinkedListItem>
  );
}
