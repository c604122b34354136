// What a dialog needs from the provider before the shopper can choose (pause options, the resume
// payday): loaded once when the dialog opens, with a retry. An answer that arrives after the
// dialog closed is dropped.
import { useCallback, useEffect, useState } from 'react';

export type DialogLoad<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export function useDialogLoad<T>(load: () => Promise<T>, what: string) {
  const [state, setState] = useState<DialogLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(`[mfe-account] subscriptions: ${what} failed`, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the attempt counter is what asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
