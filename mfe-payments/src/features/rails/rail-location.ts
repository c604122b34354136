// The full-page redirect to a provider's page. One object so component tests can replace `assign`
// (jsdom cannot leave the page).
export const railLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
