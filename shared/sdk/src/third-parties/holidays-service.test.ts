// The holidays adapter configured from configuration: the URL it asks is the configured service's
// Nager.Date path (no network: a recording fetch answers).
import { createHolidaysService, holidaysUrlOf } from './holidays-service';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHolidaysService (001 §7 "Public holidays service by year")', () => {
  it('asks the configured service for Chile’s year and answers its dates sorted, once each', async () => {
    const asked: string[] = [];
    const service = createHolidaysService({
      baseUrl: 'https://date.nager.at/',
      fetch: async (url) => {
        asked.push(url);
        return answer(200, [
          { date: '2027-09-18', localName: 'Fiestas Patrias', countryCode: 'CL' },
          { date: '2027-01-01', localName: 'Año Nuevo', countryCode: 'CL' },
          { date: '2027-01-01', localName: 'Año Nuevo', countryCode: 'CL' },
        ]);
      },
    });
    expect(await service.holidays(2027)).toEqual(['2027-01-01', '2027-09-18']);
    expect(asked).toEqual(['https://date.nager.at/api/v3/PublicHolidays/2027/CL']);
  });

  it('rejects a failed answer or one of another shape (the caller keeps the list empty)', async () => {
    const down = createHolidaysService({ baseUrl: 'http://x', fetch: async () => answer(503, {}) });
    await expect(down.holidays(2027)).rejects.toThrow(
      'GET http://x/api/v3/PublicHolidays/2027/CL answered 503',
    );
    const odd = createHolidaysService({
      baseUrl: 'http://x',
      fetch: async () => answer(200, [{ day: 1 }]),
    });
    await expect(odd.holidays(2027)).rejects.toThrow();
  });

  it('holidaysUrlOf trims the base’s trailing slashes', () => {
    expect(holidaysUrlOf('http://localhost:4000/sandbox/holidays//', 2026)).toBe(
      'http://localhost:4000/sandbox/holidays/api/v3/PublicHolidays/2026/CL',
    );
  });
});
