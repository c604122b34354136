// Running one change from a dialog (pause, resume, cancel): busy while it runs, and on a refusal
// the text the shopper reads (actionFailureText of @storefront/widgets/subscription-payment); on success the page is told what to announce.
import { useState } from 'react';
import type { Subscription } from '@storefront/sdk/purchases';
import { actionFailureText } from '@storefront/widgets/subscription-payment';

export function useActionRun(
  what: string,
  texts: { done: string; failed: string },
  onDone: (updated: Subscription, announcement: string) => void,
) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (call: () => Promise<Subscription>) => {
    setRunning(true);
    setFailure(null);
    try {
      onDone(await call(), texts.done);
    } catch (error) {
      console.error(`[mfe-account] subscriptions: ${what} failed`, error);
      setFailure(actionFailureText(error, texts.failed));
      setRunning(false);
    }
  };
  return { running, failure, run };
}
