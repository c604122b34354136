// Access tokens: HS256 JWTs carrying the user (API.md "Auth"). The secret lives in the database
// (settings.jwt_secret), so tokens survive a restart on the same data.
// The service's interface (AccessTokens, AccessClaims) is the context's (context.ts).
import { SignJWT, errors, jwtVerify } from 'jose';
import type { AccessClaims, AccessTokens } from '../context';
import { unauthorized } from '../http/errors';

export function createAccessTokens(secret: Uint8Array, defaultTtlSeconds: number): AccessTokens {
  return {
    defaultTtlSeconds,
    async sign(user, sid, ttlSeconds = defaultTtlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const claims: Omit<AccessClaims, 'sub'> = {
        userId: user.id,
        email: user.email,
        name: user.name,
        lastName: user.last_name,
        phone: user.phone,
        phonePrefix: user.phone_prefix,
        rut: user.rut,
        isGuest: user.is_guest,
        type: 'access',
        sid,
      };
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (payload.type !== 'access' || typeof payload.sid !== 'string' || !payload.sub) {
          throw unauthorized();
        }
        return payload as unknown as AccessClaims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized();
      }
    },
  };
}
