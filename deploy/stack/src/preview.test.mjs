// @ts-check
import { previewOf, withPreview } from './preview.mjs';
import { LIVE_CATALOG, liveRemoteEntry } from './testing/fixtures.mjs';

const req = (cookie) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('previewOf', () => {
  test('reads <package>@<version> from the preview cookie among others', () => {
    expect(previewOf(req('a=1; storefront_preview=mfe-catalog%400.1.0-1234abcd; b=2'))).toEqual({
      remote: 'mfe-catalog',
      version: '0.1.0-1234abcd',
    });
  });

  test.each([undefined, '', 'a=1', 'storefront_preview=nope', 'storefront_preview=%E0%A4%A'])(
    'no preview for %p',
    (cookie) => {
      expect(previewOf(req(cookie))).toBeNull();
    },
  );
});

describe('withPreview', () => {
  const live = {
    remotes: [
      LIVE_CATALOG,
      liveRemoteEntry({ name: 'mfe_account', pkg: 'mfe-account', version: '0.1.0-cccccccc' }),
    ],
  };
  const registry = {
    published: {
      'mfe-catalog': {
        '0.1.0-bbbbbbbb': { routes: [{ path: 'x', name: 'X', access: 'public', title: 'X' }] },
      },
    },
  };

  test('the previewed remote at its published version, its routes, no last-known-good', () => {
    const doc = withPreview(
      live,
      registry,
      { remote: 'mfe-catalog', version: '0.1.0-bbbbbbbb' },
      'http://cdn/',
    );
    expect(doc?.remotes.map((r) => r.package)).toEqual(['mfe-catalog', 'mfe-account']);
    expect(doc?.remotes[0]).toEqual({
      name: 'mfe_catalog',
      package: 'mfe-catalog',
      version: '0.1.0-bbbbbbbb',
      manifestUrl: 'http://cdn/mfe-catalog/0.1.0-bbbbbbbb/mf-manifest.json',
      lastKnownGood: null,
      routes: [{ path: 'x', name: 'X', access: 'public', title: 'X' }],
    });
    expect(doc?.remotes[1]).toBe(live.remotes[1]);
  });

  test('a version the registry has not published is no preview', () => {
    expect(
      withPreview(
        live,
        registry,
        { remote: 'mfe-catalog', version: '0.1.0-dddddddd' },
        'http://cdn',
      ),
    ).toBeNull();
    expect(
      withPreview(live, registry, { remote: 'mfe-nope', version: '0.1.0-bbbbbbbb' }, 'http://cdn'),
    ).toBeNull();
  });
});
