import { parseRemotesManifest } from '../federation/remotes-manifest';
import { buildRouteTable } from './route-table';
import { expectConsoleWarn } from '@storefront/config/jest-console';

const RAW = {
  remotes: [
    {
      name: 'mfe_payments',
      manifestUrl: 'http://cdn/mfe-payments/1/mf-manifest.json',
      lastKnownGood: null,
      routes: [
        {
          path: 'single-payments/:paymentRequestId',
          name: 'SinglePayment',
          access: 'guests',
          title: 'Pantalla de pago',
          heading: 'Pago',
        },
        {
          path: 'paymentLink/:paymentLinkId',
          name: 'PaymentLink',
          access: 'guests',
          title: 'Link de pago',
          marketplaceOnly: true,
        },
      ],
    },
    { name: 'broken' },
  ],
};

/** Parsed by each test: the broken entry is dropped with a warning (remotes-manifest.ts). */
function parseManifest() {
  expectConsoleWarn('remotes.json: ignoring a malformed remote entry');
  return parseRemotesManifest(RAW);
}

test('remote routes join the shell routes, owned by their remote', () => {
  const routes = buildRouteTable(parseManifest(), 'marketplace');
  expect(routes.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      'login',
      'iframe/:text',
      'single-payments/:paymentRequestId',
      'paymentLink/:paymentLinkId',
    ]),
  );
  expect(routes.find((r) => r.name === 'SinglePayment')?.owner).toEqual({
    kind: 'remote',
    remote: 'mfe_payments',
  });
  // routes.json `heading`: the h1 the shell draws while the page's code loads.
  expect(routes.find((r) => r.name === 'SinglePayment')?.heading).toBe('Pago');
  expect(routes.find((r) => r.name === 'PaymentLink')).not.toHaveProperty('heading');
});

test('paymentLink exists only in marketplace mode; malformed remotes are dropped', () => {
  const manifest = parseManifest();
  expect(manifest.remotes).toHaveLength(1);
  expect(buildRouteTable(manifest, 'own-host').some((r) => r.name === 'PaymentLink')).toBe(false);
});
