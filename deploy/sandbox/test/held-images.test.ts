// The held-image scene (API.md "Sandbox-only"): its image answers only once released, so an e2e
// journey can measure a page while an image is still loading without stubbing requests.
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

describe('held image scene', () => {
  it('answers the image only after the release', async () => {
    const made = await sandbox.api.post('/sandbox/images/held', {});
    expect(made.status).toBe(201);
    const { id, imageUrl } = made.body.data as { id: string; imageUrl: string };
    expect(imageUrl).toBe(`{sandbox}/sandbox/images/held/${id}.svg`);

    const image = fetch(`${sandbox.url}/sandbox/images/held/${id}.svg`);
    // The server says the request is parked there (not answered) before the release.
    const waiting = async () =>
      (await sandbox.api.get(`/sandbox/images/held/${id}/status`)).body.data.waiting as number;
    while ((await waiting()) !== 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const released = await sandbox.api.post(`/sandbox/images/held/${id}/release`, {});
    expect(released.status).toBe(200);
    const response = await image;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect(await waiting()).toBe(0);
  });

  it('an unknown or malformed id is a 404 or a 400, never a hang', async () => {
    expect((await fetch(`${sandbox.url}/sandbox/images/held/hi-nadadenada.svg`)).status).toBe(404);
    expect((await sandbox.api.post('/sandbox/images/held/hi-nadadenada/release', {})).status).toBe(404);
    expect((await sandbox.api.post('/sandbox/images/held/..%2Fx/release', {})).status).toBe(400);
  });
});
