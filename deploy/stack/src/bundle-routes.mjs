// @ts-check
// The bundle report's routes and the pure helpers that sort what a page loaded: which routes are
// measured, which bucket (the shell, a remote) a JS URL belongs to, and which shared packages each
// file provides. No browser: the unit tests and the web bench import these (through bundle-report.mjs).

/**
 * The routes measured: one or more per remote, each store mode, signed in where the route asks.
 * @param {{ shellUrl: string }} stack
 */
export function benchRoutes({ shellUrl }) {
  const own = new URL(shellUrl);
  const ownHost = (store, path) => `${own.protocol}//${store}.${own.host}/${path}`;
  const market = (path) => `${shellUrl}/tienda-demo${path ? `/${path}` : ''}`;
  return [
    { id: 'landing', owner: 'mfe-catalog', url: market(''), signedIn: false },
    { id: 'catalog', owner: 'mfe-catalog', url: market('catalog'), signedIn: false },
    { id: 'product', owner: 'mfe-catalog', url: market('products/td-p-0001'), signedIn: false },
    { id: 'cart', owner: 'mfe-cart-checkout', url: market('cart'), signedIn: false },
    { id: 'login', owner: 'shell', url: market('login'), signedIn: false },
    { id: 'checkout', owner: 'mfe-cart-checkout', url: market('checkout'), signedIn: true },
    { id: 'userpanel/cards', owner: 'mfe-account', url: market('userpanel/cards'), signedIn: true },
    {
      id: 'userpanel/orders',
      owner: 'mfe-account',
      url: market('userpanel/orders'),
      signedIn: true,
    },
    {
      id: 'userpanel/subscriptions',
      owner: 'mfe-account',
      url: market('userpanel/subscriptions'),
      signedIn: true,
    },
    {
      id: 'single-payment',
      owner: 'mfe-payments',
      url: market('single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A'),
      signedIn: true,
    },
    {
      id: 'charges (own host)',
      owner: 'mfe-account',
      url: ownHost('servicios-demo', 'userpanel/charges'),
      signedIn: true,
    },
  ];
}

/** Which bucket a JS URL belongs to: "shell", a remote's package name, or its origin. */
export function bucketOf(url, { shellUrl, cdnUrl }) {
  const u = new URL(url);
  const cdn = new URL(cdnUrl);
  if (u.host === cdn.host) return u.pathname.split('/')[1] || 'cdn';
  const shell = new URL(shellUrl);
  if (u.port === shell.port && (u.hostname === shell.hostname || u.hostname.endsWith('.localhost')))
    return 'shell';
  return u.origin;
}

/**
 * Map of JS URL → shared packages that file provides, from the shell's manifest and the live
 * remotes' manifests. A file can carry several packages (webpack groups them in one chunk).
 * @param {{ shell: object | null, remotes: Array<{ package: string, baseUrl: string, manifest: object }> }} manifests
 */
export function sharedFileIndex(manifests, shellUrl) {
  const index = new Map();
  const add = (url, container, name) => {
    const entry = index.get(url) ?? { container, packages: [] };
    entry.packages.push(name);
    index.set(url, entry);
  };
  for (const shared of manifests.shell?.shared ?? []) {
    for (const file of shared.assets?.js?.sync ?? [])
      add(new URL(file, `${shellUrl}/`).href, 'shell', shared.name);
  }
  for (const remote of manifests.remotes) {
    for (const shared of remote.manifest.shared ?? []) {
      for (const file of shared.assets?.js?.sync ?? [])
        add(new URL(file, remote.baseUrl).href, remote.package, shared.name);
    }
  }
  return index;
}
