// What every route module gets: the database, the token service and the public URLs.
import type { Db } from './db/schema';
import type { AccessTokens } from './auth/access-tokens';
import type { PublicUrls } from './config/public-urls';
import type { RateLimits } from './http/rate-limits';

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
