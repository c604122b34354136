// The order summary of the service checkout (002 §2 "order summary"; §9 "Service price per
// installment = price / installments (1)").
import { formatAmount, servicePricePerInstallment } from '@storefront/domain';
import type { Service } from '@storefront/sdk/charges';
import { AmountRow, Heading, Stack } from '@storefront/ui';
import { SERVICE_CHECKOUT_TEXTS as TEXTS } from './service-texts';

export function ServiceSummary({ service }: { service: Service }) {
  const money = (value: number) => formatAmount(value, service.currency);
  return (
    <Stack as="section" aria-labelledby="service-summary" gap="3">
      <Heading as="h2" id="service-summary" size="md">
        {TEXTS.summary}
      </Heading>
      <Stack as="dl" gap="2">
        <AmountRow label={TEXTS.service} value={service.name} />
        <AmountRow label={TEXTS.installments} value={String(service.installments || 1)} />
        <AmountRow
          label={TEXTS.perInstallment}
          value={money(servicePricePerInstallment(service.price, service.installments))}
        />
        <AmountRow label={TEXTS.total} value={money(service.price)} strong />
      </Stack>
    </Stack>
  );
}
