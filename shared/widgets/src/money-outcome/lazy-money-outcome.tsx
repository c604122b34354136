// The summary after a money action, fetched as its own chunk: the screens that can pay (the
// subscription list, the payment screen, the confirm-price screen) carry only this wrapper until
// she has paid.
import { Suspense } from 'react';
import { lazyPage } from '@storefront/ui';
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
