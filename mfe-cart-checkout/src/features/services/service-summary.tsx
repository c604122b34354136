// The order summary of the service checkout (002 §2 "order summary"; §9 "Service price per
// installment = price / installments (1)").
import { formatAmount, servicePricePerInstallment } from '@storefront/domain';
import type { Service } from '@storefront/sdk/charges';
import { Flex, Heading, Stack, Text } from '@storefront/ui';
import { SERVICE_CHECKOUT_TEXTS as TEXTS } from './service-texts';

// Only dt/dd groups may sit in a <dl> (axe definition-list): the rule above the total is its border.
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
      <Text as="dd" textAlign="end">
        {props.value}
      </Text>
    </Flex>
  );
}

export function ServiceSummary({ service }: { service: Service }) {
  const money = (value: number) => formatAmount(value, service.currency);
  return (
    <Stack as="section" aria-labelledby="service-summary" gap="3">
      <Heading as="h2" id="service-summary" size="md">
        {TEXTS.summary}
      </Heading>
      <Stack as="dl" gap="2">
        <Row label={TEXTS.service} value={service.name} />
        <Row label={TEXTS.installments} value={String(service.installments || 1)} />
        <Row
          label={TEXTS.perInstallment}
          value={money(servicePricePerInstallment(service.price, service.installments))}
        />
        <Row label={TEXTS.total} value={money(service.price)} strong />
      </Stack>
    </Stack>
  );
}
