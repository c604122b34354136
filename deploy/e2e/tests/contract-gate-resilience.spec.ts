// Issue 16, the contract gate: `deploy promote` refuses a broken build of a remote, saying what broke,
// and the live version keeps serving; a sound build of every remote passes each check and goes live.
// The builds are copies of the live version folder, broken the way a bad build would be, and the
// gate checks them against this stack (deploy/stack/src/contract-gate.mjs). In the "resilience"
// project: the passing promotes change what every page loads for a moment.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { deploy, deployRefused } from '../support/cdn';
import { CDN_DIR } from '../support/env';
import { expectLandingFrom } from '../support/remote-routes';
import {
  liveVersion,
  noChange,
  publishVariant,
  replaceTextInScripts,
  throwingRoutesModule,
  throwingServerEntry,
  type PublishedVariant,
  type VariantTransform,
} from '../support/variants';

test.describe.configure({ mode: 'default' });
test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

const REMOTE = 'mfe-catalog';

/**
 * `deploy promote` of a broken variant, which must be refused: resolves with what it printed on
 * stderr. Should the gate let it through, the version that was live is put back at once, so a
 * failing test never leaves a broken build serving the tests after it.
 */
async function promoteRefused(variant: PublishedVariant): Promise<string> {
  try {
    return await deployRefused('promote', variant.remote, variant.version);
  } finally {
    if ((await liveVersion(variant.remote)) !== variant.base)
      await deploy('rollback', variant.remote, '--to', variant.base);
  }
}

/** Edits a JSON file of the copy (`edit` gets it as parsed). */
const editJson =
  <T>(file: string, edit: (value: T) => unknown): VariantTransform =>
  async (dir) => {
    const full = path.join(dir, file);
    await fs.writeFile(full, JSON.stringify(edit(JSON.parse(await fs.readFile(full, 'utf8')))));
  };

const BROKEN: Array<{ what: string; transform: VariantTransform; reasons: string[] }> = [
  {
    what: 'a route it claims has no page in its route map (a missing expose)',
    transform: editJson<object[]>('routes.json', (routes) => [
      ...routes,
      { path: 'ofertas', name: 'Offers', access: 'public', title: 'Ofertas' },
    ]),
    reasons: ['routes.json claims "ofertas", which the exposed route map has no page for'],
  },
  {
    what: 'its manifest exposes no ./routes',
    transform: editJson<{ exposes: unknown[] }>('mf-manifest.json', (manifest) => ({
      ...manifest,
      exposes: [],
    })),
    reasons: ['the manifest exposes no "./routes"'],
  },
  {
    what: 'its routes module throws on import',
    transform: throwingRoutesModule('e2e: the routes module throws'),
    reasons: [
      'uncaught in the shell: e2e: the routes module throws',
      'mfe_catalog/routes did not load in the shell',
    ],
  },
  {
    what: 'it needs another react than the shell’s',
    transform: editJson<{ shared: Array<{ name: string; requiredVersion: string }> }>(
      'mf-manifest.json',
      (manifest) => ({
        ...manifest,
        shared: manifest.shared.map((shared) =>
          shared.name === 'react' ? { ...shared, requiredVersion: '^18.3.1' } : shared,
        ),
      }),
    ),
    reasons: ['react: requires ^18.3.1, the shell provides 19.'],
  },
  {
    what: 'its server build fails to render',
    transform: throwingServerEntry('e2e: ssr boom'),
    reasons: ['the server render of /tienda-demo left the page to the browser:', 'e2e: ssr boom'],
  },
];

for (const broken of BROKEN) {
  test(`promote refuses a build of ${REMOTE} where ${broken.what}; the live version keeps serving`, async ({
    page,
  }) => {
    const variant = await publishVariant(REMOTE, broken.transform);
    const stderr = await promoteRefused(variant);
    expect(stderr).toContain(
      `${REMOTE}@${variant.version} refused by the contract gate; the live version stays:`,
    );
    for (const reason of broken.reasons) expect(stderr).toContain(reason);
    expect(await liveVersion(REMOTE)).toBe(variant.base);

    // Shoppers still get the live version: the store's landing loads its files and renders.
    await expectLandingFrom(page, REMOTE, variant.base);
  });
}

test('promote refuses a build of mfe-cart-checkout whose cart page imports fine but throws when it renders; the live version keeps serving', async ({
  page,
}) => {
  // The empty cart's heading (what a browser without a session sees on /cart): its children
  // become an expression that throws, so the page's code loads and fails only in React's render.
  const heading = 'as:"h2",size:{base:"lg",md:"xl"},children:';
  const variant = await publishVariant(
    'mfe-cart-checkout',
    replaceTextInScripts(
      heading,
      `${heading}(()=>{throw new Error("e2e: the cart page throws on render")})()||`,
    ),
  );
  const stderr = await promoteRefused(variant);
  expect(stderr).toContain(
    `mfe-cart-checkout@${variant.version} refused by the contract gate; the live version stays:`,
  );
  expect(stderr).toContain(
    'the page /tienda-demo/cart did not render in the shell: [shell] mfe_cart_checkout "cart" failed',
  );
  expect(stderr).toContain('e2e: the cart page throws on render');
  expect(await liveVersion('mfe-cart-checkout')).toBe(variant.base);
  await expectLandingFrom(page, REMOTE, await liveVersion(REMOTE));
});

test('mfe-payments is checked in the payments standalone host too: a throwing routes module is refused there as well', async () => {
  const variant = await publishVariant(
    'mfe-payments',
    throwingRoutesModule('e2e: payments throws'),
  );
  const stderr = await promoteRefused(variant);
  expect(stderr).toContain('uncaught in the shell: e2e: payments throws');
  expect(stderr).toContain('uncaught in the payments standalone page: e2e: payments throws');
  expect(stderr).toContain('mfe_payments/routes did not load in the payments standalone page');
  expect(await liveVersion('mfe-payments')).toBe(variant.base);
});

for (const remote of ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-payments']) {
  test(`a sound build of ${remote} passes every check of the gate and goes live`, async () => {
    const variant = await publishVariant(remote, noChange);
    try {
      const printed = await deploy('promote', remote, variant.version);
      const checks =
        {
          'mfe-catalog': 'loads, routes, singletons, server render, browser, browser render',
          'mfe-cart-checkout': 'loads, routes, singletons, browser, browser render',
        }[remote] ?? 'loads, routes, singletons, browser';
      expect(printed).toContain(`passed: ${checks}`);
      expect(await liveVersion(remote)).toBe(variant.version);
    } finally {
      if ((await liveVersion(remote)) !== variant.base)
        await deploy('rollback', remote, '--to', variant.base);
    }
  });
}
