import { sendFailureBeacon, versionOf } from '../runtime/failure-beacon';

const MANIFEST = 'http://localhost:8081/mfe-payments/0.1.0-1234abcd/mf-manifest.json';

test('reports the remote, the version of its manifest URL and the kind, to /telemetry', () => {
  const send = jest.fn(() => true);
  expect(sendFailureBeacon('mfe_payments', MANIFEST, 'failed', send)).toBe(true);
  expect(send).toHaveBeenCalledWith(
    '/telemetry',
    JSON.stringify({ remote: 'mfe_payments', version: '0.1.0-1234abcd', kind: 'failed' }),
  );
});

test('nothing to report without a version, or without a way to send', () => {
  const send = jest.fn(() => true);
  expect(sendFailureBeacon('mfe_payments', undefined, 'failed', send)).toBe(false);
  expect(sendFailureBeacon('mfe_payments', 'http://cdn/remoteEntry.js', 'failed', send)).toBe(
    false,
  );
  expect(sendFailureBeacon('mfe_payments', MANIFEST, 'recovered', undefined)).toBe(false);
  expect(send).not.toHaveBeenCalled();
});

test('the version is the folder before mf-manifest.json', () => {
  expect(versionOf('http://cdn/mfe-account/0.1.0-3f2a9c1b/mf-manifest.json?x=1')).toBe(
    '0.1.0-3f2a9c1b',
  );
  expect(versionOf('http://cdn/remoteEntry.js')).toBeNull();
});
