// @ts-check
// The ONE list of modules federation shares. Every container (shell and the four remotes) builds
// its `shared` option from here, so no remote can drift to its own React, router, store or UI.
//
// Why these and not more:
// - Everything here holds state that must exist once per page (React and its dispatcher, the
//   router context, the jotai store context, the emotion cache, the event bus, the tenant atoms).
// - Subpath entries (jotai/utils, react-router, ...) are listed because a subpath module imports
//   its siblings by relative path: left out, it would bundle a second copy of the context it uses.
// - @chakra-ui/react is NOT here on purpose: a shared module is never tree-shaken, and Chakra whole
//   is ~309 KB gzipped. Only @storefront/ui imports Chakra (lint enforces it) and @storefront/ui is
//   the shared singleton, so one copy of exactly the parts the product uses reaches the page.
// - react/jsx-runtime holds no state, but bundled it is copied into every async chunk that renders
//   JSX (webpack does not split a 1 KB module out): the cards page loaded three copies. Shared, the
//   shell's one copy serves every chunk of every remote.
// - @storefront/domain is NOT here either: it is pure functions with no state, so nothing needs one
//   instance per page, and as a shared module it would ship whole (9 KB gzipped, login rules and
//   all) before the first render. Bundled, each container tree-shakes it to what it uses: the
//   shell's boot went from 210.2 to 204.3 KB and the login rules load with the login page.
// - 'react-router-dom' and 'react-router' both resolve (webpack alias, ALIASES below) to
//   runtime/react-router-dom.mjs: the client router API the product uses (~14 KB gzipped instead
//   of ~61 KB for react-router whole, which a shared module would ship untouched).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** Packages shared as singletons. Order is irrelevant; keep it grouped by purpose. */
const SINGLETON_PACKAGES = [
  // React runtime
  'react',
  'react-dom',
  'react/jsx-runtime',
  // Router (react-router-dom re-exports react-router: both must be the same instance)
  'react-router-dom',
  'react-router',
  // State (jotai subpaths import each other relatively; see above)
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  'jotai/utils',
  'jotai/react/utils',
  'jotai/vanilla/utils',
  // One emotion cache for Chakra's styles
  '@emotion/react',
  // Dates (issue 38): @storefront/domain's date helpers run on dayjs in UTC mode. No state, but
  // bundled (~3.5 KB gzipped with the plugin) it was copied into each page chunk that prints a
  // date and again into the product-form widget, so the subscription edit page carried it twice;
  // shared, a page loads it once and the next page of the visit reuses it. The plugin is shared
  // with it: it patches the one dayjs it is installed on, and installs once per copy of itself.
  // 'dayjs/locale/es' is not here: only the receipt's PDF prints a month name; it is bundled there.
  'dayjs',
  'dayjs/plugin/utc',
  // The platform's own packages
  '@storefront/ui',
  // Form fields (RUT, phone with its country metadata, the form dialog) as their own entry: only
  // form screens load them (a shared module ships whole).
  '@storefront/ui/forms',
  // Field, Input, Textarea and NativeSelect (ark-ui's field and their recipes, issue 41): only
  // pages with a text field load them; the landing, the cart and the panel's lists do not.
  '@storefront/ui/fields',
  '@storefront/sdk',
  // Shipping, places, cart processing and orders: only the screens that buy or list purchases
  // load them.
  '@storefront/sdk/purchases',
  // The subscription calls: the subscription screens and the cart's price-change notice.
  '@storefront/sdk/subscriptions',
  // Transactions (polled every 5 s after a rail payment) and single payments / the rails: the
  // payment screens of mfe-payments load them (issue 13).
  '@storefront/sdk/transactions',
  '@storefront/sdk/payments',
  // Charges and services: the charges panel, the service pages, an instalment's payment (issue 14).
  '@storefront/sdk/charges',
  '@storefront/bus',
  '@storefront/state',
  // '@storefront/state/cart-changes' is not here: a hook over the main entry's atoms with no state
  // of its own, bundled into the screens that change a cart. Nor '@storefront/state/tenant-loader':
  // the tenant loader (SDK calls, no state), bundled into the shell's and the standalone page's boot.
  // Widgets are shared per entry point, so a screen loads only the widgets it uses (a shared
  // module ships whole: one entry for every widget would put the product form on the cards page).
  '@storefront/widgets/cards',
  '@storefront/widgets/card-picker',
  '@storefront/widgets/product-form',
  '@storefront/widgets/address',
  // '@storefront/widgets/subscription-payment' is not here: a hook and a dialog with no state of
  // their own, bundled into the screens that pay a subscription (the list, the payment screen).
  // '@storefront/widgets/card-payment' is not here either: the card-payment section's hook and
  // components, no state of their own (they reach cards and card-picker by name), bundled into
  // each paying screen. Nor '@storefront/ui/purchase', the purchase layout of the two checkouts.
];

/** The package a request belongs to: 'jotai/utils' → 'jotai', '@emotion/react' → '@emotion/react'. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Installed version, read from the package's own package.json (some packages do not export it). */
function installedVersion(pkg) {
  const candidates = [path.join(ROOT, 'node_modules', pkg, 'package.json')];
  try {
    candidates.unshift(require.resolve(`${pkg}/package.json`, { paths: [ROOT] }));
  } catch {
    // not exported: fall back to the node_modules path
  }
  for (const file of candidates) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`shared-deps: ${pkg} is not installed (run npm install at the repo root)`);
}

/**
 * The `shared` option for ModuleFederationPlugin: singleton, the installed version, and no
 * required range (`requiredVersion: false`).
 * A container always ships its own fallback copy, so a remote still runs if it is the first to
 * load a module (standalone payments page), while 'loaded-first' makes the shell's copy win.
 * Why no range: for a singleton the federation runtime only warns on a mismatch (the shell's copy
 * is used anyway), and it parses the range with its semver code for every shared module at every
 * page start, on the main thread: 30-120 ms of the boot at 4x CPU (issue 15). Every container
 * builds from this one list and the lockfile, so all of them provide the same versions; a second
 * version is a build-time question, not one to ask again on each shopper's phone.
 * @returns {Record<string, { singleton: true; requiredVersion: false; version: string }>}
 */
function sharedDeps() {
  /** @type {Record<string, { singleton: true; requiredVersion: false; version: string }>} */
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = installedVersion(packageNameOf(request));
    shared[request] = { singleton: true, requiredVersion: false, version };
  }
  return shared;
}

/** react-router's ESM entry (its package `exports`, import condition). */
function reactRouterEsmEntry() {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] }));
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'];
  const file = entry?.import?.default ?? entry?.module?.default ?? entry?.module;
  if (typeof file !== 'string')
    throw new Error("shared-deps: cannot find react-router's ESM entry");
  // The production build: dist/development only differs by ENABLE_DEV_WARNINGS = true.
  return path.join(dir, file.replace('/development/', '/production/'));
}

const ROUTER_SUBSET = path.join(__dirname, 'runtime', 'react-router-dom.mjs');

/**
 * @emotion/react's production ESM build for the target, from its package `exports`: the browser's
 * (`browser` → `module`) or Node's (`module`; it renders styles for the server).
 * @param {boolean} browser
 */
function emotionReactEsmEntry(browser) {
  const dir = path.dirname(require.resolve('@emotion/react/package.json', { paths: [ROOT] }));
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'];
  const file = browser ? entry?.browser?.module : entry?.module;
  if (typeof file !== 'string')
    throw new Error("shared-deps: cannot find @emotion/react's ESM entry");
  return path.join(dir, file);
}

const EMOTION_SUBSET = path.join(__dirname, 'runtime', 'emotion-react.mjs');

/**
 * webpack `resolve.alias` every container uses with the shared list (see the header): the router
 * and emotion subsets, each over the package's own build.
 * @param {{ browser?: boolean }} [options] the Node build (server rendering) passes false
 */
function sharedAliases({ browser = true } = {}) {
  return {
    'react-router-dom$': ROUTER_SUBSET,
    'react-router$': ROUTER_SUBSET,
    '@storefront/config/react-router-esm$': reactRouterEsmEntry(),
    '@emotion/react$': EMOTION_SUBSET,
    '@storefront/config/emotion-react-esm$': emotionReactEsmEntry(browser),
  };
}

module.exports = {
  SINGLETON_PACKAGES,
  sharedDeps,
  sharedAliases,
  installedVersion,
  packageNameOf,
  ROUTER_SUBSET,
  EMOTION_SUBSET,
};
