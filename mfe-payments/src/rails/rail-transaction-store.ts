// The transaction a rail payment created, kept in this tab's sessionStorage by target id across
// the redirect to the provider and back, so the return can poll it (001 §4 "A transaction is
// polled every 5 seconds until completed or failed"). A return in a tab that never started a
// payment has none: nothing to verify, so nothing is shown as paid.
const PREFIX = 'railTransaction:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the return is then shown as not verifiable
  }
}

export const railTransactionStore = {
  get(targetId: string): string | null {
    return storage()?.getItem(PREFIX + targetId) || null;
  },
  set(targetId: string, transactionId: string): void {
    storage()?.setItem(PREFIX + targetId, transactionId);
  },
  remove(targetId: string): void {
    storage()?.removeItem(PREFIX + targetId);
  },
};
