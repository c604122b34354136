// @ts-check
// The bundle report's measurements, run in Chromium through Playwright against a running stack:
// for each route, every JS response from navigation start until the route's screen has rendered,
// gzipped and summed per origin (the shell) or remote; plus the shared singletons, their size and
// how many copies of each a page really loaded.
//
// This module runs the whole report (bundleReport) and re-exports the parts it is made of, so its
// importers (bin/bench.mjs, bin/bench-web.mjs, web-bench.mjs, the e2e tests through
// bundle-report.d.mts) import them from here: bundle-routes.mjs (routes, buckets, shared-file
// index), bundle-measure.mjs (one route in Chromium), bundle-manifests.mjs (manifests, singleton
// sizes), bench-shoppers.mjs (who signs in), bundle-report-format.mjs (text and Markdown).
import { benchShoppers, tokensFor } from './bench-shoppers.mjs';
import { sumByGroup } from './build-composition.mjs';
import { loadManifests, sharedSizes } from './bundle-manifests.mjs';
import { measureRoute } from './bundle-measure.mjs';
import { benchRoutes, bucketOf, sharedFileIndex } from './bundle-routes.mjs';
import { CHROMIUM_OPTIONS } from './chromium.mjs';

export { CHROMIUM_OPTIONS };
export { benchRoutes, bucketOf, sharedFileIndex } from './bundle-routes.mjs';
export { measureRoute } from './bundle-measure.mjs';
export { loadManifests, sharedSizes } from './bundle-manifests.mjs';
export { benchShoppers, signIn, tokensFor } from './bench-shoppers.mjs';
export { formatMarkdown, formatReport } from './bundle-report-format.mjs';

/**
 * Run the whole report against a running stack.
 * @param {{ shellUrl: string, cdnUrl: string, sandboxUrl: string, log?: (line: string) => void,
 *   shellComposition?: Map<string, { gzip: number, packages: Map<string, number> }> | null }} stack
 *   shellComposition: from build-composition.mjs, to size singletons with what they pull in
 */
export async function bundleReport({
  shellUrl,
  cdnUrl,
  sandboxUrl,
  log = console.log,
  shellComposition = null,
}) {
  const manifests = await loadManifests({ shellUrl });
  const fileIndex = sharedFileIndex(manifests, shellUrl);
  const shoppers = await benchShoppers(sandboxUrl);
  // Loaded here so the pure helpers can be imported without a browser runner.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  const routes = [];
  try {
    // One throwaway visit first, so the servers' gzip caches and the sandbox are warm.
    await measureRoute(browser, benchRoutes({ shellUrl })[0], {
      shellUrl,
      cdnUrl,
      tokens: null,
      fileIndex,
    });
    for (const route of benchRoutes({ shellUrl })) {
      log(`  ${route.id}…`);
      routes.push(
        await measureRoute(browser, route, {
          shellUrl,
          cdnUrl,
          tokens: tokensFor(route, shoppers),
          fileIndex,
        }),
      );
    }
  } finally {
    await browser.close();
  }
  const shared = await sharedSizes(manifests, shellUrl);
  // Shell files any measured route loaded, by package group (Chakra counts for @storefront/ui).
  const shellFiles = new Set(
    routes.flatMap((r) =>
      r.files
        .filter((f) => bucketOf(f.url, { shellUrl, cdnUrl }) === 'shell')
        .map((f) => new URL(f.url).pathname.replace(/^\//, '')),
    ),
  );
  const groups = shellComposition ? sumByGroup(shellComposition, shellFiles) : null;
  const singletons = Object.entries(shared)
    .filter(([, info]) => info.singleton)
    .map(([name, info]) => {
      const copiesPerRoute = routes.map((r) =>
        Math.max(r.sharedLoadedFrom[name]?.length ?? 0, r.shareScopeLoaded[name]?.length ?? 0),
      );
      const maxCopies = Math.max(0, ...copiesPerRoute);
      const group = groups?.get(name);
      return {
        name,
        version: info.version,
        // With the build composition: the package and what it pulls in; else its manifest chunks.
        gzip: group
          ? Math.round(group.gzip)
          : (info.builtBy.shell?.gzip ??
            Math.max(...Object.values(info.builtBy).map((b) => b.gzip))),
        includes: group
          ? Object.fromEntries(
              [...group.packages]
                .sort((a, b) => b[1] - a[1])
                .map(([pkg, bytes]) => [pkg, Math.round(bytes)]),
            )
          : undefined,
        builtBy: info.builtBy,
        maxCopiesInOnePage: maxCopies,
        once: maxCopies <= 1,
        loadedFrom: [...new Set(routes.flatMap((r) => r.sharedLoadedFrom[name] ?? []))],
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const shellByGroup = groups
    ? Object.fromEntries(
        [...groups]
          .sort((a, b) => b[1].gzip - a[1].gzip)
          .map(([group, g]) => [group, Math.round(g.gzip)]),
      )
    : undefined;
  return {
    generatedAt: new Date().toISOString(),
    method:
      'Chromium (Playwright), phone viewport, empty cache per route; every script the page adds (parser or script inserted, in DOM order) until a heading is added to the main landmark, each response waited for; sizes are gzip -9 of the response bodies; buckets: "shell" = shell origin, others = remote folder on the CDN. Singleton sizes: the shell files the routes loaded, attributed to packages by a webpack stats build of the shell (Chakra, ark-ui, zag count for @storefront/ui; scheduler for react-dom); copies: providers loaded in the federation share scope and containers whose shared chunks arrived.',
    remotes: manifests.remotes.map((r) => ({ package: r.package, version: r.version })),
    routes,
    singletons,
    singletonsOnce: singletons.every((s) => s.once),
    shellJsByPackage: shellByGroup,
  };
}
