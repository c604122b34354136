/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// The calendar feed (issue 12 "an ICS feed per shopper (charges, deliveries, pause ends) that a
// phone calendar can subscribe to"; API.md "Calendar feed") over real HTTP and PGlite: the owner's
// link, the feed read without a bearer (RFC 5545 lines), only her live subscriptions in that store,
// 404 for a wrong token, and a rotation that kills the old URL.
import { sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const DAY = 24 * 3600 * 1000;
const EMAIL = 'calendario@demo.cl';
let token = '';
let userId = '';

const scene = async (body: Record<string, unknown>, email = EMAIL) => {
  const made = await sandbox.api.post('/sandbox/subscriptions', {
    email,
    storeName: 'tienda-demo',
    products: [{ productId: 'td-p-0003', quantity: 2 }],
    ...body,
  });
  expect(made.status).toBe(201);
  return made.body.data;
};
const link = (body: Record<string, unknown> = {}, as = token) =>
  sandbox.v1.post('/subscriptions/calendarLink', { userId, storeId: TD, ...body }, as);
/** The feed's path on this server (the link's URL names the server's public address). */
const feed = (url: string) => fetch(`${sandbox.url}${new URL(url).pathname}`);
const utcDate = (iso: string, plusDays = 0) =>
  new Date(new Date(iso).getTime() + plusDays * DAY).toISOString().slice(0, 10).replace(/-/g, '');

/** Unfolds the content lines (RFC 5545 §3.1) and splits the VEVENTs into name → value maps. */
function parse(text: string) {
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  const unfolded = text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfolded) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, unfolded, events };
}

let active: any;
let paused: any;

beforeAll(async () => {
  token = (await sandbox.api.post('/sandbox/session', { email: EMAIL })).body.data.access;
  userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId;
  active = await scene({ status: 'active', paydayInDays: 9 });
  paused = await scene({
    status: 'paused',
    paydayInDays: 20,
    products: [{ productId: 'td-p-0002' }],
  });
  await scene({ status: 'canceled', paydayInDays: 5 });
  // Another store of hers, and another shopper in this store: neither may show.
  await sandbox.api.post('/sandbox/subscriptions', {
    email: EMAIL,
    storeName: 'servicios-demo',
    status: 'active',
    products: [{ productId: 'sv-p-0001' }],
  });
  await sandbox.api.post('/sandbox/session', { email: 'otro-calendario@demo.cl' });
  await scene({ status: 'active', paydayInDays: 3 }, 'otro-calendario@demo.cl');
});

it('gives the owner a stable link (https or http, and webcal:)', async () => {
  const first = await link();
  expect(first.status).toBe(200);
  expect(first.body.data.url).toMatch(/^http:\/\/.+\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(first.body.data.webcalUrl).toBe(first.body.data.url.replace(/^http:/, 'webcal:'));
  expect((await link()).body.data).toEqual(first.body.data);
  const stranger = (await sandbox.api.post('/sandbox/session', { email: 'extrana@demo.cl' })).body
    .data.access;
  expect((await link({}, stranger)).status).toBe(404);
  expect((await link({ storeId: 'st-nada' })).body.message).toBe('Store not found');
});

it('serves the coming charges, deliveries and pause ends as RFC 5545 all-day events', async () => {
  const reply = await feed((await link()).body.data.url);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await reply.text();
  const { lines, unfolded, events } = parse(text);
  expect(unfolded.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
  expect(unfolded.at(-1)).toBe('END:VCALENDAR');
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(lines.some((line) => line.startsWith(' '))).toBe(true);

  const summaries = events.map((event) => event.SUMMARY);
  // "Cobro de tu suscripción: <product names> — $16.970" (CLP the Chilean way; commas escaped).
  const charge = events.find(
    (event) => event.SUMMARY!.startsWith('Cobro') && event.SUMMARY!.includes('Frutillas'),
  )!;
  expect(charge.SUMMARY).toBe('Cobro de tu suscripción: Frutillas orgánicas 1 kg ×2 — $16.970');
  expect(charge['DTSTART;VALUE=DATE']).toBe(utcDate(active.payday));
  expect(charge['DTEND;VALUE=DATE']).toBe(utcDate(active.payday, 1));
  expect(charge.UID).toMatch(new RegExp(`^${active._id}-charge-${utcDate(active.payday)}@`));
  expect(charge.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
  const delivery = events.find(
    (event) => event.SUMMARY === 'Entrega estimada de tu pedido: Frutillas orgánicas 1 kg ×2',
  )!;
  expect(delivery['DTSTART;VALUE=DATE']).toBe(utcDate(active.payday, 3));

  // The paused one: its resume day (the day after pausedUntil) and the charge after the pause.
  const resume = events.find((event) => event.SUMMARY!.startsWith('Fin de la pausa'))!;
  expect(resume.SUMMARY).toBe(`Fin de la pausa de tu suscripción: ${paused.products[0].name}`);
  expect(resume['DTSTART;VALUE=DATE']).toBe(utcDate(paused.pausedUntil, 1));
  expect(summaries).toContain(
    `Cobro de tu suscripción: ${paused.products[0].name} — $${(paused.price as number).toLocaleString('de-DE')}`,
  );
  // Nothing of the canceled one, the other store or the other shopper: 2 + 3 events in all.
  expect(events).toHaveLength(5);
  expect(new Set(events.map((event) => event.UID)).size).toBe(5);
  // Fetched again: the same events (stable UIDs).
  const again = parse(await (await feed((await link()).body.data.url)).text());
  expect(again.events.map((event) => event.UID)).toEqual(events.map((event) => event.UID));
});

it('answers 404 for a wrong token; rotate gives a new URL and kills the old one', async () => {
  const wrong = await fetch(`${sandbox.url}/v1/calendar/${'x'.repeat(43)}.ics`);
  expect(wrong.status).toBe(404);
  expect((await wrong.json()).message).toBe('Calendar not found');
  const old = (await link()).body.data.url;
  const rotated = (await link({ rotate: true })).body.data.url;
  expect(rotated).not.toBe(old);
  expect((await feed(old)).status).toBe(404);
  expect((await feed(rotated)).status).toBe(200);
  expect((await link()).body.data.url).toBe(rotated);
});
