// Issue 15 "Server-rendered public routes" (Done means, Playwright): the system's global styles (Chakra's
// reset and token variables) and the template's font faces come with the server's HTML, and
// hydration adopts them where they are instead of building its own.
import { expect, test, type Page } from '../../support/test';
import { expectRenderedBy, waitForHydration } from '../../support/hydration';
import { storeUrl } from '../../support/shopper';
import { STORE } from './ssr-scene';

test.describe("the system's global styles (Chakra's reset and token variables)", () => {
  // Style sheets that define the theme's token variables: exactly one, whoever made it (Emotion
  // inserts rules through the CSSOM, so the sheets' rules are read, not the tags' text).
  const tokenStyleSheets = (page: Page) =>
    page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-gray-50:')),
        ).length,
    );
  const tokenOnRoot = (page: Page) =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-gray-50'),
    );

  test('a hydrated page adopts the server’s tag instead of building and inserting its own', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(storeUrl(STORE, 'catalog'))).text();
    expect(
      html.match(/<style data-emotion="css-global storefront-system-[a-z0-9]+"[^>]*>/g),
    ).toHaveLength(1);
    await page.goto(storeUrl(STORE, 'catalog'));
    await expectRenderedBy(page, 'server');
    await waitForHydration(page);
    // Emotion's <Global> renames the tag it adopts to its sheet's key.
    await expect(page.locator('style[data-emotion^="css-global storefront-system-"]')).toHaveCount(
      0,
    );
    expect(await tokenStyleSheets(page)).toBe(1);
    expect(await tokenOnRoot(page)).not.toBe('');
  });

  test('each store’s server render carries its own template’s colours, as the browser builds them', async ({
    page,
  }) => {
    // One render thread serves every store: a style cache keyed by a fixed name once gave the
    // pharmacy the demo store's warning colour (its banner then failed colour contrast).
    const warning = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--chakra-colors-template-warning')
          .trim(),
      );
    const colours: Record<string, { served: string; built: string }> = {};
    for (const store of [STORE, 'farmacia-demo'] as const) {
      await page.goto(storeUrl(store));
      await expectRenderedBy(page, 'server');
      await waitForHydration(page);
      const served = await warning();
      await page.goto(`${storeUrl(store)}?ssr=0`);
      await waitForHydration(page);
      colours[store] = { served, built: await warning() };
    }
    expect(colours[STORE]!.served).toBe(colours[STORE]!.built);
    expect(colours['farmacia-demo']!.served).toBe(colours['farmacia-demo']!.built);
    expect(colours['farmacia-demo']!.built).not.toBe(colours[STORE]!.built);
  });

  test('hydration adopts the server’s <style> tags where they are: none is moved, so the page is not restyled', async ({
    page,
  }) => {
    // Moving a <style> (Emotion re-inserted every server tag it adopted) makes the browser drop
    // and re-add its sheet: a restyle and relayout of the whole page, per tag, during hydration.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { movedStyles: string[] }).movedStyles = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') moved.push((node as Element).outerHTML.slice(0, 60));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(storeUrl(STORE, 'catalog'));
    await expectRenderedBy(page, 'server');
    await waitForHydration(page);
    await expect(page.locator('head style[data-emotion^="css "]')).toHaveCount(1);
    await expect(page.locator('head style[data-emotion="css-global"]')).not.toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles),
    ).toEqual([]);
  });

  test('the template’s font faces are in the server’s <head>, so the boot adds none from script', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(storeUrl(STORE, 'catalog'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<style id="storefront-fonts">@font-face\{font-family:'Poppins Fallback';src:local\('Arial'\)/,
    );
    expect(head).toMatch(
      /@font-face\{font-family:'Poppins';src:url\(\/assets\/poppins-latin-400-normal\.[0-9a-f]{8}\.woff2\) format\('woff2'\);font-weight:400;font-style:normal;font-display:optional\}/,
    );
    // Counted from the first script on: the server-rendered page adds no face, one rendered in the
    // browser (?ssr=0: no server <head>) registers them itself.
    await page.addInitScript(() => {
      const added = { count: 0 };
      (window as unknown as { facesAdded: typeof added }).facesAdded = added;
      // Its prototype (Chromium exposes no FontFaceSet global).
      const set = Object.getPrototypeOf(document.fonts) as { add: FontFaceSet['add'] };
      const add = set.add;
      set.add = function (this: FontFaceSet, face: FontFace) {
        added.count += 1;
        return add.call(this, face);
      };
    });
    const facesAdded = () =>
      page.evaluate(
        () => (window as unknown as { facesAdded: { count: number } }).facesAdded.count,
      );
    await page.goto(storeUrl(STORE, 'catalog'));
    await expectRenderedBy(page, 'server');
    await waitForHydration(page);
    expect(await facesAdded()).toBe(0);
    await page.goto(storeUrl(STORE, 'catalog?ssr=0'));
    await waitForHydration(page);
    expect(await facesAdded()).toBeGreaterThan(0);
  });

  test('a page rendered in the browser builds them, once', async ({ page }) => {
    await page.goto(storeUrl(STORE, 'catalog?ssr=0'));
    await waitForHydration(page);
    expect(await tokenStyleSheets(page)).toBe(1);
    expect(await tokenOnRoot(page)).not.toBe('');
  });
});
