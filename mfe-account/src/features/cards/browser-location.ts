// Full-page navigations (to the card provider, to a stored callback URL). Kept in one module so
// component tests can replace it: jsdom cannot follow window.location.assign.
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
