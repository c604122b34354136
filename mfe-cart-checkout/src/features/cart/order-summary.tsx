// Order summary (spec 000 §2 Cart page; 001 §9): subtotal, discounts, the delivery label (cart
// view deliveryLabel, default "Despacho") and the total; with a referential-price store
// (default status awaiting response) delivery and discounts give way to a note.
import { AmountRow, Heading, Stack, Text } from '@storefront/ui';
import { formatAmount, type CartSummary } from '@storefront/domain';

export const REFERENTIAL_NOTE =
  'Los precios son referenciales: la tienda confirmará el precio final antes de realizar el cobro.';
export const DELIVERY_PENDING_TEXT = 'Por calcular';

export function OrderSummary({ summary }: { summary: CartSummary }) {
  const money = (value: number) => formatAmount(value, summary.currency);
  return (
    <Stack as="section" aria-labelledby="cart-summary-title" gap="3">
      <Heading as="h2" id="cart-summary-title" size="md">
        Resumen del pedido
      </Heading>
      <Stack as="dl" gap="2">
        <AmountRow label="Subtotal" value={money(summary.subtotal)} />
        {!summary.referential && summary.discounts > 0 ? (
          <AmountRow label="Descuentos" value={money(-summary.discounts)} />
        ) : null}
        {!summary.referential ? (
          <AmountRow label={summary.deliveryLabel} value={DELIVERY_PENDING_TEXT} />
        ) : null}
        <AmountRow label="Total" value={money(summary.total)} strong />
      </Stack>
      {summary.referential ? (
        <Text fontSize="sm" color="fg.muted" bg="bg.subtle" p="3" borderRadius="md">
          {REFERENTIAL_NOTE}
        </Text>
      ) : null}
    </Stack>
  );
}
