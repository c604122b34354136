// Order summary (spec 000 §2 Cart page; 001 §9): subtotal, discounts, the delivery label (cart
// view deliveryLabel, default "Despacho") and the total; with a referential-price store
// (default status awaiting response) delivery and discounts give way to a note.
import { Flex, Heading, Stack, Text } from '@storefront/ui';
import { formatAmount, type CartSummary } from '@storefront/domain';

export const REFERENTIAL_NOTE =
  'Los precios son referenciales: la tienda confirmará el precio final antes de realizar el cobro.';
export const DELIVERY_PENDING_TEXT = 'Por calcular';

// Only dt/dd groups may sit in a <dl> (axe definition-list): the rule above the total is a border.
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      {...(strong ? { borderTopWidth: '1px', pt: '3', mt: '1' } : {})}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </Flex>
  );
}

export function OrderSummary({ summary }: { summary: CartSummary }) {
  const money = (value: number) => formatAmount(value, summary.currency);
  return (
    <Stack as="section" aria-labelledby="cart-summary-title" gap="3">
      <Heading as="h2" id="cart-summary-title" size="md">
        Resumen del pedido
      </Heading>
      <Stack as="dl" gap="2">
        <Row label="Subtotal" value={money(summary.subtotal)} />
        {!summary.referential && summary.discounts > 0 ? (
          <Row label="Descuentos" value={money(-summary.discounts)} />
        ) : null}
        {!summary.referential ? (
          <Row label={summary.deliveryLabel} value={DELIVERY_PENDING_TEXT} />
        ) : null}
        <Row label="Total" value={money(summary.total)} strong />
      </Stack>
      {summary.referential ? (
        <Text fontSize="sm" color="fg.muted" bg="bg.subtle" p="3" borderRadius="md">
          {REFERENTIAL_NOTE}
        </Text>
      ) : null}
    </Stack>
  );
}
