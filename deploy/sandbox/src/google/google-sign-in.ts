// POST /v1/auth/google {token, storeId, nonce?} (spec 000 §7): signs in with an ID token of the
// sandbox Google. The token counts only after its signature (the published key, ES256 only: no
// "none", no HMAC with the public key), issuer, audience (the store's loginPolicy.googleClientId),
// expiry and a verified e-mail are checked, and only once: its jti is kept until it expires.
// Then it is a sign-in like a code: the account is found or created under the store's policy,
// the e-mail counts as proven, and the answer is the usual token pair.
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { unauthorized } from '../http/errors';
import {
  fillMissingNames,
  findUserByEmail,
  registrationAllowed,
  registrationDisabled,
  signInUserFor,
  storeById,
} from '../auth/accounts';
import { proveEmailTelling, tellingRemovedPassword } from '../auth/email-proof';
import { signIn } from '../auth/sign-in';
import {
  joinStore,
  loginPolicyOf,
  mayEnter,
  methodNotAllowed,
  signInMethods,
} from '../auth/store-access';
import { GOOGLE_ALG, googleIssuer, googleSigningKey } from './signing-key';
import { idField } from '../http/schema';

export const INVALID_GOOGLE_TOKEN = 'Invalid Google token';
/** Clock skew accepted between the provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;

const googleBody = {
  type: 'object',
  required: ['token', 'storeId'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 4096 },
    // The store signed in at: its policy decides whether Google is offered and who may enter.
    storeId: idField,
    // The nonce the storefront put in the request: when sent, the token must carry it.
    nonce: idField,
  },
} as const;

interface GoogleBody {
  token: string;
  storeId: string;
  nonce?: string;
}

interface GoogleClaims extends JWTPayload {
  email?: unknown;
  email_verified?: unknown;
  nonce?: unknown;
  name?: unknown;
}

/** The verified claims of an ID token meant for `audience`; any defect is one 401. */
export async function verifyIdToken(
  ctx: AppContext,
  token: string,
  audience: string,
): Promise<GoogleClaims & { email: string; jti: string; exp: number }> {
  const key = await googleSigningKey(ctx.db);
  let payload: GoogleClaims;
  try {
    ({ payload } = await jwtVerify<GoogleClaims>(
      token,
      createLocalJWKSet({ keys: [key.publicJwk] }),
      {
        algorithms: [GOOGLE_ALG],
        issuer: googleIssuer(ctx.urls()),
        audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat', 'jti', 'email'],
      },
    ));
  } catch {
    throw unauthorized(INVALID_GOOGLE_TOKEN);
  }
  const { email, jti, exp } = payload;
  // Google's rule: trust the e-mail only when the provider says it verified it.
  if (
    payload.email_verified !== true ||
    typeof email !== 'string' ||
    !email.includes('@') ||
    !jti ||
    !exp
  ) {
    throw unauthorized(INVALID_GOOGLE_TOKEN);
  }
  return { ...payload, email: email.trim().toLowerCase(), jti, exp };
}

/** Marks the token used; false when it already was (a replay). Expired marks are dropped. */
async function useOnce(ctx: AppContext, jti: string, exp: number): Promise<boolean> {
  await ctx.db
    .deleteFrom('used_id_tokens')
    .where('expires_at', '<', new Date(Date.now() - 2 * CLOCK_TOLERANCE_SECONDS * 1000))
    .execute();
  const inserted = await ctx.db
    .insertInto('used_id_tokens')
    .values({ jti, expires_at: new Date(exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return Boolean(inserted);
}

export function registerGoogleSignIn(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: GoogleBody }>(
    '/auth/google',
    { schema: { body: googleBody } },
    async (request, reply) => {
      const { token, storeId, nonce } = request.body;
      await storeById(ctx, storeId);
      const policy = await loginPolicyOf(ctx.db, storeId);
      // The store's Google client id: the audience its tokens must name.
      const clientId = typeof policy.googleClientId === 'string' ? policy.googleClientId : '';
      if (!signInMethods(policy).includes('google') || !clientId) throw methodNotAllowed();

      const claims = await verifyIdToken(ctx, token, clientId);
      if (nonce !== undefined && claims.nonce !== nonce) throw unauthorized(INVALID_GOOGLE_TOKEN);
      if (!(await useOnce(ctx, claims.jti, claims.exp))) throw unauthorized(INVALID_GOOGLE_TOKEN);

      const existing = await findUserByEmail(ctx.db, claims.email);
      const allowed =
        !existing || existing.is_guest
          ? await registrationAllowed(ctx, storeId)
          : await mayEnter(ctx.db, existing.id, storeId);
      if (!allowed) throw registrationDisabled();
      const name = typeof claims.name === 'string' ? claims.name.trim() : '';
      const [first, ...rest] = name.split(/\s+/);
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        const user = await signInUserFor(trx, claims.email);
        await joinStore(trx, user.id, storeId);
        // Google vouches for the e-mail: what was set before this proof goes (email-proof.ts);
        // the name Google sends is the proof's own, so it fills what the account lacks.
        const proof = await proveEmailTelling(trx, ctx.secret, user);
        const named = await fillMissingNames(trx, proof.user, {
          name: first || null,
          lastName: rest.join(' ') || null,
        });
        const tokens = await signIn({ db: trx, tokens: ctx.tokens }, named);
        return tellingRemovedPassword(tokens, proof.passwordRemoved);
      });
      return send(reply, tokens);
    },
  );
}
