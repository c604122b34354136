// Full-page navigations (to the card provider, to a stored callback URL). One object so component
// tests can replace `assign` (jsdom cannot leave the page).
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
