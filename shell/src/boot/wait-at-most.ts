// A wait with a ceiling: the boot waits for the page's code before hydrating, but a slow or
// stalled network must not keep the whole server-rendered page (navbar, cart) from coming alive.

/** Resolves when `work` settles or after `ms`, whichever comes first; never rejects. */
export function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
