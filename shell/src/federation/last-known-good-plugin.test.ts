/** @jest-environment node */
import { lastKnownGoodPlugin } from './last-known-good-plugin';

const LIVE = 'http://cdn/mfe-account/0.1.0-bbbbbbbb/mf-manifest.json';
const LKG = 'http://cdn/mfe-account/0.1.0-aaaaaaaa/mf-manifest.json';

function fakeOrigin(loadRemote: jest.Mock) {
  return { registerRemotes: jest.fn(), loadRemote };
}
type ErrorHook = (args: unknown) => Promise<unknown>;
const hookOf = (plugin: ReturnType<typeof lastKnownGoodPlugin>) =>
  plugin.errorLoadRemote as unknown as ErrorHook;
const failure = (origin: unknown) => ({
  id: 'mfe_account/routes',
  error: new Error('RUNTIME-003'),
  lifecycle: 'onLoad',
  from: 'runtime',
  remote: { name: 'mfe_account' },
  origin,
});

test('a failed live version is replaced by the last-known-good one and the module is loaded from it', async () => {
  const routesModule = { default: {} };
  const origin = fakeOrigin(jest.fn().mockResolvedValue(routesModule));
  const hook = hookOf(
    lastKnownGoodPlugin([{ name: 'mfe_account', live: LIVE, lastKnownGood: LKG }]),
  );

  await expect(hook(failure(origin))).resolves.toBe(routesModule);
  expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_account', entry: LKG }], {
    force: true,
  });
  expect(origin.loadRemote).toHaveBeenCalledWith('mfe_account/routes', { from: 'runtime' });
});

test('when the last-known-good version fails too, the live version is restored and no module is given', async () => {
  const origin = fakeOrigin(jest.fn().mockRejectedValue(new Error('also down')));
  const plugin = lastKnownGoodPlugin([{ name: 'mfe_account', live: LIVE, lastKnownGood: LKG }]);

  await expect(hookOf(plugin)(failure(origin))).resolves.toBeUndefined();
  expect(origin.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_account', entry: LIVE }], {
    force: true,
  });

  // The next failure (the shopper pressed "Reintentar") tries the last-known-good version again.
  await hookOf(plugin)(failure(origin));
  expect(origin.loadRemote).toHaveBeenCalledTimes(2);
});

test('a failure inside the last-known-good attempt is not handled again (no loop)', async () => {
  const plugin = lastKnownGoodPlugin([{ name: 'mfe_account', live: LIVE, lastKnownGood: LKG }]);
  let nested: unknown = 'not called';
  const origin = fakeOrigin(
    jest.fn(async () => {
      nested = await hookOf(plugin)(failure(origin));
      throw new Error('lkg down');
    }),
  );
  await hookOf(plugin)(failure(origin));
  expect(nested).toBeUndefined();
  expect(origin.loadRemote).toHaveBeenCalledTimes(1);
});

test('a remote without a last-known-good version, or an early lifecycle, is left alone', async () => {
  const origin = fakeOrigin(jest.fn());
  const plugin = lastKnownGoodPlugin([{ name: 'mfe_account', live: LIVE, lastKnownGood: null }]);
  await expect(hookOf(plugin)(failure(origin))).resolves.toBeUndefined();
  const withLkg = lastKnownGoodPlugin([{ name: 'mfe_account', live: LIVE, lastKnownGood: LKG }]);
  await expect(
    hookOf(withLkg)({ ...failure(origin), lifecycle: 'afterResolve' }),
  ).resolves.toBeUndefined();
  expect(origin.registerRemotes).not.toHaveBeenCalled();
});
