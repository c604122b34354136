import { reportRemoteFailure } from './failure-report';

const booted = new Map([
  ['mfe_catalog', 'http://localhost:8081/mfe-catalog/0.1.0-1234abcd/mf-manifest.json'],
]);

test('reports the remote, the version the page booted with, and the kind, to /telemetry', () => {
  const send = jest.fn(() => true);
  expect(reportRemoteFailure('mfe_catalog', 'failed', send, booted)).toBe(true);
  expect(send).toHaveBeenCalledWith(
    '/telemetry',
    JSON.stringify({ remote: 'mfe_catalog', version: '0.1.0-1234abcd', kind: 'failed' }),
  );
});

test('nothing to report for a remote the page did not boot with, or without a way to send', () => {
  const send = jest.fn(() => true);
  expect(reportRemoteFailure('mfe_account', 'failed', send, booted)).toBe(false);
  expect(reportRemoteFailure('mfe_catalog', 'recovered', undefined, booted)).toBe(false);
  expect(send).not.toHaveBeenCalled();
});
