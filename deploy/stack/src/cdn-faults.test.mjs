// @ts-check
import { DEFAULT_HANG_MS, parseFaultScene } from './cdn-faults.mjs';
import { startCdnServer } from './cdn-server.mjs';
import { publish } from './registry.mjs';
import { close } from './static-files.mjs';
import { createWorld } from './testing/fixtures.mjs';

let world;
let version;
let server;
let cdnUrl;
beforeEach(async () => {
  world = await createWorld();
  ({ version } = await publish({
    rootDir: world.rootDir,
    cdnDir: world.cdnDir,
    remote: 'mfe-catalog',
  }));
  server = await startCdnServer({ cdnDir: world.cdnDir, port: 0, faultScenes: true });
  cdnUrl = `http://localhost:${server.address().port}`;
});
afterEach(async () => {
  await close(server);
  await world.cleanup();
});

const setScene = (remote, body) =>
  fetch(`${cdnUrl}/.scenes/faults/${remote}`, { method: 'PUT', body: JSON.stringify(body) });
const clearScene = (remote) => fetch(`${cdnUrl}/.scenes/faults/${remote}`, { method: 'DELETE' });
const sceneOf = async (remote) => (await fetch(`${cdnUrl}/.scenes/faults/${remote}`)).json();
/** Resolves once `count` requests of `remote` are parked by its hang (the CDN's own count). */
async function waitUntilHeld(remote, count) {
  while ((await sceneOf(remote)).held !== count)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
const entry = () => `${cdnUrl}/mfe-catalog/${version}/remoteEntry.js`;

test('a CDN started without fault scenes has no scene endpoints and serves every file', async () => {
  const put = await fetch(`${world.cdnUrl}/.scenes/faults/mfe-catalog`, {
    method: 'PUT',
    body: '{"mode":"404"}',
  });
  expect(put.status).toBe(405);
  expect((await fetch(`${world.cdnUrl}/.scenes/faults`)).status).toBe(404);
  expect((await fetch(`${world.cdnUrl}/mfe-catalog/${version}/remoteEntry.js`)).status).toBe(200);
});

test('404: every file of the remote, any version, answers 404 with CORS until cleared', async () => {
  expect((await setScene('mfe-catalog', { mode: '404' })).status).toBe(200);
  expect(await (await fetch(`${cdnUrl}/.scenes/faults`)).json()).toEqual({
    'mfe-catalog': { mode: '404', hangMs: DEFAULT_HANG_MS },
  });
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const response = await fetch(`${cdnUrl}/mfe-catalog/${version}/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  }
  expect(await sceneOf('mfe-catalog')).toEqual({
    scene: { mode: '404', hangMs: DEFAULT_HANG_MS },
    held: 0,
  });
  expect((await clearScene('mfe-catalog')).status).toBe(204);
  expect((await fetch(entry())).status).toBe(200);
  expect(await (await fetch(`${cdnUrl}/.scenes/faults`)).json()).toEqual({});
  expect(await sceneOf('mfe-catalog')).toEqual({ scene: null, held: 0 });
});

test('abort: the connection is dropped without an answer', async () => {
  await setScene('mfe-catalog', { mode: 'abort' });
  await expect(fetch(entry())).rejects.toThrow();
  await clearScene('mfe-catalog');
  expect((await fetch(entry())).status).toBe(200);
});

test('hang: no answer until hangMs, then 504; clearing the scene answers hung requests at once', async () => {
  await setScene('mfe-catalog', { mode: 'hang', hangMs: 20 });
  expect((await fetch(entry())).status).toBe(504);

  await setScene('mfe-catalog', { mode: 'hang', hangMs: 60_000 });
  const hung = fetch(entry());
  // The request is parked by the hang before the scene is cleared: the CDN's own count says so
  // (its 'request' event comes before the handler parks it, and on a busy machine the clearing
  // could land in between and let the request be served).
  await waitUntilHeld('mfe-catalog', 1);
  await clearScene('mfe-catalog');
  expect((await hung).status).toBe(504);
  expect((await sceneOf('mfe-catalog')).held).toBe(0);
  expect((await fetch(entry())).status).toBe(200);
});

test('a scene touches only its own remote', async () => {
  await setScene('mfe-account', { mode: '404' });
  expect((await fetch(entry())).status).toBe(200);
});

test('bad scenes are refused with the reason, and unknown remotes are not scenes', async () => {
  const refused = await setScene('mfe-catalog', { mode: 'explode' });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toBe('mode must be one of abort, 404, hang');
  expect((await setScene('mfe-nope', { mode: '404' })).status).toBe(404);
  expect(parseFaultScene('{')).toBe('the body is not JSON');
  expect(parseFaultScene('{"mode":"hang","hangMs":0}')).toMatch(/^hangMs must be/);
  expect(parseFaultScene('{"mode":"hang","hangMs":600000}')).toMatch(/^hangMs must be/);
  expect(parseFaultScene('{"mode":"hang"}')).toEqual({ mode: 'hang', hangMs: DEFAULT_HANG_MS });
  expect((await fetch(entry())).status).toBe(200);
});
