/** @jest-environment node */
import { withPreloadedManifests } from './preloaded-manifests';

const url = 'http://cdn.test/mfe-catalog/0.1.0-abcdef12/mf-manifest.json';
const manifest = { metaData: { name: 'mfe_catalog' }, exposes: [], shared: [] };

test('a manifest the boot data carries is answered without the network', async () => {
  const network = jest.fn();
  const fetchManifest = withPreloadedManifests({ [url]: manifest }, network);
  const response = await fetchManifest(url, {});
  expect(response.ok).toBe(true);
  expect(await response.json()).toEqual(manifest);
  expect(network).not.toHaveBeenCalled();
});

test('any other URL (a last-known-good version) goes to the network as before', async () => {
  const answer = new Response('{}');
  const network = jest.fn(async () => answer);
  const fetchManifest = withPreloadedManifests({ [url]: manifest }, network);
  const other = 'http://cdn.test/mfe-catalog/0.0.9-12345678/mf-manifest.json';
  expect(await fetchManifest(other, { method: 'GET' })).toBe(answer);
  expect(network).toHaveBeenCalledWith(other, { method: 'GET' });
  expect(await withPreloadedManifests({}, network)('toString', {})).toBe(answer);
});
