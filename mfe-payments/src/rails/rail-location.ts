import { bus } from '@storefront/bus';

// The full-page redirect to a provider's page. One object so component tests can replace `assign`
// (jsdom cannot leave the page).
// The payments embed (mfe-payments/standalone) may claim it on the bus: it opens the provider in a
// window of its own, so the merchant's frame keeps its page and session.
export const railLocation = {
  assign(url: string): void {
    let claimed = false;
    bus.emit('payment:redirect', { url, claim: () => (claimed = true) });
    if (!claimed) window.location.assign(url);
  },
};
