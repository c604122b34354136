// Architecture §Runtime 4: a remote that fails to load is retried, then its last-known-good
// version is tried, then a friendly fallback shows; the navbar, footer and every other route keep
// working. These tests move CDN folders of the running stack aside, so they run alone (project
// "resilience", alone, one worker) and always put the folders back.
import { expect, test } from '../support/test';
import { CDN_DIR } from '../support/env';
import { deploy, moveAside } from '../support/cdn';
import { expectPageRendered, expectRemoteFallback } from '../support/pages';
import { chrome, storeUrl } from '../support/shopper';
import { expectChrome, ROUTE_OF } from '../support/remote-routes';
import { waitForHydration } from '../support/hydration';
import { liveVersion, noChange, withVariantLive } from '../support/variants';
import { signInAs } from '../support/session';

// One file, one worker: its tests run one after the other, and a failure does not skip the rest.
test.describe.configure({ mode: 'default' });
test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

for (const remote of Object.keys(ROUTE_OF)) {
  test(`${remote} unreachable: its route shows the fallback, every other remote still renders`, async ({
    page,
  }) => {
    await signInAs(page, 'tienda-demo');
    const restore = await moveAside(remote);
    try {
      await page.goto(storeUrl('tienda-demo', ROUTE_OF[remote]));
      await expectRemoteFallback(page);
      await expectChrome(page, remote);
      for (const other of Object.keys(ROUTE_OF).filter((r) => r !== remote)) {
        await page.goto(storeUrl('tienda-demo', ROUTE_OF[other]));
        await expectPageRendered(page);
      }
      // Back to the broken route inside the app: still the fallback, inside the store's chrome.
      await page.goto(storeUrl('tienda-demo', ROUTE_OF[remote]));
      await expectRemoteFallback(page);
      await expectChrome(page, remote);
    } finally {
      await restore();
    }
    // Back on the CDN, the remote renders again.
    await page.goto(storeUrl('tienda-demo', ROUTE_OF[remote]));
    await expectPageRendered(page);
  });
}

test('the live version unreachable: the route renders from the last-known-good version', async ({
  page,
}) => {
  const remote = 'mfe-catalog';
  // A second build, promoted, so the one live before becomes the last-known-good.
  await withVariantLive(remote, noChange, async ({ version: newVersion, base: goodVersion }) => {
    const remotes = (await (await page.request.get('/remotes.json')).json()) as {
      remotes: Array<{
        package: string;
        version: string;
        lastKnownGood: { version: string } | null;
      }>;
    };
    expect(remotes.remotes.find((r) => r.package === remote)).toMatchObject({
      version: newVersion,
      lastKnownGood: { version: goodVersion },
    });

    const restore = await moveAside(`${remote}/${newVersion}`);
    try {
      const loaded: string[] = [];
      page.on('response', (response) => {
        if (response.ok() && response.url().includes(`/${remote}/`)) loaded.push(response.url());
      });
      await page.goto(storeUrl('tienda-demo', ROUTE_OF[remote]));
      await expectPageRendered(page);
      expect(loaded.some((url) => url.includes(`/${remote}/${goodVersion}/`))).toBe(true);
    } finally {
      await restore();
    }
  });
});

test('promote and rollback reach the next page load, with no shell rebuild', async ({ page }) => {
  const remote = 'mfe-cart-checkout';
  const versionsLoaded = () => {
    const versions = new Set<string>();
    page.on('response', (response) => {
      const match = new RegExp(`/${remote}/([^/]+)/`).exec(response.url());
      if (match?.[1] && response.ok()) versions.add(match[1]);
    });
    return versions;
  };
  await withVariantLive(remote, noChange, async ({ version: newVersion, base: goodVersion }) => {
    let loaded = versionsLoaded();
    await page.goto(storeUrl('tienda-demo', ROUTE_OF[remote]));
    await expectPageRendered(page);
    expect([...loaded]).toEqual([newVersion]);

    await deploy('rollback', remote);
    page.removeAllListeners('response');
    loaded = versionsLoaded();
    await page.reload();
    await expectPageRendered(page);
    expect([...loaded]).toEqual([goodVersion]);
  });
});

test('no skew: a page opened before a promote, whose old files are then gone, loads the next page anew once, from the new version', async ({
  page,
}) => {
  const remote = 'mfe-catalog';
  const booted = await liveVersion(remote);
  // Opened on the live version: the information page, which loads nothing more once it is there.
  await page.goto(storeUrl('tienda-demo', 'info'));
  await waitForHydration(page);
  await withVariantLive(remote, noChange, async ({ version }) => {
    // The promote is done and the version the page booted with is no longer served.
    const restore = await moveAside(`${remote}/${booted}`);
    try {
      let documents = 0;
      page.on('load', () => (documents += 1));
      const versions = new Set<string>();
      page.on('response', (response) => {
        const match = new RegExp(`/${remote}/([^/]+)/`).exec(response.url());
        if (match?.[1] && response.ok()) versions.add(match[1]);
      });
      // Contacto's code is in the folder that is gone.
      await chrome(page).navbar.getByRole('link', { name: 'Contacto' }).click();
      await expect(page).toHaveURL(/\/tienda-demo\/contact$/);
      await expectPageRendered(page);
      // One new document, on the new version, and no other.
      await expect.poll(() => documents).toBe(1);
      expect([...versions]).toEqual([version]);
      await waitForHydration(page);
      await expectPageRendered(page);
    } finally {
      await restore();
    }
  });
});
