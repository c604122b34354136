// How many of `total` items to render: `step` at first, `step` more every `interval` ms (spec 000
// §2: brands are rendered ten at a time every 500 ms, so a long list never blocks the first paint).
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, step: number, interval: number): number {
  const [count, setCount] = useState(Math.min(step, total));
  useEffect(() => {
    setCount(Math.min(step, total));
    if (total <= step) return;
    let shown = Math.min(step, total);
    const timer = setInterval(() => {
      shown = Math.min(shown + step, total);
      if (shown >= total) clearInterval(timer);
      // A transition: React renders the new items in slices, yielding to the browser, instead of
      // in one task (issue 15: the steps fall right in the page's start on a phone).
      startTransition(() => setCount(shown));
    }, interval);
    return () => clearInterval(timer);
  }, [total, step, interval]);
  return count;
}
