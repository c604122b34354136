// The order summary of the checkout (spec 001 §2; 000 §2 summary; 001 §9 tax and shipping label):
// each line with its billing type, discounts, shipping, the net and the 19% tax inside the total,
// in CLP or UF as the domain's checkoutSummary computes them.
import { formatAmount, type CheckoutSummary } from '@storefront/domain';
import { Flex, Heading, Separator, Stack, Text } from '@storefront/ui';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';

// Only dt/dd groups may sit in a <dl> (axe definition-list): a rule above a row is its border.
function Row(props: { label: string; value: string; strong?: boolean; muted?: boolean; ruled?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={props.strong ? 'bold' : 'normal'}
      fontSize={props.strong ? 'lg' : 'md'}
      color={props.muted ? 'fg.muted' : undefined}
      {...(props.ruled ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{props.label}</Text>
      <Text as="dd">{props.value}</Text>
    </Flex>
  );
}

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
        <Row label={TEXTS.subtotal} value={money(summary.subtotal)} />
        {!summary.referential && summary.discounts > 0 ? (
          <Row label={TEXTS.discounts} value={money(-summary.discounts)} />
        ) : null}
        {summary.shippingShown ? <Row label={summary.shippingLabel} value={shippingText} /> : null}
        <Row label={TEXTS.net} value={money(summary.net)} muted ruled />
        <Row label={TEXTS.tax} value={money(summary.tax)} muted />
        <Row label={TEXTS.total} value={money(summary.total)} strong />
      </Stack>
      {summary.referential ? (
        <Text fontSize="sm" color="fg.muted" bg="bg.subtle" p="3" borderRadius="md">
          {TEXTS.referential}
        </Text>
      ) : null}
    </Stack>
  );
}
