// The 5-minute wait between payment tries (spec 001 §4, §9), counted down once a second so the
// "Volver a intentar" button unlocks when it ends. The wait itself is @storefront/domain's.
import { useEffect, useState } from 'react';
import { paymentWaitLeftMs } from '@storefront/domain';

export function useWaitLeft(lastPaymentTry: string | null | undefined): number {
  const [left, setLeft] = useState(() => paymentWaitLeftMs(lastPaymentTry));
  useEffect(() => {
    setLeft(paymentWaitLeftMs(lastPaymentTry));
    if (paymentWaitLeftMs(lastPaymentTry) === 0) return;
    const timer = setInterval(() => {
      const next = paymentWaitLeftMs(lastPaymentTry);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [lastPaymentTry]);
  return left;
}

/** "4:05" */
export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
