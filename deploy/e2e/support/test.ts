// The journeys' `test`: Playwright's, with a `page` whose navigations wait for the shell to adopt
// a server-rendered store page (issue 15). The server's HTML is on screen before any script runs,
// but its buttons do nothing until React has hydrated it, for a shopper as for a test: a click in
// that gap would be lost, so a test acts once the page is React's (html[data-hydrated="true"],
// set by the shell's boot on both its paths). Pages that are not server-rendered (X-SSR absent or
// "off": the payments host, signed-in routes, ?ssr=0) are left exactly as Playwright returns them.
import { test as base, type Page, type Response } from '@playwright/test';

// Everything else (expect, the types) is Playwright's own; the local `test` shadows its star export.
export * from '@playwright/test';

async function adoptedBy(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['x-ssr'] === 'on')
    await page
      .locator('html[data-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 30_000 });
  return response;
}

/** Wraps the page's own navigations; `waitUntil: 'commit'` keeps Playwright's meaning (act early). */
export function waitForHydrationOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    return options?.waitUntil === 'commit' ? response : adoptedBy(page, response);
  };
  page.reload = async (options) => {
    const response = await reload(options);
    return options?.waitUntil === 'commit' ? response : adoptedBy(page, response);
  };
  return page;
}

export const test = base.extend({
  // With scripts off (`test.use({ javaScriptEnabled: false })`) nothing ever hydrates.
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitForHydrationOnNavigation(page));
  },
});
