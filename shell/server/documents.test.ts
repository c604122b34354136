import {
  BOOT_ELEMENT_ID,
  bootDocument,
  escapeJsonForHtml,
  landingBannerImages,
  AFTER_PAINT_ELEMENT_ID,
  afterPaintChunkScripts,
  afterPaintScripts,
  contentPreloadLinks,
  preloadLinks,
  scriptPreloadLinks,
  templateFontFiles,
  withTabIcon,
  withTitle,
  pageScripts,
  remoteScripts,
  renderMarker,
  storePageHtml,
  storePageParts,
  storePageRest,
} from './documents';

const INDEX =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tienda</title>' +
  '<script defer src="/main.js?abc"></script></head><body><div id="root"></div></body></html>';

describe('escapeJsonForHtml', () => {
  test('nothing in a string can close the script element or break old parsers; JSON.parse gives it back', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: 'a & b <!-- c -->',
      seps: '\u2028\u2029',
    };
    const text = escapeJsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('storePageHtml', () => {
  const boot = bootDocument({
    config: { apiBaseUrl: 'http://localhost:8080/api/v1' },
    remotes: { remotes: [] },
    tenant: { store: { name: '</script>' }, prefix: '/x', mode: 'marketplace' },
    manifests: {},
  });

  test('hints go before the first script, the boot data at the end of <head>, once', () => {
    const html = storePageHtml(INDEX, { boot, links: '<link rel="preconnect" href="http://cdn">' });
    const preconnect = html.indexOf('<link rel="preconnect"');
    const main = html.indexOf('<script defer src="/main.js');
    const data = html.indexOf(`<script type="application/json" id="${BOOT_ELEMENT_ID}">`);
    expect(preconnect).toBeGreaterThan(html.indexOf('<head>'));
    expect(preconnect).toBeLessThan(main);
    expect(data).toBeGreaterThan(main);
    expect(data).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(BOOT_ELEMENT_ID)).toHaveLength(2);
    // The store's text cannot end the element early: one </script> per script tag.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = html.slice(html.indexOf('>', data) + 1, html.indexOf('</script>', data));
    expect(JSON.parse(json)).toEqual({ ...boot, v: 1 });
  });

  test('without boot data it is index.html plus the hints; without a <head> it is unchanged', () => {
    expect(storePageHtml(INDEX, { boot: null })).toBe(INDEX);
    expect(storePageHtml('<p>no head</p>', { boot, links: '<link>' })).toBe('<p>no head</p>');
  });
});

describe('the server-rendered page (streamed in two parts)', () => {
  const parts = storePageParts(INDEX, { links: '<link rel="preconnect" href="http://cdn">' })!;
  const base = {
    config: { a: 1 },
    remotes: { remotes: [] },
    tenant: { prefix: '' },
    manifests: {},
  };
  const render = {
    head: '<style data-emotion="css x">.x{}</style>',
    html: '<main>Hola $& $1</main>',
    ssr: { data: { q: '</script><script>alert(1)</script>' }, remote: 'mfe_catalog' },
  };

  test('the first part is the head with the hints, cut before </head>', () => {
    expect(parts.start).toBe(
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tienda</title>' +
        '<link rel="preconnect" href="http://cdn"><script defer src="/main.js?abc"></script>',
    );
    expect(parts.end).toBe('</head><body><div id="root"></div></body></html>');
    expect(storePageParts('<p>no head</p>', {})).toBeNull();
  });

  const scriptLinks = '<link rel="preload" as="script" href="/bootstrap.js">';

  test('rendered: marker, inert script hints, boot data with ssr, styles last in <head>, then #root with the html', () => {
    const boot = bootDocument({ ...base, ssr: render.ssr });
    const rest = storePageRest(parts.end, { boot, render, scriptLinks });
    expect(rest).toBe(
      '<meta name="storefront-render" content="server">' +
        `<template id="${AFTER_PAINT_ELEMENT_ID}">${scriptLinks}</template>` +
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">${escapeJsonForHtml(boot)}</script>` +
        render.head +
        '</head><body><div id="root"><main>Hola $& $1</main></div></body></html>',
    );
    // The server data cannot close the data block; it parses back exactly.
    expect(rest).not.toContain('</script><script>');
    const json = rest.match(/<script type="application\/json"[^>]*>(.*?)<\/script>/s)![1]!;
    expect(JSON.parse(json).ssr).toEqual(render.ssr);
  });

  test('fallback: today’s document plus the client marker, the script hints active', () => {
    const boot = bootDocument(base);
    const today = storePageHtml(INDEX, {
      boot,
      links: '<link rel="preconnect" href="http://cdn">',
    });
    const page = parts.start + storePageRest(parts.end, { boot, render: null, scriptLinks });
    expect(page).toBe(
      today.replace(
        '<script type="application/json"',
        `<meta name="storefront-render" content="client">${scriptLinks}$&`,
      ),
    );
    expect(page).not.toContain('<template');
  });

  test('the boot document has ssr only when given', () => {
    expect(bootDocument(base)).toEqual({ v: 1, ...base });
    expect(Object.keys(bootDocument(base))).not.toContain('ssr');
    expect(bootDocument({ ...base, ssr: render.ssr }).ssr).toBe(render.ssr);
    expect(renderMarker('server')).toBe('<meta name="storefront-render" content="server">');
    expect(renderMarker('placeholder')).toBe(
      '<meta name="storefront-render" content="placeholder">',
    );
    expect(renderMarker('anything else')).toBe('<meta name="storefront-render" content="client">');
  });
});

describe('preloadLinks', () => {
  test('scripts without crossorigin (as webpack and federation load them), fonts with it', () => {
    const links = preloadLinks({
      cdnUrl: 'http://localhost:8081/',
      shellScripts: ['/bootstrap.1a2b3c4d.js'],
      remoteScripts: ['http://localhost:8081/mfe-catalog/v/remoteEntry.js'],
      fonts: ['/assets/inter-400.woff2'],
      images: [{ href: 'http://localhost:4000/img/banner.webp' }],
    });
    expect(links).toContain('<link rel="preconnect" href="http://localhost:8081">');
    expect(links).toContain('<link rel="preload" as="script" href="/bootstrap.1a2b3c4d.js">');
    expect(links).toContain(
      '<link rel="preload" as="script" href="http://localhost:8081/mfe-catalog/v/remoteEntry.js">',
    );
    expect(links).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-400.woff2" crossorigin>',
    );
    expect(links).toContain('as="image" href="http://localhost:4000/img/banner.webp"');
    expect(links.match(/as="script"[^>]*crossorigin/)).toBeNull();
  });

  test('a client-rendered page: the content hints and the script hints, preconnect first', () => {
    const hints = {
      cdnUrl: 'http://cdn.test',
      shellScripts: ['/a.js'],
      remoteScripts: ['http://cdn.test/r/remoteEntry.js'],
      fonts: ['/assets/inter-400.woff2'],
      images: [{ href: 'http://img.test/banner.svg' }],
    };
    const [preconnect, ...rest] = contentPreloadLinks(hints).split(/(?=<link )/);
    expect(preloadLinks(hints)).toBe(
      preconnect +
        scriptPreloadLinks(['/a.js', 'http://cdn.test/r/remoteEntry.js']) +
        rest.join(''),
    );
    expect(contentPreloadLinks(hints)).not.toContain('as="script"');
  });

  test('the script hints of a rendered page wait in a template (nothing there is fetched)', () => {
    expect(afterPaintScripts(scriptPreloadLinks(['/a.js']))).toBe(
      `<template id="${AFTER_PAINT_ELEMENT_ID}"><link rel="preload" as="script" href="/a.js"></template>`,
    );
    expect(afterPaintScripts('')).toBe('');
  });

  test('the shell’s chunks wait there as async scripts (escaped), which main.js starts after the paint', () => {
    expect(afterPaintChunkScripts(['/a.js', '/b"<.js'])).toBe(
      '<script async src="/a.js"></script><script async src="/b&quot;&lt;.js"></script>',
    );
    expect(afterPaintChunkScripts()).toBe('');
  });

  test('a placeholder page’s script hints are fetched at low priority', () => {
    expect(scriptPreloadLinks(['/a.js'], { low: true })).toBe(
      '<link rel="preload" as="script" href="/a.js" fetchpriority="low">',
    );
    expect(scriptPreloadLinks(['/a.js'])).not.toContain('fetchpriority');
  });

  test('attribute values are escaped', () => {
    expect(preloadLinks({ cdnUrl: 'http://cdn.test', shellScripts: ['/a"b<.js'] })).toContain(
      'href="/a&quot;b&lt;.js"',
    );
  });
});

describe('the route’s remote', () => {
  test('the remote entry and the exposed ./routes chunk, next to the manifest (publicPath auto)', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './routes', assets: { js: { sync: ['__federation_expose_routes.1a.js'] } } },
      ],
    };
    expect(remoteScripts('http://cdn.test/mfe-catalog/1/mf-manifest.json', manifest)).toEqual([
      'http://cdn.test/mfe-catalog/1/remoteEntry.js',
      'http://cdn.test/mfe-catalog/1/__federation_expose_routes.1a.js',
    ]);
    expect(remoteScripts('http://cdn.test/m/1/mf-manifest.json', undefined)).toEqual([]);
  });

  test("the route's page: its chunk group's files and its shared packages' from page-chunks.json", () => {
    const chunks = {
      groups: { 'page-Subscriptions': ['page-Subscriptions.1a.js', '5753.2b.js'] },
      shared: { 'page-Subscriptions': ['@storefront/widgets/cards', 'dayjs', 'react'] },
      provides: {
        '@storefront/widgets/cards': ['2931.3c.js'],
        dayjs: ['5285.4d.js'],
        react: ['3696.5e.js'],
      },
    };
    const manifestUrl = 'http://cdn.test/mfe-account/1/mf-manifest.json';
    // The shell provides dayjs and react: theirs, on the page's origin; the cards widget is the
    // remote's own.
    const shell = { dayjs: ['/5285.6f.js'], react: ['/3696.7a.js'], jotai: ['/6221.8b.js'] };
    expect(pageScripts(manifestUrl, chunks, 'Subscriptions', shell)).toEqual([
      'http://cdn.test/mfe-account/1/page-Subscriptions.1a.js',
      'http://cdn.test/mfe-account/1/5753.2b.js',
      'http://cdn.test/mfe-account/1/2931.3c.js',
      '/5285.6f.js',
      '/3696.7a.js',
    ]);
    // No such page (a route of the shell), no file (an older build), no route: nothing.
    expect(pageScripts(manifestUrl, chunks, 'Cards', shell)).toEqual([]);
    expect(pageScripts(manifestUrl, null, 'Subscriptions', shell)).toEqual([]);
    expect(pageScripts(manifestUrl, chunks, undefined, shell)).toEqual([]);
    // A build without `shared` (the first page-chunks.json): the page's own files.
    expect(pageScripts(manifestUrl, { groups: chunks.groups }, 'Subscriptions', shell)).toHaveLength(2);
  });
});

describe('fonts and the largest image', () => {
  const assets = [
    'inter-latin-400-normal.eca1e215.woff2',
    'inter-latin-700-normal.11042366.woff2',
    'poppins-latin-400-normal.405055dd.woff2',
    'logo.12345678.svg',
  ];

  test('the 400 weight of the template’s text and heading families it self-hosts', () => {
    const template = {
      styles: { texts: { fontFamily: '"Poppins", sans-serif', headingFontFamily: 'Inter' } },
    };
    expect(templateFontFiles(template, assets)).toEqual([
      '/assets/poppins-latin-400-normal.405055dd.woff2',
      '/assets/inter-latin-400-normal.eca1e215.woff2',
    ]);
    expect(templateFontFiles({ styles: { texts: { fontFamily: 'Comic Sans' } } }, assets)).toEqual(
      [],
    );
    expect(templateFontFiles({}, assets)).toEqual([]);
  });

  test('the landing’s first banner, per media query as its <picture> picks it; only on the landing', () => {
    const store = {
      content: {
        views: {
          landing: {
            banners: [
              { imageUrlMobile: 'http://s/m.webp', imageUrlDesktop: 'http://s/d.webp' },
              { imageUrlMobile: 'http://s/2.webp' },
            ],
          },
        },
      },
    };
    expect(landingBannerImages(store, '/')).toEqual([
      { href: 'http://s/d.webp', media: '(min-width: 48rem)' },
      { href: 'http://s/m.webp', media: 'not all and (min-width: 48rem)' },
    ]);
    expect(landingBannerImages(store, '/catalog')).toEqual([]);
    const one = {
      content: { views: { landing: { banners: [{ imageUrlDesktop: 'http://s/d.webp' }] } } },
    };
    expect(landingBannerImages(one, '/')).toEqual([{ href: 'http://s/d.webp' }]);
    expect(
      landingBannerImages(
        { content: { views: { landing: { active: false, banners: [{ imageUrlMobile: 'x' }] } } } },
        '/',
      ),
    ).toEqual([]);
  });
});

test('the store’s tab icon replaces the placeholder icon link; anything but an http(s) URL is ignored', () => {
  const html = '<head><link rel="icon" href="data:,"/></head>';
  expect(withTabIcon(html, 'http://localhost:4000/logo.svg?a=1&b="2"')).toBe(
    '<head><link rel="icon" href="http://localhost:4000/logo.svg?a=1&amp;b=&quot;2&quot;"></head>',
  );
  expect(withTabIcon(html, 'javascript:alert(1)')).toBe(html);
  expect(withTabIcon(html, null)).toBe(html);
});

test('the page’s own title replaces the placeholder <title>, escaped (000 §2; issue 40)', () => {
  const html = '<head><meta charset="utf-8"><title>Tienda</title></head>';
  expect(withTitle(html, 'Catálogo - Tienda Demo')).toBe(
    '<head><meta charset="utf-8"><title>Catálogo - Tienda Demo</title></head>',
  );
  expect(withTitle(html, 'A <b> & "c" $& - x')).toBe(
    '<head><meta charset="utf-8"><title>A &lt;b&gt; &amp; &quot;c&quot; $&amp; - x</title></head>',
  );
  expect(withTitle(html, '')).toBe(html);
});
