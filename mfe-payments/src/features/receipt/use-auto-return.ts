// Spec 002 §9 "Auto-return countdown on the receipt: 1 minute, then it opens the callback URL, or
// else the store URL, in the same window." Counts down once a second while enabled; at zero it
// calls onReturn once.
import { useEffect, useRef, useState } from 'react';
import { RECEIPT_AUTO_RETURN_SECONDS } from '@storefront/domain';

export function useAutoReturn(enabled: boolean, onReturn: () => void): number {
  const [left, setLeft] = useState(RECEIPT_AUTO_RETURN_SECONDS);
  const latest = useRef(onReturn);
  latest.current = onReturn;

  useEffect(() => {
    if (!enabled) return;
    const started = Date.now();
    let done = false;
    const tick = () => {
      const next = Math.max(
        0,
        RECEIPT_AUTO_RETURN_SECONDS - Math.floor((Date.now() - started) / 1000),
      );
      setLeft(next);
      if (next === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        latest.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [enabled]);

  return left;
}
