import * as v from 'valibot';

/** GET holidays: days as 'YYYY-MM-DD', sorted (Chile's public holidays plus the store's overrides). */
export const HolidayListSchema = v.array(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));
export type HolidayList = v.InferOutput<typeof HolidayListSchema>;
