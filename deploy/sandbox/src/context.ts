// What every route module gets: the database, the token service and the public URLs.
import type { Selectable } from 'kysely';
import type { RateLimits } from './brakes/rate-limits';
import type { PublicUrls } from './config/public-urls';
import type { Db, UsersTable } from './db/schema/index';
import type { UserIdentity } from './auth/user-view';

export interface AccessClaims extends UserIdentity {
  sub: string;
  type: 'access';
  sid: string;
}

/** The access-token service (auth/access-tokens.ts makes it). */
export interface AccessTokens {
  readonly defaultTtlSeconds: number;
  sign(user: Selectable<UsersTable>, sid: string, ttlSeconds?: number): Promise<string>;
  /** Throws 401 "Token expired" or 401 "Unauthorized". */
  verify(token: string): Promise<AccessClaims>;
}

export interface AppContext {
  db: Db;
  tokens: AccessTokens;
  /** The server secret (also the JWT key): keys the HMAC of stored one-time codes. */
  secret: Uint8Array;
  /** In-memory brakes (password guessing, code requests, e-mail checks); a reset empties them. */
  limits: RateLimits;
  /** Known once the server listens (the port may be random). */
  urls(): PublicUrls;
  /** Empties every data table and seeds again, in one transaction. */
  reseed(): Promise<void>;
}
