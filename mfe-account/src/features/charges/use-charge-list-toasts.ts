// The toasts "Mis Cobros" shows for its query (spec 002 §2 "Query toasts: updated=true,
// rejected=true, charged=false, hired=true"; §8 texts, §9 durations), through the shell's toasts
// like every panel screen (bus 'toast'). Once per visit; the flags are then dropped from the URL
// (replace), so a reload or a way back does not repeat them.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@storefront/bus';
import { chargeListToasts, withoutChargeListToasts } from '@storefront/domain';

export function useChargeListToasts() {
  const [search, setSearch] = useSearchParams();
  // React's dev double effect runs with the same query: the ref keeps it to one toast each.
  const shown = useRef(false);
  useEffect(() => {
    const toasts = chargeListToasts(search);
    if (shown.current || toasts.length === 0) return;
    shown.current = true;
    for (const { status, title, durationMs } of toasts)
      bus.emit('toast', { status, title, durationMs });
    setSearch((current) => withoutChargeListToasts(current), { replace: true });
  }, [search, setSearch]);
}
