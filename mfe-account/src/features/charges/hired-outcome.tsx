// "Mis Cobros" after hiring a service (002 §4 Service hiring): at the top, what she hired, what
// she paid today and her next instalment, read from the server (issue 39; the toast alone said
// only that it was hired). Closing drops the charge from the query. Its own chunk (charges-page.tsx
// loads it only when the query names a hired charge).
import { useSearchParams } from 'react-router-dom';
import { CHARGE_TOAST_TEXTS, HIRED_CHARGE_PARAM } from '@storefront/domain';
import { MoneyOutcomeBanner } from '@storefront/widgets/money-outcome';

/** `firstChargeFailed`: the hire came back with charged=false (read by the page before its toasts
 * drop it from the query). */
export default function HiredOutcome({ firstChargeFailed }: { firstChargeFailed: boolean }) {
  const [search, setSearch] = useSearchParams();
  const chargeId = search.get(HIRED_CHARGE_PARAM);
  const title = firstChargeFailed ? CHARGE_TOAST_TEXTS.chargeFailed : CHARGE_TOAST_TEXTS.hired;
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
