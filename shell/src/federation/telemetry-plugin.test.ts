/** @jest-environment node */
import { telemetryPlugin } from './telemetry-plugin';

type Hook = (args: Record<string, unknown>) => unknown;
function setup() {
  const sink = { remoteFailed: jest.fn(), remoteRecovered: jest.fn() };
  const plugin = telemetryPlugin(sink);
  const before = plugin.beforeRequest as unknown as Hook;
  const after = plugin.afterLoadRemote as unknown as Hook;
  return { sink, before, after };
}
const remote = { name: 'mfe_account' };

test('a load that fails for good is announced once with the remote and the message', () => {
  const { sink, before, after } = setup();
  before({ id: 'mfe_account/routes' });
  after({ id: 'mfe_account/routes', remote, error: new Error('RUNTIME-003 manifest failed') });
  expect(sink.remoteFailed).toHaveBeenCalledWith({
    remote: 'mfe_account',
    error: 'RUNTIME-003 manifest failed',
  });
});

test('a nested failing load (last-known-good attempt) does not report; only the outer one does', () => {
  const { sink, before, after } = setup();
  before({ id: 'mfe_account/routes' }); // live
  before({ id: 'mfe_account/routes' }); // last-known-good, nested in the error hook
  after({ id: 'mfe_account/routes', remote, error: new Error('lkg down') });
  expect(sink.remoteFailed).not.toHaveBeenCalled();
  after({ id: 'mfe_account/routes', remote, error: new Error('live down') });
  expect(sink.remoteFailed).toHaveBeenCalledTimes(1);
  expect(sink.remoteFailed).toHaveBeenCalledWith({ remote: 'mfe_account', error: 'live down' });
});

test('a recovered load is reported as recovered, not failed; a clean load reports nothing', () => {
  const { sink, before, after } = setup();
  before({ id: 'mfe_account/routes' });
  after({ id: 'mfe_account/routes', remote, error: new Error('live down'), recovered: true });
  before({ id: 'mfe_catalog/routes' });
  after({ id: 'mfe_catalog/routes', remote: { name: 'mfe_catalog' } });
  expect(sink.remoteFailed).not.toHaveBeenCalled();
  expect(sink.remoteRecovered).toHaveBeenCalledTimes(1);
  expect(sink.remoteRecovered).toHaveBeenCalledWith({
    remote: 'mfe_account',
    id: 'mfe_account/routes',
  });
});
