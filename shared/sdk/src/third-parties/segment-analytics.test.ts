// The analytics adapter configured from configuration: Segment's client gets the configured write
// key and tracking API (host, protocol), no settings fetch, no client storage; each event goes as
// track, page or identify with the store in its context. No network: the load is recorded.
import { createSegmentSender, segmentSettingsOf, type LoadAnalytics } from './segment-analytics';

function recordingLoad() {
  const loads: unknown[][] = [];
  const calls: unknown[][] = [];
  const load: LoadAnalytics = (settings, options) => {
    loads.push([settings, options]);
    const record =
      (name: string) =>
      async (...args: unknown[]) => {
        calls.push([name, ...args]);
        return undefined as never;
      };
    return { track: record('track'), page: record('page'), identify: record('identify') } as never;
  };
  return { load, loads, calls };
}

describe('createSegmentSender (000 §2, 001 §7: identify, track and page)', () => {
  it('loads the client with the configured key and tracking API, settings given, nothing stored', () => {
    const recorded = recordingLoad();
    createSegmentSender(
      { url: 'https://api.segment.io/v1', writeKey: 'wk-configured' },
      recorded.load,
    );
    expect(recorded.loads).toEqual([
      [
        {
          writeKey: 'wk-configured',
          cdnSettings: {
            integrations: {
              'Segment.io': {
                apiKey: 'wk-configured',
                apiHost: 'api.segment.io/v1',
                protocol: 'https',
              },
            },
          },
        },
        {
          disableClientPersistence: true,
          initialPageview: false,
          integrations: { 'Segment.io': { apiHost: 'api.segment.io/v1', protocol: 'https' } },
        },
      ],
    ]);
  });

  it('sends each kind through the client, with the store, the user and the guest id', async () => {
    const recorded = recordingLoad();
    const send = createSegmentSender(
      { url: 'http://localhost:4000/sandbox/segment/v1', writeKey: 'k' },
      recorded.load,
    );
    const ids = { storeId: 'st-tienda-demo', userId: 'u-ana', anonymousId: 'g-1' };
    await send({
      type: 'track',
      event: 'Product Added',
      properties: { productId: 'td-p-0001' },
      ...ids,
    });
    await send({ type: 'page', event: 'landing', properties: { path: '/tienda-demo' }, ...ids });
    await send({ type: 'identify', ...ids });
    const options = { context: { storeId: 'st-tienda-demo' }, userId: 'u-ana', anonymousId: 'g-1' };
    expect(recorded.calls).toEqual([
      ['track', 'Product Added', { productId: 'td-p-0001' }, options],
      ['page', undefined, 'landing', { path: '/tienda-demo' }, options],
      ['identify', 'u-ana', {}, options],
    ]);
  });

  it('segmentSettingsOf: host with its path, the protocol of the URL', () => {
    expect(
      segmentSettingsOf({ url: 'http://localhost:4000/sandbox/segment/v1/', writeKey: 'k' }),
    ).toEqual({
      apiKey: 'k',
      apiHost: 'localhost:4000/sandbox/segment/v1',
      protocol: 'http',
    });
  });
});
