// The summary after a money action, fetched as its own chunk: the screens that can pay (the
// subscription list, the payment screen, the confirm-price screen, the charges list) carry only
// this wrapper until she has paid.
import { Suspense, useId } from 'react';
import { MONEY_OUTCOME_TEXTS as TEXTS } from '@storefront/domain';
import { Box, CloseButton, Flex, Heading, lazyPage } from '@storefront/ui';
import type { MoneyOutcomeSource } from './load-money-outcome';
import { Placeholder } from './summary-placeholder';
import type { MoneyOutcomeSummaryProps } from './money-outcome-summary';

const Summary = lazyPage<MoneyOutcomeSummaryProps>(
  () => import('./money-outcome-summary'),
  'MoneyOutcomeSummary',
);

export function MoneyOutcomeSummary(props: MoneyOutcomeSummaryProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Summary {...props} />
    </Suspense>
  );
}

/**
 * At the top of a page she lands on after paying without a dialog (a hired service on "Mis
 * Cobros"): what happened as its heading, the summary, and a way to close it.
 */
export function MoneyOutcomeBanner({
  title,
  source,
  onClose,
}: {
  title: string;
  source: MoneyOutcomeSource;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="brand.success"
      borderRadius="lg"
      p="4"
      mb="6"
    >
      <Flex justify="space-between" align="start" gap="3" mb="3">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        <CloseButton size="sm" aria-label={TEXTS.close} onClick={onClose} />
      </Flex>
      <MoneyOutcomeSummary source={source} />
    </Box>
  );
}
