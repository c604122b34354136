// What the list's query asks it to say once (spec 001 §2 Subscription list): updated=true → the
// update confirmation; a Khipu or Mercado Pago return → its outcome (a failure by 001 §2's rule,
// else "verifying": only the provider's check marks anything paid, and the list shows the
// server's status). Each flag is dropped from the URL on closing, so a reload does not repeat it.
import { useSearchParams } from 'react-router-dom';
import {
  PAYMENT_RESULT_TEXTS as RESULT,
  providerReturnOutcome,
  withoutProviderReturn,
} from '@storefront/domain';
import { ResultDialog } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';

export function UpdatedNotice() {
  const [search, setSearch] = useSearchParams();
  if (search.get('updated') !== 'true') return null;
  return (
    <ResultDialog
      open
      variant="success"
      title={TEXTS.updated.title}
      body={TEXTS.updated.body}
      actionLabel={TEXTS.updated.accept}
      onClose={() =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('updated');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

export function ProviderReturnNotice() {
  const [search, setSearch] = useSearchParams();
  const outcome = providerReturnOutcome(search);
  if (!outcome) return null;
  const failed = outcome === 'failed';
  return (
    <ResultDialog
      open
      variant={failed ? 'failure' : 'success'}
      title={failed ? RESULT.verifyFailedTitle : TEXTS.verifying.title}
      body={failed ? RESULT.verifyFailedBody : TEXTS.verifying.body}
      onClose={() => setSearch((current) => withoutProviderReturn(current), { replace: true })}
    />
  );
}
