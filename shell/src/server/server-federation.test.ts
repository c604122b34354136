// The server's remote loading (issue 15): per entry URL, re-registered on a version change, a
// render's own timeout never poisons the next render, a failing entry is not refetched each time.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { serverEntryOf, serverRoutesLoader, syncRemotes } from './server-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;
const Page = () => null;

const manifest = (version: string) => ({
  remotes: [
    {
      name: 'mfe_catalog',
      manifestUrl: `http://cdn.test/mfe-catalog/${version}/mf-manifest.json`,
      lastKnownGood: null,
      routes: [{ path: '', name: 'Landing', access: 'public' as const, title: 'Inicio' }],
    },
    {
      name: 'mfe_account',
      manifestUrl: 'http://cdn.test/mfe-account/1/mf-manifest.json',
      lastKnownGood: null,
      routes: [{ path: 'userpanel', name: 'UserPanel', access: 'auth' as const, title: 'Panel' }],
    },
  ],
});

beforeEach(() => jest.clearAllMocks());

test('the server entry sits in the version folder of the manifest', () => {
  expect(serverEntryOf('http://cdn.test/mfe-catalog/0.1.0-ab/mf-manifest.json')).toBe(
    'http://cdn.test/mfe-catalog/0.1.0-ab/server/remoteEntry.js',
  );
});

test('public remotes only; a version change re-registers with force, the same version does not', () => {
  const live = syncRemotes(manifest('v1'));
  expect([...live.keys()]).toEqual(['mfe_catalog']);
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'mfe_catalog', entry: 'http://cdn.test/mfe-catalog/v1/server/remoteEntry.js' }],
    { force: true },
  );
  syncRemotes(manifest('v1'));
  expect(mockedRegister).toHaveBeenCalledTimes(1);
  syncRemotes(manifest('v2'));
  expect(mockedRegister).toHaveBeenLastCalledWith(
    [{ name: 'mfe_catalog', entry: 'http://cdn.test/mfe-catalog/v2/server/remoteEntry.js' }],
    { force: true },
  );
});

test('a render that times out leaves the load running for the next render', async () => {
  let finish: (value: unknown) => void = () => undefined;
  mockedLoad.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  const live = syncRemotes(manifest('v3'));
  await expect(serverRoutesLoader(live, 5)('mfe_catalog')).rejects.toThrow(/timed out/);
  const next = serverRoutesLoader(live, 5000)('mfe_catalog');
  finish({ default: { '': Page } });
  await expect(next).resolves.toEqual({ '': Page });
  expect(mockedLoad).toHaveBeenCalledTimes(1);
});

test('a failing server entry rejects (the boundary falls back) and is not refetched at once', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('ssr boom'));
  const live = syncRemotes(manifest('v4'));
  await expect(serverRoutesLoader(live, 5000)('mfe_catalog')).rejects.toThrow('ssr boom');
  await expect(serverRoutesLoader(live, 5000)('mfe_catalog')).rejects.toThrow('ssr boom');
  expect(mockedLoad).toHaveBeenCalledTimes(1);
  await expect(serverRoutesLoader(live, 5000)('mfe_account')).rejects.toThrow(/not a public/);
});
