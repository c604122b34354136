// The events remotes and the shell exchange. Add a type here before emitting it.
export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export type BusEvents = {
  /** The cart changed; totalLength when the emitter knows it (else listeners refetch the count). */
  'cart:changed': { totalLength?: number };
  toast: { status: ToastStatus; title: string; description?: string; durationMs?: number };
  analytics: {
    kind: 'track' | 'page' | 'identify';
    event?: string;
    props?: Record<string, unknown>;
  };
  /** A screen hides (false) or shows the navbar and footer; the router guard shows both again. */
  'navbar:visibility': { navbar: boolean; footer: boolean };
  'remote:failed': { remote: string; error: string };
  /** A payment is about to leave for its provider's page; the payments embed may claim() it. */
  'payment:redirect': { url: string; claim(): void };
  /** A single payment's provider return the server did not confirm (the payments embed relays it). */
  'payment:failed': { paymentRequestId: string; rail: string; reason: string };
};
