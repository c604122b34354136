// /v1 issue 4 auth: e-mail check, one-time codes, registration, password recovery, login links
// (decodeUser, bypass) and the profile patch. Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isStoreOrigin } from '../config/store-origin';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../http/errors';
import {
  createRegistered,
  fillMissingNames,
  findUserByEmail,
  registrationAllowed,
  registrationDisabled,
  signInUserFor,
  storeById,
  storeByName,
} from './accounts';
import { rotateCalendarLinks } from '../calendar/calendar-links';
import { endSessions, proveEmail } from './email-proof';
import { claimLoginLink, readLoginLink } from './login-links';
import { checkCode, claimCode, generateCode } from './one-time-codes';
import { hashPassword } from './passwords';
import { claimRecoverToken, liveRecoverToken, startRecovery } from './recover';
import { signIn } from './sign-in';
import { enterStore, joinStore, mayEnter, requireMethod } from './store-access';
import { toUser } from './user-view';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  isValidEmail,
  isValidPhone,
  isValidPhonePrefix,
  normalizeEmail,
  normalizeRut,
} from './validation';

const text = (max: number, min = 0) =>
  ({ type: 'string', minLength: min, maxLength: max }) as const;
const id = text(200, 1);
const email = text(320, 1);
const optionalName = { type: ['string', 'null'], maxLength: 100 } as const;

function emailOf(value: string): string {
  if (!isValidEmail(value))
    throw badRequest(AUTH_MESSAGES.invalidEmail, { email: 'is not a valid e-mail' });
  return normalizeEmail(value);
}

// Per-client brakes (issue 10), on top of the per-e-mail ones of one-time-codes.ts: one client may
// not ask codes for address after address, nor sweep e-mails to learn which have accounts.
const CLIENT_LIMITS = {
  codes: { max: 10, windowMs: 15 * 60_000 },
  emailChecks: { max: 60, windowMs: 60_000 },
} as const;

function clientBrake(ctx: AppContext, kind: keyof typeof CLIENT_LIMITS, ip: string): void {
  const { max, windowMs } = CLIENT_LIMITS[kind];
  if (!ctx.limits.clients.take(`${kind}:${ip}`, max * ctx.limits.clientFactor, windowMs)) {
    throw new HttpError(429, AUTH_MESSAGES.clientTooMany);
  }
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Checks and normalises rut / phone / phonePrefix of a profile body (400 "Invalid rut" / "Invalid phone"). */
function profileFields(
  body: { rut?: string | null; phone?: string | null; phonePrefix?: string | null },
  currentPrefix?: string | null,
) {
  const out: { rut?: string | null; phone?: string | null; phone_prefix?: string | null } = {};
  if (body.rut !== undefined) {
    const raw = blankToNull(body.rut);
    const rut = raw === null ? null : normalizeRut(raw);
    if (raw !== null && !rut)
      throw badRequest(AUTH_MESSAGES.invalidRut, { rut: 'check digit or format' });
    out.rut = rut;
  }
  if (body.phonePrefix !== undefined) {
    const prefix = blankToNull(body.phonePrefix);
    if (prefix !== null && !isValidPhonePrefix(prefix))
      throw badRequest(AUTH_MESSAGES.invalidPhone, { phonePrefix: 'like +56' });
    out.phone_prefix = prefix;
  }
  if (body.phone !== undefined) {
    const phone = blankToNull(body.phone)?.replace(/\s+/g, '') ?? null;
    const prefix = out.phone_prefix !== undefined ? out.phone_prefix : currentPrefix;
    if (phone !== null && !isValidPhone(phone, prefix))
      throw badRequest(AUTH_MESSAGES.invalidPhone, { phone: 'digits only, 9 for +56' });
    out.phone = phone;
  }
  return out;
}

interface RegisterBody {
  email: string;
  storeId: string;
  name?: string | null;
  lastName?: string | null;
  password?: string | null;
  phone?: string | null;
  phonePrefix?: string | null;
  rut?: string | null;
}

interface VerifyQuery {
  email: string;
  code: string;
  storeId: string;
  name?: string;
  lastName?: string;
  token?: string;
}

interface ProfileBody {
  name?: string | null;
  lastName?: string | null;
  rut?: string | null;
  phone?: string | null;
  phonePrefix?: string | null;
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
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
      clientBrake(ctx, 'emailChecks', request.ip);
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
      clientBrake(ctx, 'codes', request.ip);
      return send(reply, await generateCode(ctx, address, store));
    },
  );

  app.get<{ Querystring: VerifyQuery }>(
    '/auth/verifyCode',
    {
      schema: {
        querystring: {
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
        },
      },
    },
    async (request, reply) => {
      const { code, storeId, name, lastName, token } = request.query;
      const address = emailOf(request.query.email);
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
        const proven = await proveEmail(trx, ctx.secret, user);
        const named = await fillMissingNames(trx, proven, {
          name: blankToNull(name),
          lastName: blankToNull(lastName),
        });
        return signIn({ db: trx, tokens: ctx.tokens }, named);
      });
      return send(reply, tokens);
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/auth/register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeId'],
          properties: {
            email,
            storeId: id,
            name: optionalName,
            lastName: optionalName,
            password: { type: ['string', 'null'], maxLength: 200 },
            phone: { type: ['string', 'null'], maxLength: 30 },
            phonePrefix: { type: ['string', 'null'], maxLength: 10 },
            rut: { type: ['string', 'null'], maxLength: 20 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const address = emailOf(body.email);
      const password = body.password ?? null;
      if (password !== null && password.length < PASSWORD_MIN_LENGTH) {
        throw badRequest(AUTH_MESSAGES.passwordTooShort, {
          password: `at least ${PASSWORD_MIN_LENGTH} characters`,
        });
      }
      const fields = profileFields(body);
      await storeById(ctx, body.storeId);
      if (!(await registrationAllowed(ctx, body.storeId))) throw registrationDisabled();
      if (password !== null) await requireMethod(ctx.db, body.storeId, 'password');
      const existing = await findUserByEmail(ctx.db, address);
      if (existing && !existing.is_guest) throw conflict(AUTH_MESSAGES.emailTaken);
      const user = await createRegistered(
        ctx.db,
        {
          email: address,
          passwordHash: password === null ? null : await hashPassword(password),
          name: blankToNull(body.name),
          lastName: blankToNull(body.lastName),
          ...(fields.rut !== undefined ? { rut: fields.rut } : {}),
          ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
          ...(fields.phone_prefix !== undefined ? { phonePrefix: fields.phone_prefix } : {}),
        },
        existing,
      );
      await joinStore(ctx.db, user.id, body.storeId);
      // Signed in at once (spec 000 §4), but the e-mail stays unproven until a code or link proves it.
      if (password === null) return send(reply, { userId: user.id }, 201);
      return send(reply, await signIn(ctx, user), 201);
    },
  );

  app.post<{ Body: { email: string; storeId: string; origin: string } }>(
    '/auth/recoverPassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeId', 'origin'],
          properties: { email, storeId: id, origin: text(2000, 1) },
        },
      },
    },
    async (request, reply) => {
      const address = emailOf(request.body.email);
      const store = await storeById(ctx, request.body.storeId);
      if (!isStoreOrigin(request.body.origin, store, ctx.urls())) {
        throw badRequest(AUTH_MESSAGES.originNotAllowed, { origin: 'not the store URL' });
      }
      await startRecovery(ctx, address, store.id, request.body.origin);
      return send(reply, { sent: true });
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/auth/validateRecoverToken',
    {
      schema: {
        querystring: { type: 'object', required: ['token'], properties: { token: text(500) } },
      },
    },
    async (request, reply) => {
      const row = await liveRecoverToken(ctx.db, request.query.token);
      return send(reply, { email: row.email });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/changePassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: { token: text(500), password: text(200) },
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw badRequest(AUTH_MESSAGES.passwordTooShort, {
          password: `at least ${PASSWORD_MIN_LENGTH} characters`,
        });
      }
      const live = await liveRecoverToken(ctx.db, token); // a bad token fails before the slow hash
      const passwordHash = await hashPassword(password);
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        const userId = await claimRecoverToken(trx, token);
        await enterStore({ db: trx }, userId, live.store_id);
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        // The link proves the e-mail (the first proof wipes the unproven setup, email-proof.ts);
        // a new password ends every other session and moves every calendar feed URL on (issue
        // 36: whoever held the old password may hold the feed's URL too).
        await proveEmail(trx, ctx.secret, user);
        await endSessions(trx, userId);
        await rotateCalendarLinks(trx, ctx.secret, userId);
        const changed = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return signIn({ db: trx, tokens: ctx.tokens }, changed);
      });
      return send(reply, tokens);
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/auth/decodeUser',
    {
      schema: {
        querystring: { type: 'object', required: ['token'], properties: { token: text(500) } },
      },
    },
    async (request, reply) => {
      const link = await readLoginLink(ctx.db, request.query.token);
      const user = await findUserByEmail(ctx.db, link.email);
      return send(reply, {
        type: link.type,
        email: link.email,
        userId: user && !user.is_guest ? user.id : null,
        storeId: link.store_id,
        callbackUrl: link.callback_url,
        errorUrl: link.error_url,
      });
    },
  );

  app.post<{ Body: { bypass: string } }>(
    '/auth/bypass',
    {
      schema: { body: { type: 'object', required: ['bypass'], properties: { bypass: text(500) } } },
    },
    async (request, reply) => {
      const link = await readLoginLink(ctx.db, request.body.bypass);
      if (link.type !== 'bypass') throw unauthorized(AUTH_MESSAGES.invalidToken);
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        await claimLoginLink(trx, link.token_hash); // once (issue 36)
        const user = await signInUserFor(trx, link.email);
        // The merchant vouches for the e-mail it sent the link to: it enters and proves it.
        await joinStore(trx, user.id, link.store_id);
        const proven = await proveEmail(trx, ctx.secret, user);
        return signIn({ db: trx, tokens: ctx.tokens }, proven);
      });
      return send(reply, {
        ...tokens,
        callbackUrl: link.callback_url,
        errorUrl: link.error_url,
      });
    },
  );

  app.put<{ Body: ProfileBody }>(
    '/auth',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            name: optionalName,
            lastName: optionalName,
            rut: { type: ['string', 'null'], maxLength: 20 },
            phone: { type: ['string', 'null'], maxLength: 30 },
            phonePrefix: { type: ['string', 'null'], maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(ctx, request); // guests too (user-info before a guest checkout)
      const current = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', auth.userId)
        .executeTakeFirst();
      if (!current) throw notFound();
      const body = request.body;
      const patch = {
        ...profileFields(body, current.phone_prefix),
        ...(body.name !== undefined ? { name: blankToNull(body.name) } : {}),
        ...(body.lastName !== undefined ? { last_name: blankToNull(body.lastName) } : {}),
      };
      if (!Object.keys(patch).length) return send(reply, toUser(current));
      const user = await ctx.db
        .updateTable('users')
        .set(patch)
        .where('id', '=', auth.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toUser(user));
    },
  );
}
