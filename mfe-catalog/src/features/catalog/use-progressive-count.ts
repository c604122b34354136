// How many of `total` items to render: `step` at first, `step` more every `interval` ms (spec 000
// §2: brands are rendered ten at a time every 500 ms, so a long list never blocks the first paint).
import { useEffect, useState } from 'react';

export function useProgressiveCount(total: number, step: number, interval: number): number {
  const [count, setCount] = useState(Math.min(step, total));
  useEffect(() => {
    setCount(Math.min(step, total));
    if (total <= step) return;
    const timer = setInterval(() => {
      setCount((current) => {
        const next = Math.min(current + step, total);
        if (next >= total) clearInterval(timer);
        return next;
      });
    }, interval);
    return () => clearInterval(timer);
  }, [total, step, interval]);
  return count;
}
