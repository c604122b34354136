// The amount boxes and the progress of a charge (spec 002 §2 ShowCharge; §9 "Progress = paid total
// / total price; 100% if the total is 0. Currency shown is CLP with es-CL number format").
import { chargeProgress, formatAmount } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { Box, Flex, SimpleGrid, Stack, Text } from '@storefront/ui';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';

function AmountBox({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" px="4" py="3">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0" fontSize="xl" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

export function ChargeAmounts({ charge }: { charge: Charge }) {
  const paidTotal = charge.paidTotal;
  const remaining = Math.max(charge.totalPrice - paidTotal, 0);
  const paidCount = charge.subscriptions.filter((i) => i.status === 'completed').length;
  const percent = Math.round(chargeProgress(paidTotal, charge.totalPrice));
  const clamped = Math.min(Math.max(percent, 0), 100);
  return (
    <Stack as="section" aria-label={TEXTS.amounts} gap="4">
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" m="0">
        <AmountBox label={TEXTS.total} value={formatAmount(charge.totalPrice, charge.currency)} />
        <AmountBox label={TEXTS.paid} value={formatAmount(paidTotal, charge.currency)} />
        <AmountBox label={TEXTS.remaining} value={formatAmount(remaining, charge.currency)} />
        <AmountBox
          label={TEXTS.installments}
          value={TEXTS.paidCount(paidCount, charge.subscriptions.length || charge.installments)}
        />
      </SimpleGrid>
      <Stack gap="1">
        <Flex justify="space-between" gap="3" fontSize="sm">
          <Text id="charge-progress-label" color="fg.muted">
            {TEXTS.progress}
          </Text>
          <Text aria-hidden fontWeight="medium">
            {TEXTS.progressValue(clamped)}
          </Text>
        </Flex>
        {/* A plain bar: Chakra's Progress is not among the shared primitives (every page would pay for it). */}
        <Box
          role="progressbar"
          aria-labelledby="charge-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={clamped}
          aria-valuetext={TEXTS.progressValue(clamped)}
          h="2.5"
          borderRadius="full"
          bg="bg.muted"
          overflow="hidden"
        >
          <Box h="full" w={`${clamped}%`} bg="brand.solid" borderRadius="full" />
        </Box>
      </Stack>
    </Stack>
  );
}
