// One paid order in the list: its number, date, status and total, and a link to its detail
// (spec 002 §2 userpanel/orders).
import { Link as RouterLink } from 'react-router-dom';
import { formatAmount, formatDate, orderAmounts } from '@storefront/domain';
import type { Delivery } from '@storefront/sdk/purchases';
import { Button, Flex, Heading, Stack } from '@storefront/ui';
import { PanelListItem } from '../../components/panel-list-item';
import { Fact } from '../../components/fact';
import { OrderStatusChip } from './order-status-chip';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';

export function OrderListItem({ order, detailPath }: { order: Delivery; detailPath: string }) {
  const { total, currency } = orderAmounts(order);
  const nameId = `order-${order._id}`;
  return (
    <PanelListItem aria-labelledby={nameId}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Stack gap="3" minW="0">
          <Heading as="h2" id={nameId} size="md">
            {TEXTS.orderName(order.deliveryNumber)}
          </Heading>
          <Flex as="dl" wrap="wrap" columnGap="8" rowGap="2" m="0">
            <Fact label={TEXTS.date}>{formatDate(order.createdAt)}</Fact>
            <Fact label={TEXTS.status}>
              <OrderStatusChip status={order.status} />
            </Fact>
            <Fact label={TEXTS.total}>{formatAmount(total, currency)}</Fact>
          </Flex>
        </Stack>
        <Button asChild variant="outline" size="sm" flexShrink={0}>
          <RouterLink to={detailPath} aria-label={TEXTS.viewDetailLabel(order.deliveryNumber)}>
            {TEXTS.viewDetail}
          </RouterLink>
        </Button>
      </Flex>
    </PanelListItem>
  );
}
