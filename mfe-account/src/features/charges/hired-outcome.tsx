// "Mis Cobros" after hiring a service (002 §4 Service hiring): at the top, what she hired, what
// she paid today and her next instalment, read from the server (issue 39; the toast alone said
// only that it was hired). Closing drops the charge from the query.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHARGE_TOAST_TEXTS, HIRED_CHARGE_PARAM } from '@storefront/domain';
import { MoneyOutcomeBanner } from '@storefront/widgets/money-outcome';

export function HiredOutcome() {
  const [search, setSearch] = useSearchParams();
  const chargeId = search.get(HIRED_CHARGE_PARAM);
  // Read before the toasts drop charged=false from the query: a failed first charge is said so.
  const [title] = useState(() =>
    search.get('charged') === 'false' ? CHARGE_TOAST_TEXTS.chargeFailed : CHARGE_TOAST_TEXTS.hired,
  );
  if (!chargeId) return null;
  return (
    <MoneyOutcomeBanner
      title={title}
      source={{ chargeId }}
      onClose={() =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(HIRED_CHARGE_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
