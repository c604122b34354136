// POST /sandbox/clock (API.md "Sandbox clock"): lets days pass for one shopper (or everybody) and
// runs what falls due: renewals, failed attempts and the suspension at the fourth, pause ends,
// price changes, expirations, deliveries. Runs queue one behind the other in this process (the
// data folder is this process's alone), so concurrent calls never see each other half done.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { runClock, type ClockAnswer } from '../clock/run-clock';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';

export const MAX_ADVANCE_DAYS = 400;

export function registerClockScene(app: FastifyInstance, ctx: AppContext): void {
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = (run: () => Promise<ClockAnswer>): Promise<ClockAnswer> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  app.post<{ Body: { advanceDays: number; email?: string } }>(
    '/sandbox/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['advanceDays'],
          properties: {
            advanceDays: { type: 'integer', minimum: 1, maximum: MAX_ADVANCE_DAYS },
            email: { type: 'string', minLength: 3, maxLength: 320 },
          },
        },
      },
    },
    async (request, reply) => {
      const { advanceDays, email } = request.body;
      let userIds: string[] | null = null;
      if (email !== undefined) {
        const user = await ctx.db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
          .executeTakeFirst();
        if (!user) throw notFound('User not found');
        userIds = [user.id];
      }
      return send(reply, await serialized(() => runClock(ctx, advanceDays, userIds)));
    },
  );
}
