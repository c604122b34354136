// The order summary of the checkout (spec 001 §2; 000 §2 summary; 001 §9 tax and shipping label):
// each line with its billing type, discounts, shipping, the net and the 19% tax inside the total,
// in CLP or UF as the domain's checkoutSummary computes them.
import { formatAmount, SEPARATE_DELIVERIES_NOTE, type CheckoutSummary } from '@storefront/domain';
import { AmountRow, Flex, Heading, Separator, Stack, Text } from '@storefront/ui';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';

export function CheckoutSummaryPanel({ summary, shippingKnown }: { summary: CheckoutSummary; shippingKnown: boolean }) {
  const money = (value: number) => formatAmount(value, summary.currency);
  const shippingText =
    summary.shipping !== null ? money(summary.shipping) : shippingKnown ? TEXTS.shippingPending : TEXTS.shippingUnknown;
  return (
    <Stack as="section" aria-labelledby="checkout-summary" gap="3">
      <Heading as="h2" id="checkout-summary" size="md">
        {TEXTS.summary}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Productos">
        {summary.lines.map((line) => (
          <Flex as="li" key={line.id} justify="space-between" gap="3">
            <Stack gap="0">
              <Text fontWeight="medium">
                {line.quantity} × {line.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {line.billingLabel}
              </Text>
            </Stack>
            <Text>{money(line.total)}</Text>
          </Flex>
        ))}
      </Stack>
      <Separator />
      <Stack as="dl" gap="2">
        <AmountRow label={TEXTS.subtotal} value={money(summary.subtotal)} />
        {!summary.referential && summary.discounts > 0 ? (
          <AmountRow label={TEXTS.discounts} value={money(-summary.discounts)} />
        ) : null}
        {summary.shippingShown ? <AmountRow label={summary.shippingLabel} value={shippingText} /> : null}
        <AmountRow label={TEXTS.net} value={money(summary.net)} muted ruled />
        <AmountRow label={TEXTS.tax} value={money(summary.tax)} muted />
        <AmountRow label={TEXTS.total} value={money(summary.total)} strong ruled={false} />
      </Stack>
      {summary.separateDeliveriesLater ? (
        <Text fontSize="sm" color="fg.muted">
          {SEPARATE_DELIVERIES_NOTE}
        </Text>
      ) : null}
      {summary.referential ? (
        <Text fontSize="sm" color="fg.muted" bg="bg.subtle" p="3" borderRadius="md">
          {TEXTS.referential}
        </Text>
      ) : null}
    </Stack>
  );
}
