// Issue 15 "No waterfall": the boot data a store page carries is cached in the shell server, yet a
// promote or rollback is in the very next page (the cache is keyed on the registry file). It
// changes what is live on the CDN, so it runs in the "resilience" project (alone, one worker;
// the project matches *resilience.spec.ts) and always rolls back.
import { expect, test, type Page } from '../support/test';
import { CDN_DIR } from '../support/env';
import { deploy } from '../support/cdn';
import { expectPageRendered } from '../support/pages';
import { storeUrl } from '../support/shopper';
import { noChange, withVariantLive } from '../support/variants';

test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

interface BootRemote {
  name: string;
  version: string;
  manifestUrl: string;
  lastKnownGood: { version: string } | null;
}

async function bootRemote(page: Page, name: string) {
  const text = await page.locator('script#__STOREFRONT_BOOT__').textContent();
  const boot = JSON.parse(text ?? 'null') as {
    remotes: { remotes: BootRemote[] };
    manifests: Record<string, unknown>;
  };
  const remote = boot.remotes.remotes.find((r) => r.name === name);
  return { remote, manifestInline: Boolean(remote && boot.manifests[remote.manifestUrl]) };
}

test('a promote and a rollback are in the next page’s boot data, and that version is the one loaded', async ({
  page,
}) => {
  const remote = 'mfe-catalog';
  const loadedEntries: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`/${remote}/([^/]+)/remoteEntry\\.js`).exec(request.url());
    if (match?.[1]) loadedEntries.push(match[1]);
  });
  await withVariantLive(remote, noChange, async ({ version: newVersion, base: goodVersion }) => {
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    await expectPageRendered(page);
    expect(await bootRemote(page, 'mfe_catalog')).toEqual({
      remote: expect.objectContaining({
        version: newVersion,
        lastKnownGood: { version: goodVersion, manifestUrl: expect.any(String) },
      }),
      manifestInline: true,
    });
    expect(loadedEntries).toEqual([newVersion]);

    await deploy('rollback', remote);
    loadedEntries.length = 0;
    await page.reload();
    await expectPageRendered(page);
    expect((await bootRemote(page, 'mfe_catalog')).remote?.version).toBe(goodVersion);
    expect(loadedEntries).toEqual([goodVersion]);
  });
});
