// Server rendering as a test sees it (issue 15): the page's own markers, the HTML before any script
// runs, and the hydration warnings React or the shell's boot print on the console.
import { expect, type APIResponse, type Page, type Response } from '@playwright/test';

/** `<meta name="storefront-render" content="server">`: the HTML came from a server render;
 * `content="placeholder"`: the server's placeholder of a client-rendered route;
 * `content="client"`: the client-rendered fallback (error, crash or missed deadline). */
export async function expectRenderedBy(
  page: Page,
  by: 'server' | 'placeholder' | 'client',
): Promise<void> {
  await expect(page.locator('meta[name="storefront-render"]')).toHaveAttribute('content', by);
}

/** The boot (hydrateRoot, or createRoot without server HTML) sets html[data-hydrated="true"] after
 * its first commit, on every page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
}

/**
 * A hydration problem on the console: the boot's `onRecoverableError` logs "[hydration] …"; React's
 * own texts ("Hydration failed…", "…didn't match", "did not match") and its production error codes
 * #418 (text/markup mismatch), #419 (a boundary switched to client rendering), #423 (the root
 * switched to client rendering) and #425 (text content mismatch).
 */
export const HYDRATION_WARNING =
  /\[hydration\]|Hydration|did not match|didn't match|(?:#|errors\/)(?:418|419|423|425)\b/;

/** Every console message and page error of `page` from now on that reads as a hydration problem. */
export function hydrationWarnings(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_WARNING.test(message.text())) found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    const text = `${error.message}\n${error.stack ?? ''}`;
    if (HYDRATION_WARNING.test(text)) found.push(`pageerror: ${error.message}`);
  });
  return found;
}

/** The response's server-rendering marker: `X-SSR: on` (a render was attempted), `placeholder`
 * (the server's placeholder of a client-rendered route was attempted) or `off`. */
export const ssrHeader = (response: Response | APIResponse | null) =>
  response?.headers()['x-ssr'] ?? null;

/** The served document's `#root` is empty (client rendering fills it), judged on the raw HTML. */
export const rootIsEmpty = (html: string) => /<div id="root"(?:\s[^>]*)?>\s*<\/div>/.test(html);

/**
 * At the moment the boot marks the page live (html[data-hydrated] set), the elements of `main`
 * that React has not adopted yet: React tags every element it hydrates with a `__reactFiber$…`
 * key, so one without it is server HTML that ignores the shopper (a boundary left for later).
 * Read the result with `unadoptedAtLive(page)` once the page is live.
 */
export async function watchAdoptionAtLive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = () => {
      const main = document.querySelector('main');
      const elements = main ? [main, ...main.querySelectorAll('*')] : [];
      (window as unknown as { __e2eUnadopted: string[] }).__e2eUnadopted = elements
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
        .map((element) =>
          // getAttribute: an SVG element's className is an object, not its class text.
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`.slice(0, 80),
        );
    };
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      observer.disconnect();
      record();
      // The init script runs before <html> is parsed: watch the whole document for the attribute.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** What watchAdoptionAtLive saw (null if the page never went live). */
export const unadoptedAtLive = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eUnadopted?: string[] }).__e2eUnadopted ?? null);
