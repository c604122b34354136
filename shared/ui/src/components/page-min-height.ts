// A page that fills the viewport (no chrome around it: the payment screens) does so through one
// CSS variable, so a host can turn it off. Framed by an integrator's page that sizes the iframe
// from the content's height (the payments embed), a viewport-relative height feeds back into
// itself: the frame grew by the content below the page on every resize, without end (issue 39).
const VARIABLE = '--storefront-page-min-height';

/** The `minH` of a page that fills the viewport: 100dvh, or its content's height when framed. */
export const PAGE_MIN_HEIGHT = `var(${VARIABLE}, 100dvh)`;

/** Pages stop filling the viewport: their height is their content's (an iframe sized from it). */
export function sizePagesToContent(root: HTMLElement = document.documentElement): void {
  root.style.setProperty(VARIABLE, 'auto');
}
