// At the top of a page she lands on after paying without a dialog (a hired service on "Mis
// Cobros", issue 39): what happened as its heading, the summary, and a way to close it.
import { useId } from 'react';
import { MONEY_OUTCOME_TEXTS as TEXTS } from '@storefront/domain';
import { Box, CloseButton, Flex, Heading } from '@storefront/ui';
import { MoneyOutcomeSummary } from './lazy-money-outcome';
import type { MoneyOutcomeSource } from './load-money-outcome';

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
