// Base paydays for the product form (000 §5; API.md "Prices": today or later, at most a year
// ahead, no weekend nor public holiday in a deliverable store), found from today and the
// sandbox's own holiday list, so no test date goes stale as the calendar moves.
import { SANDBOX_URL } from './env';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

async function holidays(year: number, storeId: string): Promise<string[]> {
  const response = await fetch(`${SANDBOX_URL}/v1/holidays?year=${year}&storeId=${storeId}`);
  if (!response.ok) throw new Error(`holidays ${year}: HTTP ${response.status}`);
  return ((await response.json()) as { data: string[] }).data;
}

export interface Paydays {
  /** A working day (no weekend, no holiday) a week or more ahead. */
  workday: string;
  /** Another working day after it. */
  nextWorkday: string;
  /** A Saturday a week or more ahead. */
  saturday: string;
  /** A public holiday on a weekday, within the year ahead. */
  holiday: string;
  /** More than a year ahead: "La fecha no es válida". */
  tooFar: string;
}

export async function basePaydays(storeId = 'st-tienda-demo'): Promise<Paydays> {
  // A week ahead at the earliest: never "today" across a midnight while the test runs.
  const start = Date.now() + 7 * DAY;
  const days = Array.from({ length: 350 }, (_, i) => iso(start + i * DAY));
  const years = [...new Set(days.map((day) => Number(day.slice(0, 4))))];
  const off = new Set((await Promise.all(years.map((year) => holidays(year, storeId)))).flat());
  const weekday = (day: string) => weekdayOf(day) !== 0 && weekdayOf(day) !== 6;
  const workdays = days.filter((day) => weekday(day) && !off.has(day));
  const found = {
    workday: workdays[0],
    nextWorkday: workdays[1],
    saturday: days.find((day) => weekdayOf(day) === 6),
    holiday: days.find((day) => weekday(day) && off.has(day)),
    tooFar: iso(Date.now() + 400 * DAY),
  };
  for (const [name, day] of Object.entries(found))
    if (!day) throw new Error(`no ${name} found in the year ahead`);
  return found as Paydays;
}

/**
 * The first day from today a deliverable store takes as a base payday (no weekend, no holiday of
 * the sandbox's list), found here without the domain's code: what the field starts on.
 */
export async function firstWorkday(storeId = 'st-tienda-demo'): Promise<string> {
  const days = Array.from({ length: 15 }, (_, i) => iso(Date.now() + i * DAY));
  const years = [...new Set(days.map((day) => Number(day.slice(0, 4))))];
  const off = new Set((await Promise.all(years.map((year) => holidays(year, storeId)))).flat());
  const found = days.find((day) => ![0, 6].includes(weekdayOf(day)) && !off.has(day));
  if (!found) throw new Error('no working day in the fortnight ahead');
  return found;
}
