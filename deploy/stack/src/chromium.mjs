// How every tool here drives Debian's Chromium (Playwright journeys, the bundle report): the
// distro binary (browser downloads cannot work on this machine) with the flags that keep it off
// the network it cannot reach (STACK-NOTES.md). One list, so the two cannot drift.
export const CHROMIUM_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
