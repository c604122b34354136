// The amounts of an order: subtotal, delivery price and total (spec 002 §2 orders/{deliveryId}),
// the delivery row named as the cart names it ("Despacho" unless the store wrote its own label).
import { formatAmount, type OrderAmounts } from '@storefront/domain';
import { AmountRow, Heading, Stack } from '@storefront/ui';
import { ORDERS_TEXTS as TEXTS } from './orders-texts';

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
        <AmountRow label={TEXTS.subtotal} value={money(amounts.subtotal)} />
        <AmountRow label={deliveryLabel} value={money(amounts.deliveryPrice)} />
        <AmountRow label={TEXTS.total} value={money(amounts.total)} strong />
      </Stack>
    </Stack>
  );
}
