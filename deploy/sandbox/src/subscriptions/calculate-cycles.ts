// calculateCycles (spec 001 §7 "calculateCycles | billingFrequency, payday, createdAt, expiration,
// chargeDays | number"): how many cycles an expirable subscription has, which the product dialog
// in edit mode shows as its "number of periods" (001 §5, §9 "Expiration cycles"). The spec names
// the inputs only; the sandbox reads them the way checkout makes them (API.md "Process cart"):
// first payday = createdAt's UTC day + chargeDays, expiration = first payday + cycles × frequency.
// The current payday pins the schedule (a base payday may have moved it within a period): the
// first payday is the payday stepped back by whole periods to the first one not before
// createdAt + chargeDays (a base payday more than a period after that counts from there: these
// inputs cannot tell it from earlier cycles).
import type { FastifyInstance } from 'fastify';
import { send } from '../http/envelope';
import { badRequest } from '../http/errors';
import { utcDay } from '../billing/billing-groups';

const DAY = 24 * 3600 * 1000;

export interface CyclesInput {
  billingFrequency: number;
  payday: Date;
  createdAt: Date;
  expiration: Date;
  chargeDays: number;
}

/** Whole cycles from the first payday to the expiration; 1 for a single purchase; never negative. */
export function calculateCycles(input: CyclesInput): number {
  if (input.billingFrequency <= 0) return 1;
  const period = input.billingFrequency * DAY;
  const earliest = utcDay(input.createdAt).getTime() + input.chargeDays * DAY;
  const back = Math.max(0, Math.floor((input.payday.getTime() - earliest) / period));
  const first = input.payday.getTime() - back * period;
  return Math.max(0, Math.round((input.expiration.getTime() - first) / period));
}

const date = { type: 'string', minLength: 1, maxLength: 40 } as const;
const query = {
  type: 'object',
  required: ['billingFrequency', 'payday', 'createdAt', 'expiration'],
  properties: {
    billingFrequency: { type: 'integer', minimum: 0, maximum: 3650 },
    payday: date,
    createdAt: date,
    expiration: date,
    chargeDays: { type: 'integer', minimum: 0, maximum: 3650, default: 0 },
  },
} as const;

interface CyclesQuery {
  billingFrequency: number;
  payday: string;
  createdAt: string;
  expiration: string;
  chargeDays: number;
}

/** Public: arithmetic over the caller's own numbers, nothing stored is read. */
export function registerCalculateCycles(app: FastifyInstance): void {
  app.get<{ Querystring: CyclesQuery }>(
    '/subscriptions/calculateCycles',
    { schema: { querystring: query } },
    async (request, reply) => {
      const dates: Record<string, Date> = {};
      for (const field of ['payday', 'createdAt', 'expiration'] as const) {
        const value = new Date(request.query[field]);
        if (Number.isNaN(value.getTime()))
          throw badRequest('Invalid date', { [field]: 'an ISO date or date-time' });
        dates[field] = value;
      }
      return send(
        reply,
        calculateCycles({
          billingFrequency: request.query.billingFrequency,
          chargeDays: request.query.chargeDays,
          payday: dates.payday!,
          createdAt: dates.createdAt!,
          expiration: dates.expiration!,
        }),
      );
    },
  );
}
