// @ts-check
// jsdom lacks these; Chakra's Menu, Popover and Dialog need them, react-router 7 needs
// TextEncoder/TextDecoder.
// @ts-expect-error -- its types are global declarations (no module to require); its code adds the matchers
require('@testing-library/jest-dom');
// findBy and waitFor wait for the state they name; on CI's busy two cores a lazy chunk or a
// render can take more than Testing Library's default second, so they may wait up to 15 s (a
// bound on waiting, never a wait that passes by itself). 5 s was not enough for a file's first
// render beside the resilience pass and the static checks: its lazy modules are compiled then
// (checkout-page.test.tsx's first card, issue 37).
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
const { TextDecoder, TextEncoder } = require('node:util');
globalThis.TextEncoder = globalThis.TextEncoder || TextEncoder;
globalThis.TextDecoder = globalThis.TextDecoder || TextDecoder;
class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver = globalThis.ResizeObserver || Observer;
globalThis.IntersectionObserver = globalThis.IntersectionObserver || Observer;
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || (() => {});
  Element.prototype.scrollTo = Element.prototype.scrollTo || (() => {});
}
