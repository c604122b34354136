// A per-client brake for public routes that anybody may call in a loop (places, analytics): past
// `max` calls in the window from one address, 429 until the window slides (issue 10 brakes, in
// brakes/rate-limits.ts; clientFactor widens it for the test stack, whose browsers share one address).
import type { AppContext } from '../context';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests';

export async function brakeClient(
  ctx: AppContext,
  kind: string,
  ip: string,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const max = limit.max * ctx.limits.clientFactor;
  if (!(await ctx.limits.clients.take(`${kind}:${ip}`, max, limit.windowMs))) {
    throw new HttpError(429, TOO_MANY_REQUESTS);
  }
}
