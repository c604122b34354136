// /v1 issue 4 registration (spec 000 §4): an account with or without a password, in a store that
// takes sign-ups. Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { lockKey } from '../db/advisory-lock';
import { send } from '../http/envelope';
import { badRequest, conflict } from '../http/errors';
import {
  createRegistered,
  findUserByEmail,
  registrationAllowed,
  registrationDisabled,
  storeById,
} from './accounts';
import { hashPassword } from './passwords';
import { blankToNull, email, emailOf, id, optionalName, profileFields } from './session-fields';
import { signIn } from './sign-in';
import { joinStore, requireMethod } from './store-access';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './validation';

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

export function registerRegistrationRoute(app: FastifyInstance, ctx: AppContext): void {
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
      const passwordHash = password === null ? null : await hashPassword(password);
      const user = await ctx.db.transaction().execute(async (trx) => {
        // A double-submitted form: the second request waits here, then finds the account (409).
        await lockKey(trx, `account:${address}`);
        const existing = await findUserByEmail(trx, address);
        if (existing && !existing.is_guest) throw conflict(AUTH_MESSAGES.emailTaken);
        const created = await createRegistered(
          trx,
          {
            email: address,
            passwordHash,
            name: blankToNull(body.name),
            lastName: blankToNull(body.lastName),
            ...(fields.rut !== undefined ? { rut: fields.rut } : {}),
            ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
            ...(fields.phone_prefix !== undefined ? { phonePrefix: fields.phone_prefix } : {}),
          },
          existing,
        );
        await joinStore(trx, created.id, body.storeId);
        return created;
      });
      // Signed in at once (spec 000 §4), but the e-mail stays unproven until a code or link proves it.
      if (password === null) return send(reply, { userId: user.id }, 201);
      return send(reply, await signIn(ctx, user), 201);
    },
  );
}
