// The analytics collector (spec 000 §2 "An analytics service receives identify, track and page
// events (for example 'Ecommerce_Button_Clicked' on product select and category click, and 'User
// Added Address')"; 001 §7 "Every event-tracking call goes to an analytics service").
import { sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
const post = (body: unknown) => sandbox.v1.post('/analytics/events', body);
const received = async (query: string) =>
  (await sandbox.api.get(`/sandbox/analytics?${query}`)).body.data as Array<
    Record<string, unknown>
  >;

it('stores identify, track and page events, readable by store, event and type in arrival order', async () => {
  const sent = [
    {
      type: 'identify',
      storeId: TD,
      userId: 'u-ana',
      anonymousId: 'anon-1',
      properties: { email: 'ana@demo.cl' },
    },
    {
      type: 'track',
      storeId: TD,
      event: 'Ecommerce_Button_Clicked',
      anonymousId: 'anon-1',
      properties: { button: 'category', category: 'Hogar' },
    },
    { type: 'page', storeId: TD, event: 'catalog', properties: { path: '/tienda-demo/catalog' } },
    {
      type: 'track',
      storeId: TD,
      event: 'User Added Address',
      userId: 'u-ana',
      properties: { commune: 'Providencia' },
    },
    { type: 'track', storeId: 'st-farmacia-demo', event: 'Ecommerce_Button_Clicked' },
  ];
  for (const body of sent) {
    const reply = await post(body);
    expect(reply.status).toBe(201);
    expect(reply.body.data._id).toEqual(expect.any(String));
  }
  const all = await received(`storeId=${TD}`);
  expect(all.map((e) => [e.type, e.event])).toEqual([
    ['identify', null],
    ['track', 'Ecommerce_Button_Clicked'],
    ['page', 'catalog'],
    ['track', 'User Added Address'],
  ]);
  expect(all[0]).toMatchObject({
    userId: 'u-ana',
    anonymousId: 'anon-1',
    properties: { email: 'ana@demo.cl' },
    receivedAt: expect.any(String),
  });
  expect(await received(`storeId=${TD}&event=User%20Added%20Address`)).toEqual([
    expect.objectContaining({ userId: 'u-ana', properties: { commune: 'Providencia' } }),
  ]);
  expect(
    (await received('type=track&event=Ecommerce_Button_Clicked')).map((e) => e.storeId),
  ).toEqual([TD, 'st-farmacia-demo']);
});

it('needs no sign-in, but a bearer does no harm', async () => {
  const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  expect(
    (await sandbox.v1.post('/analytics/events', { type: 'page', storeId: TD }, guest)).status,
  ).toBe(201);
});

it('refuses a track without event, an identify without userId, unknown keys, types and stores, and big properties', async () => {
  const before = (await received('')).length;
  const refused: Array<[unknown, number]> = [
    [{ type: 'track', storeId: TD }, 400],
    [{ type: 'identify', storeId: TD }, 400],
    [{ type: 'alias', storeId: TD, event: 'x' }, 400],
    [{ type: 'page', storeId: TD, extra: 1 }, 400],
    [{ type: 'page' }, 400],
    [{ type: 'page', storeId: TD, event: 'e'.repeat(101) }, 400],
    [{ type: 'page', storeId: TD, properties: { blob: 'x'.repeat(5_000) } }, 400],
    [
      {
        type: 'page',
        storeId: TD,
        properties: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
      },
      400,
    ],
    [{ type: 'page', storeId: 'st-nope' }, 404],
  ];
  for (const [body, status] of refused)
    expect([body, (await post(body)).status]).toEqual([body, status]);
  expect(await received('')).toHaveLength(before);
});

it('a reset empties the collector', async () => {
  expect((await received('')).length).toBeGreaterThan(0);
  await sandbox.api.post('/sandbox/reset', {});
  expect(await received('')).toEqual([]);
});

describe('the tracking-API stand-in (Segment’s API, as @segment/analytics-next calls it)', () => {
  /** A message as Segment's browser client posts it: JSON as text/plain, from a store page. */
  const message = (call: string, body: unknown) =>
    fetch(`${sandbox.url}/sandbox/segment/v1/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:8080' },
      body: JSON.stringify(body),
    });
  const context = { storeId: TD, library: { name: 'analytics.js', version: 'npm:next-1.84.3' } };

  it('keeps track (/t), page (/p) and identify (/i) with the store of their context', async () => {
    await sandbox.api.post('/sandbox/reset', {});
    const track = await message('t', {
      type: 'track',
      event: 'Ecommerce_Button_Clicked',
      properties: { button: 'product' },
      anonymousId: 'g-1',
      userId: 'u-ana',
      context,
      writeKey: 'sandbox',
      messageId: 'ajs-next-1',
    });
    expect(track.status).toBe(200);
    expect(await track.json()).toEqual({ success: true });
    // Any store page may post and read the answer.
    expect(track.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(
      (
        await message('p', {
          type: 'page',
          name: 'landing',
          properties: { path: '/tienda-demo' },
          context,
        })
      ).status,
    ).toBe(200);
    expect(
      (await message('i', { type: 'identify', userId: 'u-ana', traits: {}, context })).status,
    ).toBe(200);
    const kept = await received(`storeId=${TD}`);
    expect(kept.map((e) => [e.type, e.event, e.userId])).toEqual([
      ['track', 'Ecommerce_Button_Clicked', 'u-ana'],
      ['page', 'landing', null],
      ['identify', null, 'u-ana'],
    ]);
    expect(kept[0]).toMatchObject({ anonymousId: 'g-1', properties: { button: 'product' } });
  });

  it('answers the preflight Segment’s client sends from any store page', async () => {
    const preflight = await fetch(`${sandbox.url}/sandbox/segment/v1/p`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        // Segment's client sends its write key (Authorization) and marks a retry (X-Retry-Count).
        'access-control-request-headers': 'authorization, content-type, x-retry-count',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-retry-count');
  });

  it('a batch (/b) keeps each message; a message without its store, of an unknown type or not JSON is a 400', async () => {
    await sandbox.api.post('/sandbox/reset', {});
    const batch = await message('b', {
      batch: [
        { type: 'track', event: 'Remote_Recovered', context },
        { type: 'page', name: 'cart', context },
      ],
    });
    expect(batch.status).toBe(200);
    expect((await received(`storeId=${TD}`)).map((e) => e.event)).toEqual([
      'Remote_Recovered',
      'cart',
    ]);
    expect((await message('t', { type: 'track', event: 'X' })).status).toBe(400);
    expect((await message('b', { batch: [{ type: 'alias', context }] })).status).toBe(400);
    expect((await message('t', { type: 'track', context })).status).toBe(400); // a track names its event
    const notJson = await fetch(`${sandbox.url}/sandbox/segment/v1/t`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{no',
    });
    expect(notJson.status).toBe(400);
    expect((await message('x', { context })).status).toBe(400);
  });
});
