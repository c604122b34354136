// A full reload of the page (002 §4 Service hiring: "a reload follows when [the failure popup] is
// closed"). One object so component tests can replace it (jsdom cannot reload).
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
