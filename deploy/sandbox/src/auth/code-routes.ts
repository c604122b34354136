// /v1 issue 4 sign-in by e-mail code: the e-mail check, a one-time code asked for, and the code
// verified (with a merchant's access-token link, if any). Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { HttpError, unauthorized } from '../http/errors';
import {
  fillMissingNames,
  findUserByEmail,
  registrationAllowed,
  registrationDisabled,
  signInUserFor,
  storeById,
  storeByName,
} from './accounts';
import { proveEmailTelling, tellingRemovedPassword } from './email-proof';
import { claimLoginLink, readLoginLink } from './login-links';
import { checkCode, claimCode, generateCode } from './one-time-codes';
import { blankToNull, email, emailOf, id, text } from './session-fields';
import { signIn } from './sign-in';
import { joinStore, mayEnter } from './store-access';
import { AUTH_MESSAGES } from './validation';

// Per-client brakes (issue 10), on top of the per-e-mail ones of one-time-codes.ts: one client may
// not ask codes for address after address, nor sweep e-mails to learn which have accounts.
const CLIENT_LIMITS = {
  codes: { max: 10, windowMs: 15 * 60_000 },
  emailChecks: { max: 60, windowMs: 60_000 },
} as const;

async function clientBrake(
  ctx: AppContext,
  kind: keyof typeof CLIENT_LIMITS,
  ip: string,
): Promise<void> {
  const { max, windowMs } = CLIENT_LIMITS[kind];
  if (!(await ctx.limits.clients.take(`${kind}:${ip}`, max * ctx.limits.clientFactor, windowMs))) {
    throw new HttpError(429, AUTH_MESSAGES.clientTooMany);
  }
}

interface VerifyInput {
  email: string;
  code: string;
  storeId: string;
  name?: string;
  lastName?: string;
  token?: string;
}

export function registerCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { email: string; storeId?: string } }>(
    '/users/checkEmail',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email, storeId: text(200) },
        },
      },
    },
    async (request, reply) => {
      await clientBrake(ctx, 'emailChecks', request.ip);
      const user = await findUserByEmail(ctx.db, emailOf(request.query.email));
      const { storeId } = request.query;
      // An account that may not enter this store is, for this store, no account.
      const found = Boolean(
        user && !user.is_guest && (!storeId || (await mayEnter(ctx.db, user.id, storeId))),
      );
      return send(reply, {
        found,
        forceOTP: found && !user?.password_hash,
        isGuest: Boolean(user?.is_guest),
      });
    },
  );

  app.post<{ Body: { email: string; storeName: string } }>(
    '/auth/generateCode',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeName'],
          properties: { email, storeName: id },
        },
      },
    },
    async (request, reply) => {
      const address = emailOf(request.body.email);
      const store = await storeByName(ctx, request.body.storeName);
      await clientBrake(ctx, 'codes', request.ip);
      return send(reply, await generateCode(ctx, address, store));
    },
  );

  // 000 §7 names verifyCode a GET with a query, 002 §7 a POST: both are served, the same check
  // (API.md "Paths the seeds name"). The SDK posts, so the code stays out of URLs and logs.
  const verifySchema = {
    type: 'object',
    required: ['email', 'code', 'storeId'],
    properties: {
      email,
      code: text(20),
      storeId: id,
      name: text(100),
      lastName: text(100),
      token: text(500),
    },
  } as const;
  app.get<{ Querystring: VerifyInput }>(
    '/auth/verifyCode',
    { schema: { querystring: verifySchema } },
    async (request, reply) => send(reply, await verifyCode(ctx, request.query)),
  );
  app.post<{ Body: VerifyInput }>(
    '/auth/verifyCode',
    { schema: { body: verifySchema } },
    async (request, reply) => send(reply, await verifyCode(ctx, request.body)),
  );
}

/** The code checked and, when right, the account signed in (and made, for a newcomer). */
async function verifyCode(ctx: AppContext, input: VerifyInput) {
  const { code, storeId, name, lastName, token } = input;
  const address = emailOf(input.email);
  await storeById(ctx, storeId);
  const existing = await findUserByEmail(ctx.db, address);
  // A merchant's access-token link for this e-mail invites the shopper even where sign-up is off.
  // It signs in once (issue 36): unknown, used, expired, or another e-mail's or store's → 401,
  // checked before the code so a bad link costs no code try.
  const link = token ? await readLoginLink(ctx.db, token) : null;
  if (link && (link.email !== address || link.store_id !== storeId))
    throw unauthorized(AUTH_MESSAGES.invalidToken);
  if (!link) {
    const newcomer = !existing || existing.is_guest;
    const allowed = newcomer
      ? await registrationAllowed(ctx, storeId)
      : await mayEnter(ctx.db, existing.id, storeId);
    if (!allowed) throw registrationDisabled();
  }
  const codeId = await checkCode(ctx, address, code.trim(), storeId);
  // One transaction: the code taken, the account found or made, the store joined, the proof.
  const tokens = await ctx.db.transaction().execute(async (trx) => {
    if (link) await claimLoginLink(trx, link.token_hash);
    await claimCode(trx, codeId);
    const user = await signInUserFor(trx, address);
    await joinStore(trx, user.id, storeId);
    // The code proves the e-mail: what was set before that proof goes (email-proof.ts); the
    // names this sign-up sends with the code are the proof's own, so they are kept.
    const proof = await proveEmailTelling(trx, ctx.secret, user);
    const named = await fillMissingNames(trx, proof.user, {
      name: blankToNull(name),
      lastName: blankToNull(lastName),
    });
    const tokens = await signIn({ db: trx, tokens: ctx.tokens }, named);
    return tellingRemovedPassword(tokens, proof.passwordRemoved);
  });
  return tokens;
}
