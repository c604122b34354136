// GET /v1/holidays: Chile's public holidays (date-holidays) plus each store's override list.
import Holidays from 'date-holidays';
import { ELECTION_DAYS_2025, HOLY_SATURDAYS } from '../src/seed/store-content';
import { TD, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
const holidays = (query: string) => sandbox.v1.get(`/holidays?${query}`);
const STORES = [TD, 'st-farmacia-demo', 'st-servicios-demo'];

describe('GET /v1/holidays', () => {
  it('2026 in tienda-demo: the package days plus Sábado Santo, sorted, as YYYY-MM-DD', async () => {
    const reply = await holidays(`year=2026&storeId=${TD}`);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    const days = reply.body.data as string[];
    expect(days).toEqual(expect.arrayContaining(['2026-01-01', '2026-09-18', '2026-09-19', '2026-12-25']));
    expect(days).toContain('2026-04-04'); // Sábado Santo: only from the override
    expect(days).toContain('2026-04-03'); // Viernes Santo: from the package
    expect(days).not.toContain('2026-12-31'); // a bank holiday, not public
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(days.length);
    for (const day of days) expect(day).toMatch(/^2026-\d{2}-\d{2}$/);
    // Election days of 2025 do not leak into 2026.
    expect(days.some((day) => day.startsWith('2025'))).toBe(false);
  });

  it('2025 in every store has Sábado Santo and both election days', async () => {
    for (const storeId of STORES) {
      const days = (await holidays(`year=2025&storeId=${storeId}`)).body.data as string[];
      expect(days).toEqual(expect.arrayContaining(['2025-04-19', '2025-11-16', '2025-12-14', '2025-09-18']));
    }
  });

  it('the seeded Sábado Santo days are the day before the package Easter Sunday', () => {
    const chile = new Holidays('CL');
    const easter = (year: number) => chile.getHolidays(year).find((h) => h.name === 'Pascua')!.date.slice(0, 10);
    for (const saturday of HOLY_SATURDAYS) {
      const next = new Date(`${saturday}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(next.toISOString().slice(0, 10)).toBe(easter(Number(saturday.slice(0, 4))));
      // The installed package itself lacks it (why the override exists).
      expect(chile.getHolidays(Number(saturday.slice(0, 4))).map((h) => h.date.slice(0, 10))).not.toContain(saturday);
    }
    expect(ELECTION_DAYS_2025).toEqual(['2025-11-16', '2025-12-14']);
  });

  it('applies add and remove from the store document', async () => {
    await sandbox.db
      .updateTable('stores')
      .set({ doc: JSON.stringify({ holidayOverrides: { add: ['2030-02-02'], remove: ['2030-01-01'] } }) })
      .where('id', '=', 'st-servicios-demo')
      .execute();
    const days = (await holidays('year=2030&storeId=st-servicios-demo')).body.data as string[];
    expect(days).toContain('2030-02-02');
    expect(days).not.toContain('2030-01-01');
    expect(days).toContain('2030-12-25');
    // A store without overrides gets the package days only.
    await sandbox.db.updateTable('stores').set({ doc: JSON.stringify({}) }).where('id', '=', 'st-servicios-demo').execute();
    const plain = (await holidays('year=2026&storeId=st-servicios-demo')).body.data as string[];
    expect(plain).not.toContain('2026-04-04');
    expect(plain).toContain('2026-09-18');
    await sandbox.api.post('/sandbox/reset');
  });

  it('400 on a bad or missing year, 400 without storeId, 404 for an unknown store', async () => {
    for (const year of ['abc', '1899', '2101', '2026.5', '']) {
      const reply = await holidays(`year=${year}&storeId=${TD}`);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(400);
    }
    expect((await holidays(`storeId=${TD}`)).status).toBe(400);
    expect((await holidays('year=2026')).status).toBe(400);
    const unknown = await holidays('year=2026&storeId=st-nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: 'Store not found' });
  });
});

describe('the public-holidays stand-in (001 §7, Nager.Date’s API: README "Third-party services")', () => {
  const standIn = (path: string) => sandbox.api.get(`/sandbox/holidays/api/v3/PublicHolidays/${path}`);

  it('answers Chile’s year as Nager.Date does: the days a seeded store’s payday check refuses', async () => {
    const reply = await standIn('2026/CL');
    expect(reply.status).toBe(200);
    const entries = reply.body as { date: string; countryCode: string; types: string[] }[];
    const storeDays = (await holidays(`year=2026&storeId=${TD}`)).body.data as string[];
    expect(entries.map((entry) => entry.date)).toEqual(storeDays);
    expect(entries[0]).toMatchObject({ countryCode: 'CL', types: ['Public'], global: true });
  });

  it('another country is an empty list; a year out of range or a bad code is a 400', async () => {
    expect((await standIn('2026/AR')).body).toEqual([]);
    expect((await standIn('99999/CL')).status).toBe(400);
    expect((await standIn('2026/CHL')).status).toBe(400);
  });
});
