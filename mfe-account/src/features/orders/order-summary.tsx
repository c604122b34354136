// The amounts of an order: subtotal, delivery price and total (spec 002 §2 orders/{deliveryId}),
// the delivery row named as the cart names it ("Despacho" unless the store wrote its own label).
import { formatAmount, type OrderAmounts } from '@storefront/domain';
import { Flex, Heading, Stack, Text } from '@storefront/ui';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';

function Row(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={props.strong ? 'bold' : 'normal'}
      fontSize={props.strong ? 'lg' : 'md'}
      {...(props.strong ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{props.label}</Text>
      <Text as="dd" m="0">
        {props.value}
      </Text>
    </Flex>
  );
}

export function OrderSummary({
  amounts,
  deliveryLabel,
}: {
  amounts: OrderAmounts;
  deliveryLabel: string;
}) {
  const money = (value: number) => formatAmount(value, amounts.currency);
  return (
    <Stack as="section" aria-labelledby="order-summary" gap="3">
      <Heading as="h2" id="order-summary" size="md">
        {TEXTS.summary}
      </Heading>
      <Stack as="dl" gap="2" m="0">
        <Row label={TEXTS.subtotal} value={money(amounts.subtotal)} />
        <Row label={deliveryLabel} value={money(amounts.deliveryPrice)} />
        <Row label={TEXTS.total} value={money(amounts.total)} strong />
      </Stack>
    </Stack>
  );
}
