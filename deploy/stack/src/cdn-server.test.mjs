// @ts-check
import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './cdn-server.mjs';
import { publish } from './registry.mjs';
import { createWorld } from './testing/fixtures.mjs';

let world;
let version;
beforeEach(async () => {
  world = await createWorld();
  ({ version } = await publish({
    rootDir: world.rootDir,
    cdnDir: world.cdnDir,
    remote: 'mfe-catalog',
  }));
});
afterEach(async () => {
  await world.cleanup();
});

test('serves version folders immutable for a year, with CORS for any origin', async () => {
  const response = await fetch(`${world.cdnUrl}/mfe-catalog/${version}/remoteEntry.js`, {
    headers: { Origin: 'http://servicios-demo.localhost:18080' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await response.text()).toMatch(/^var mfe_catalog;/);
});

test('serves manifests with no-cache, so a flip reaches the next page load', async () => {
  const response = await fetch(`${world.cdnUrl}/mfe-catalog/${version}/mf-manifest.json`);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect((await response.json()).name).toBe('mfe_catalog');
  expect(cacheControlFor('mfe-catalog/notes.txt')).toBe('no-cache');
});

test('gzips text when the client accepts it', async () => {
  // fetch() always asks for gzip and decodes it; the header says what travelled.
  const response = await fetch(`${world.cdnUrl}/mfe-catalog/${version}/routes.json`);
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(await response.json()).toHaveLength(2);
});

test('answers 404 for missing files, hidden folders and paths outside the CDN folder', async () => {
  expect((await fetch(`${world.cdnUrl}/mfe-catalog/${version}/nope.js`)).status).toBe(404);
  expect((await fetch(`${world.cdnUrl}/mfe-catalog/0.1.0-00000000/mf-manifest.json`)).status).toBe(
    404,
  );
  expect((await fetch(`${world.cdnUrl}/mfe-catalog/`)).status).toBe(404);
  await fs.mkdir(path.join(world.cdnDir, 'mfe-catalog/.tmp'), { recursive: true });
  await fs.writeFile(path.join(world.cdnDir, 'mfe-catalog/.tmp/a.js'), 'x');
  expect((await fetch(`${world.cdnUrl}/mfe-catalog/.tmp/a.js`)).status).toBe(404);
  expect((await fetch(`${world.cdnUrl}/..%2frepo%2fmfe-catalog%2fpackage.json`)).status).toBe(404);
});

test('a folder moved aside stops being served at once (no start-up snapshot)', async () => {
  await fs.rename(path.join(world.cdnDir, 'mfe-catalog'), path.join(world.cdnDir, 'aside'));
  expect((await fetch(`${world.cdnUrl}/mfe-catalog/${version}/mf-manifest.json`)).status).toBe(404);
});

test('answers CORS preflight', async () => {
  const response = await fetch(`${world.cdnUrl}/mfe-catalog/${version}/mf-manifest.json`, {
    method: 'OPTIONS',
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
});
