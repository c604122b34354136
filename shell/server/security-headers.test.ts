import { frameAncestorsFrom } from '../../deploy/stack/src/ports.mjs';
import { securityHeaders } from './security-headers';

const config = { apiBaseUrl: 'http://localhost:4000/v1', sandboxUrl: 'http://localhost:4000' };
const directives = (headers: Record<string, string>): Record<string, string[]> =>
  Object.fromEntries(
    String(headers['Content-Security-Policy'])
      .split('; ')
      .map((item: string) => {
        const [name, ...values] = item.split(' ');
        return [name, values];
      }),
  );

test('scripts only from the shell and the remote CDN: no inline script, no eval', () => {
  const csp = directives(securityHeaders({ cdnUrl: 'http://localhost:8081', config }));
  expect(csp['script-src']).toEqual(["'self'", 'http://localhost:8081']);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'http://localhost:8081']);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
});

test('only the store’s own pages frame the shell, unless an operator lists integrators', () => {
  const alone = securityHeaders({ cdnUrl: 'http://localhost:8081', config });
  expect(directives(alone)['frame-ancestors']).toEqual(["'self'"]);
  expect(alone['X-Frame-Options']).toBe('SAMEORIGIN');
  const integrated = securityHeaders({
    cdnUrl: 'http://localhost:8081',
    config,
    frameAncestors: frameAncestorsFrom('https://integrador.example https://otro.example/ruta'),
  });
  expect(directives(integrated)['frame-ancestors']).toEqual([
    "'self'",
    'https://integrador.example',
    'https://otro.example',
  ]);
  expect(integrated['X-Frame-Options']).toBeUndefined();
  expect(() => frameAncestorsFrom('javascript:alert(1)')).toThrow(/not an http\(s\) origin/);
});

test('the other headers a storefront sends', () => {
  const headers = securityHeaders({ cdnUrl: 'http://localhost:8081', config });
  expect(headers).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
});

test('the shell isolates its opener; the payments page may keep its provider window linked', () => {
  const cdnUrl = 'http://localhost:8081';
  expect(securityHeaders({ cdnUrl, config })['Cross-Origin-Opener-Policy']).toBe('same-origin');
  expect(
    securityHeaders({ cdnUrl, config, opener: 'unsafe-none' })['Cross-Origin-Opener-Policy'],
  ).toBe('unsafe-none');
});

const SEGMENT = { url: 'https://api.segment.io/v1' };
const STAND_IN = { url: 'http://localhost:4000/sandbox/segment/v1' };

test('a configured holidays service and tracking API may be called from the page (README "Third-party services")', () => {
  const csp = directives(
    securityHeaders({
      cdnUrl: 'http://localhost:8081',
      config: {
        ...config,
        thirdParties: {
          holidaysUrl: 'https://date.nager.at',
          mapsApiKey: null,
          analytics: SEGMENT,
        },
      },
    }),
  );
  expect(csp['connect-src']).toContain('https://date.nager.at');
  expect(csp['connect-src']).toContain('https://api.segment.io');
  // The stand-in lives on the sandbox: no origin added.
  const standIn = directives(
    securityHeaders({
      cdnUrl: 'http://localhost:8081',
      config: {
        ...config,
        thirdParties: {
          holidaysUrl: 'http://localhost:4000/sandbox/holidays',
          mapsApiKey: null,
          analytics: STAND_IN,
        },
      },
    }),
  );
  expect(standIn['connect-src']).toEqual([
    "'self'",
    'http://localhost:4000',
    'http://localhost:8081',
  ]);
});

test('with a maps key, Google’s Maps JavaScript API may load and search places', () => {
  const csp = directives(
    securityHeaders({
      cdnUrl: 'http://localhost:8081',
      config: {
        ...config,
        thirdParties: {
          holidaysUrl: 'http://localhost:4000/sandbox/holidays',
          mapsApiKey: 'AIza-key',
          analytics: STAND_IN,
        },
      },
    }),
  );
  expect(csp['script-src']).toEqual([
    "'self'",
    'http://localhost:8081',
    'https://maps.googleapis.com',
  ]);
  expect(csp['connect-src']).toEqual(
    expect.arrayContaining(['https://maps.googleapis.com', 'https://places.googleapis.com']),
  );
});
