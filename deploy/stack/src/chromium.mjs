// @ts-check
// How every tool here drives Debian's Chromium (Playwright journeys, the bundle report, the contract
// gate, Lighthouse): the distro binaries (browser downloads cannot work on this machine) with the
// flags that keep them off the network they cannot reach (STACK-NOTES.md). One list, so none can drift.
import fs from 'node:fs';

/** The full browser: Lighthouse measures what a shopper's Chromium does. */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell (the same Chromium build without a browser window, the binary
 * Playwright itself runs for headless Chromium), for everything Playwright drives. Issue 37: the
 * same 39 journeys took 185-213 s of CPU on it against 224-267 s on the full browser, whose
 * browser process alone took twice the CPU (27 s against 52-56 s) building window chrome no test
 * looks at (2026-12-03).
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

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

/**
 * Launch options for Playwright (journeys, bundle report, contract gate): the headless shell, or the
 * full browser on a machine that lacks it (`npm start`'s contract gate still works there; npm test
 * requires the shell, and .ci/run installs it).
 */
export const CHROMIUM_OPTIONS = {
  executablePath: fs.existsSync(CHROMIUM_HEADLESS_SHELL)
    ? CHROMIUM_HEADLESS_SHELL
    : CHROMIUM_EXECUTABLE,
  args: [
    ...CHROMIUM_BASE_ARGS,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES].join(',')}`,
  ],
};
