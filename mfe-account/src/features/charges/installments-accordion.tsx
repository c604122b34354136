// The instalments of a charge (spec 002 §2 ShowCharge "an installments accordion with a pay
// option"; §4 groups Morosa / Pendiente / Pagada by the shared delinquency rule, "Only
// non-completed installments can be paid"). Paying one is the payment screen of that instalment,
// `payment/{installmentId}` under the store prefix (001 §2 Payment screen; it returns here).
import { Link as RouterLink } from 'react-router-dom';
import { canPayInstallment, formatAmount, formatDate, groupInstallments } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { useStorePath } from '@storefront/state';
import { Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@storefront/ui';
import { Disclosure } from '../../components/disclosure';
import { Fact } from '../../components/fact';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';

/** The instalment's number: the provider's, else its place in the charge (they come by number). */
function installmentNumber(installment: Charge['subscriptions'][number], index: number): number {
  const n = (installment as { installmentNumber?: unknown }).installmentNumber;
  return typeof n === 'number' ? n : index + 1;
}

export function InstallmentsAccordion({ charge, now }: { charge: Charge; now: Date }) {
  const storePath = useStorePath();
  const numbers = new Map(
    charge.subscriptions.map((s, index) => [s._id, installmentNumber(s, index)]),
  );
  const groups = groupInstallments(charge.subscriptions, now);
  return (
    <Stack as="section" aria-labelledby="charge-installments" gap="3">
      <Heading as="h2" id="charge-installments" size="lg">
        {TEXTS.installmentsTitle}
      </Heading>
      {groups.length === 0 ? <Text color="fg.muted">{TEXTS.noInstallments}</Text> : null}
      {groups.map(({ group, label, installments }) => (
        <Disclosure
          key={group}
          heading
          title={label}
          status={
            <>
              <VisuallyHidden>, </VisuallyHidden>
              {TEXTS.groupCount(installments.length)}
            </>
          }
          // What is paid is history: folded at first, what is owed is open.
          defaultOpen={group !== 'completed'}
        >
          <Stack as="ul" aria-label={label} gap="2" m="0" p="0" listStyleType="none">
            {installments.map((installment) => {
              const n = numbers.get(installment._id)!;
              return (
                <Flex
                  as="li"
                  key={installment._id}
                  aria-label={TEXTS.installmentName(n)}
                  direction={{ base: 'column', sm: 'row' }}
                  justify="space-between"
                  align={{ base: 'stretch', sm: 'center' }}
                  gap="3"
                  borderTopWidth="1px"
                  pt="3"
                >
                  <Stack gap="2">
                    <Text fontWeight="semibold">{TEXTS.installmentName(n)}</Text>
                    <Flex as="dl" wrap="wrap" columnGap="6" rowGap="1" m="0">
                      <Fact label={TEXTS.amount}>
                        {formatAmount(installment.price, installment.currency ?? charge.currency)}
                      </Fact>
                      <Fact label={TEXTS.payday}>{formatDate(installment.payday)}</Fact>
                    </Flex>
                  </Stack>
                  {canPayInstallment(charge.status, installment) ? (
                    <Button asChild colorPalette="brand" size="sm" flexShrink={0}>
                      <RouterLink
                        to={storePath(`payment/${encodeURIComponent(installment._id)}`)}
                        aria-label={TEXTS.payLabel(n)}
                      >
                        {TEXTS.pay}
                      </RouterLink>
                    </Button>
                  ) : null}
                </Flex>
              );
            })}
          </Stack>
        </Disclosure>
      ))}
    </Stack>
  );
}
