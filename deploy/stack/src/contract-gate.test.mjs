// @ts-check
// The contract gate's rules on plain data, and its browser check against a tiny page; the gate
// against a running stack and real (broken) builds is e2e/tests/contract-gate-resilience.spec.ts.
import http from 'node:http';
import {
  browserProblems,
  ContractRefusal,
  declaredRouteProblems,
  routeClaimProblems,
  singletonProblems,
  smokePaths,
} from './contract-gate.mjs';

const route = (path, extra = {}) => ({
  path,
  name: `N${path}`,
  access: 'public',
  title: 'T',
  ...extra,
});

describe('routeClaimProblems', () => {
  test('well-formed routes that no other live remote owns pass', () => {
    expect(
      routeClaimProblems(
        [route(''), route('catalog')],
        [{ package: 'mfe-account', routes: [route('userpanel/cards')] }],
      ),
    ).toEqual([]);
  });

  test('names a malformed route, a route claimed twice and one another live remote owns', () => {
    expect(
      routeClaimProblems(
        [
          route('/catalog'),
          route('info', { access: 'everyone' }),
          route('cart'),
          route('x'),
          route('x'),
        ],
        [{ package: 'mfe-cart-checkout', routes: [route('cart')] }],
      ),
    ).toEqual([
      'routes.json route "/catalog" is not { path, name, access, title }',
      'routes.json route "info" is not { path, name, access, title }',
      'routes.json claims "cart", which live mfe-cart-checkout owns',
      'routes.json claims "x" twice',
    ]);
  });

  test('no routes at all is refused', () => {
    expect(routeClaimProblems(undefined)).toEqual(['routes.json claims no route']);
    expect(routeClaimProblems([])).toEqual(['routes.json claims no route']);
  });
});

describe('singletonProblems', () => {
  const shell = {
    shared: [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'jotai', version: '3.0.1', singleton: true },
    ],
  };

  test('ranges the shell satisfies, and packages the shell does not share, pass', () => {
    expect(
      singletonProblems(
        {
          shared: [
            { name: 'react', requiredVersion: '^19.3.1', singleton: true },
            {
              name: '@storefront/widgets/product-form',
              requiredVersion: '^0.1.0',
              singleton: true,
            },
          ],
        },
        shell,
      ),
    ).toEqual([]);
  });

  test('a range the shell does not satisfy, and a singleton shared otherwise, are named', () => {
    expect(
      singletonProblems(
        {
          shared: [
            { name: 'react', requiredVersion: '^18.3.1', singleton: true },
            { name: 'jotai', requiredVersion: '^3.0.1', singleton: false },
          ],
        },
        shell,
      ),
    ).toEqual([
      'react: requires ^18.3.1, the shell provides 19.3.1 (a page would load a second copy)',
      'jotai: shared as a non-singleton; the shell shares it as a singleton',
    ]);
  });
});

describe('declaredRouteProblems', () => {
  test('the route map must have exactly the claimed routes; import failures are named', () => {
    expect(declaredRouteProblems(['', 'catalog'], ['', 'catalog'])).toEqual([]);
    expect(
      declaredRouteProblems(['', 'ofertas'], ['', 'old'], [{ path: '', message: 'boom' }]),
    ).toEqual([
      'routes.json claims "ofertas", which the exposed route map has no page for',
      'the exposed route map has a page for "old", which routes.json does not claim',
      'the page of "" threw on import: boom',
    ]);
  });
});

test('smoke paths: public routes without parameters', () => {
  expect(
    smokePaths([
      route(''),
      route('products/:id'),
      route('userpanel/cards', { access: 'auth' }),
      route('info'),
    ]),
  ).toEqual(['', 'info']);
});

test('a refusal names the version, says the live one stays, and lists each problem once, on one line', () => {
  const refusal = new ContractRefusal('mfe-catalog@0.1.0-1234abcd', ['a\n  b', 'a b', 'c']);
  expect(refusal.message).toBe(
    'mfe-catalog@0.1.0-1234abcd refused by the contract gate; the live version stays:\n  - a b\n  - c',
  );
  expect(refusal.problems).toEqual(['a b', 'c']);
});

describe('browserProblems, in headless Chromium', () => {
  // A host page whose federation runtime exists at once but registers its remote only later, as
  // the payments standalone page does once it has read /config.json and /remotes.json. Its fake
  // runtime answers loadRemote as the real one does: "Failed to locate remote" before the remote is
  // registered. It registers the remote as soon as anything asks for it too early (so a gate that
  // does not wait always fails here), or else 500 ms after it starts.
  const PAGE = `<!doctype html><title>host</title><script>
    const remotes = [];
    let askedEarly;
    const early = new Promise((resolve) => (askedEarly = resolve));
    globalThis.__FEDERATION__ = { __INSTANCES__: [{
      name: 'late_host',
      options: { remotes },
      async loadRemote(id) {
        if (!remotes.some((r) => id.startsWith(r.name + '/'))) {
          askedEarly();
          throw new Error('[ Federation Runtime ]: Failed to locate remote. #RUNTIME-004');
        }
        return { default: { '': { load: async () => ({}) } } };
      },
    }] };
    Promise.race([early, new Promise((resolve) => setTimeout(resolve, 500))]).then(() =>
      remotes.push({ name: 'mfe_late', entry: '/mf-manifest.json' }),
    );
  </script>`;
  let server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(PAGE);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('waits for the host to register the remote before loading its route map', async () => {
    const problems = await browserProblems({
      host: {
        name: 'late_host',
        url: `http://127.0.0.1:${server.address().port}`,
        page: '/',
        label: 'the late page',
      },
      remote: { name: 'mfe_late', package: 'mfe-payments' },
      version: '0.1.0-test',
      claimed: [''],
    });
    expect(problems).toEqual([]);
  }, 60_000);
});
