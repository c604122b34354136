// What happened, what she paid today and what comes next (issue 39), under a money action's
// success title: the purchase overlays, the subscription payment dialog, the confirmed price.
// While it loads a placeholder holds its place; if it cannot load, the success title above still says
// what happened, and nothing wrong is shown. Loaded lazily (lazy-money-outcome.tsx): only a visit
// that pays needs it.
import { MONEY_OUTCOME_TEXTS as TEXTS } from '@storefront/domain';
import { useServerData } from '@storefront/state';
import { Box, Stack, Text } from '@storefront/ui';
import { loadMoneyOutcome, moneyOutcomeKey, type MoneyOutcomeSource } from './load-money-outcome';
import { Placeholder } from './summary-placeholder';

export interface MoneyOutcomeSummaryProps {
  source: MoneyOutcomeSource;
  /** The heading of what the action was for: a purchase "Lo que compraste", a payment "Lo que pagaste". */
  itemsTitle?: string;
}

function Part({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Box>
      <Text fontWeight="semibold">{title}</Text>
      <Box as="ul" listStyleType="disc" ps="5">
        {lines.map((line) => (
          <Text as="li" key={line}>
            {line}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

export default function MoneyOutcomeSummary({
  source,
  itemsTitle = TEXTS.bought,
}: MoneyOutcomeSummaryProps) {
  const { state } = useServerData(moneyOutcomeKey(source), (api) => loadMoneyOutcome(api, source));
  if (state.status === 'error') return null;
  const outcome = state.data;
  if (!outcome) return <Placeholder />;
  return (
    <Stack as="section" aria-label={TEXTS.region} gap="3" textAlign="start">
      <Text fontWeight="bold">{outcome.paidToday}</Text>
      {outcome.bought.length ? <Part title={itemsTitle} lines={outcome.bought} /> : null}
      {outcome.next.length ? (
        <Part title={TEXTS.nextTitle} lines={outcome.next} />
      ) : (
        <Text>{TEXTS.noNext}</Text>
      )}
    </Stack>
  );
}
