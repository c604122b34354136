// 000 §2 "An analytics service receives identify, track and page events", 001 §7 "Every
// event-tracking call goes to an analytics service" (issue 40): the pages send them through
// Segment's own browser client (@segment/analytics-next) to the tracking API /config.json names,
// by default the sandbox's collector, which speaks Segment's API (README "Third-party services").
import type { Page, Request } from '@playwright/test';
import { SANDBOX_URL } from '../support/env';
import { storeInfo } from '../support/sandbox';
import { signInAs } from '../support/session';
import { storeUrl } from '../support/shopper';
import { expect, test } from '../support/test';

/** The next message the page posts to the tracking API's `call` (t, p, i) matching `accept`. */
function nextMessage(
  page: Page,
  call: 't' | 'p' | 'i',
  accept: (body: Message) => boolean = () => true,
) {
  return page
    .waitForRequest(
      (request: Request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === `/sandbox/segment/v1/${call}` &&
        accept(JSON.parse(request.postData() ?? '{}') as Message),
    )
    .then((request) => JSON.parse(request.postData() ?? '{}') as Message);
}

interface Message {
  type: string;
  event?: string;
  name?: string;
  userId?: string | null;
  anonymousId?: string;
  properties?: Record<string, unknown>;
  context?: { storeId?: string; library?: { name?: string } };
  writeKey?: string;
}

/** What the collector kept for the store, as the sandbox reads it back. */
async function kept(storeId: string, query: string) {
  const reply = await fetch(`${SANDBOX_URL}/sandbox/analytics?storeId=${storeId}&${query}`);
  return ((await reply.json()) as { data: Record<string, unknown>[] }).data;
}

test('page, track and identify reach the analytics service through Segment’s client', async ({
  page,
}) => {
  const tienda = await storeInfo('tienda-demo');
  const pageView = nextMessage(page, 'p', (body) => body.context?.storeId === tienda._id);
  await page.goto(storeUrl('tienda-demo', ''));

  // The page view, as Segment's browser client writes it: its library, the source's write key,
  // the store in the context, the browser's guest id as the anonymous id.
  const viewed = await pageView;
  expect(viewed).toMatchObject({
    type: 'page',
    writeKey: 'sandbox',
    context: { storeId: tienda._id, library: { name: 'analytics.js' } },
    // The route's name and path in the store, with what the client adds (url, title…).
    properties: expect.objectContaining({
      name: 'Landing',
      path: '/',
      url: expect.stringMatching(/\/tienda-demo$/),
    }),
  });
  const anonymousId = viewed.anonymousId!;
  expect(anonymousId).toBe(await page.evaluate(() => localStorage.getItem('guestId')));
  await expect
    .poll(async () =>
      (await kept(tienda._id, 'type=page')).some((e) => e.anonymousId === anonymousId),
    )
    .toBe(true);

  // A product chosen on the landing: 000 §2's 'Ecommerce_Button_Clicked' track.
  const clicked = nextMessage(page, 't', (body) => body.event === 'Ecommerce_Button_Clicked');
  await page.getByRole('link', { name: 'Paltas Hass 1 kg' }).first().click();
  expect(await clicked).toMatchObject({
    anonymousId,
    properties: expect.objectContaining({ button: 'product', productId: 'td-p-0004' }),
  });
  await expect
    .poll(async () =>
      (await kept(tienda._id, 'type=track&event=Ecommerce_Button_Clicked')).some(
        (e) => e.anonymousId === anonymousId,
      ),
    )
    .toBe(true);

  // Signed in, she is identified by her user id.
  const identified = nextMessage(page, 'i', (body) => body.context?.storeId === tienda._id);
  await signInAs(page, 'tienda-demo');
  const identify = await identified;
  expect(identify.userId).toEqual(expect.any(String));
  await expect
    .poll(async () =>
      (await kept(tienda._id, 'type=identify')).some((e) => e.userId === identify.userId),
    )
    .toBe(true);
});
