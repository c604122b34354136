// The standalone page's start-up with a path that names no store: "Tienda no encontrada", never
// the start-up failure ("No pudimos cargar el pago"). A first segment that is not valid
// percent-encoding used to throw (decodeURIComponent) and fail the start-up (its console.error
// would also fail this test: the jest preset fails a test that logs an error it did not expect).
import { act, screen } from '@testing-library/react';
import { boot } from './boot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: {} })),
}));
jest.mock('@storefront/config/runtime/provide-runtime-core', () => ({
  provideRuntimeCore: jest.fn(),
}));
jest.mock('@storefront/config/runtime/failure-beacon', () => ({ sendFailureBeacon: jest.fn() }));
jest.mock('@storefront/sdk', () => ({
  ...jest.requireActual('@storefront/sdk'),
  fetchHostDocument: jest.fn(async (path: string) =>
    path === '/config.json'
      ? {
          apiBaseUrl: 'http://api.test/v1',
          sandboxUrl: 'http://api.test',
          providerHomeUrl: 'http://api.test/home',
        }
      : {
          remotes: [
            { name: 'mfe_payments', manifestUrl: 'http://cdn.test/mf-manifest.json', routes: [] },
          ],
        },
  ),
}));

const fetchSpy = jest.fn(async () => {
  throw new Error('no API call is expected');
});

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});

async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(() => boot(document.getElementById('root') as HTMLElement));
}

test('a malformed store segment: "Tienda no encontrada", not a start-up failure', async () => {
  await startAt('/%E0%A4%A/paymentLink/abc');
  expect(await screen.findByRole('heading', { name: 'Tienda no encontrada' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'No pudimos cargar el pago' })).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('no store in the path: "Tienda no encontrada"', async () => {
  await startAt('/');
  expect(await screen.findByRole('heading', { name: 'Tienda no encontrada' })).toBeVisible();
});
