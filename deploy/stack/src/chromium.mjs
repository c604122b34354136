// How every tool here drives Debian's Chromium (Playwright journeys, the bundle report, the contract
// gate, Lighthouse): the distro binary (browser downloads cannot work on this machine) with the
// flags that keep it off the network it cannot reach (STACK-NOTES.md). One list, so none can drift.
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

/** Flags for any launcher (Playwright, Lighthouse's chrome-launcher). */
export const CHROMIUM_BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright 1.65 turns off itself (its chromiumSwitches). Chromium reads only the last
 * --disable-features, so ours must repeat them; chromium.test.mjs reads the launched browser's
 * command line and fails if a Playwright upgrade adds one that this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * Browser chrome no test looks at (issue 37). Headless Chromium 156 still builds a window for every
 * page: it preloads the address bar's WebUI popup (a renderer of its own, chrome://omnibox-popup)
 * and keeps a spare renderer warm beside the page's own. Sampled over three minutes of the
 * journeys, that popup's renderer alone took 13.6 % of the machine's CPU; a new context loading a
 * store's landing cost 13 s of CPU per 15 loads with them and 9.5 s without (2026-12-02).
 */
export const UNUSED_BROWSER_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

/** Launch options for Playwright (journeys, bundle report, contract gate). */
export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_EXECUTABLE,
  args: [
    ...CHROMIUM_BASE_ARGS,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES].join(',')}`,
  ],
};
