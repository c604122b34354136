// Accounts and sign-in: users, the stores they entered, sessions and refresh tokens, one-time
// codes, recovery and login links, used Google ID tokens, the outbox they are mailed by, payers.
import type { ColumnType, Generated } from 'kysely';
import type { Json, JsonObject, NullableTimestamp, Timestamp } from './column-types';

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  name: string | null;
  last_name: string | null;
  phone: string | null;
  phone_prefix: string | null;
  rut: string | null;
  is_guest: boolean;
  guest_id: string | null;
  addresses: Json<JsonObject[]>;
  /** Proven by a code, a recovery link, a merchant's link or Google; a password sign-up is not. */
  email_verified: Generated<boolean>;
  created_at: Timestamp;
}

/** The stores an account has entered (signed up or signed in at). */
export interface StoreMembersTable {
  store_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** One sign-in (the `sid` claim): every token of it dies when it is revoked. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A mailed one-time code (only its HMAC is kept). The newest row of an e-mail supersedes the others. */
export interface OtpCodesTable {
  id: string;
  email: string;
  store_id: string;
  code_hash: string;
  sent_at: Timestamp;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  status: ColumnType<
    'active' | 'used' | 'burned' | 'superseded',
    'active' | undefined,
    'active' | 'used' | 'burned' | 'superseded'
  >;
  created_at: Timestamp;
}

/** A password-recovery link; rows for unknown e-mails (user_id null) only count for the rate limit. */
export interface RecoverTokensTable {
  token_hash: string;
  email: string;
  user_id: string | null;
  store_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A bypass / access token link minted by the merchant (scene /sandbox/loginLinks). */
export interface LoginLinksTable {
  token_hash: string;
  type: string | null;
  email: string;
  store_id: string;
  callback_url: string | null;
  error_url: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** Issue 36: when a sign-in used it (each link signs in once); null while unused. */
  used_at: NullableTimestamp;
}

/**
 * The `jti` of every Google ID token that signed in, until it expires: a replay is refused. Not a
 * data table: a reset keeps it, so a token used before the reset stays used.
 */
export interface UsedIdTokensTable {
  jti: string;
  expires_at: Timestamp;
  used_at: Timestamp;
}

export interface OutboxTable {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  created_at: Timestamp;
}

export interface PayersTable {
  id: string;
  user_id: string;
  store_id: string;
  name: string | null;
  last_name: string | null;
  email: string | null;
  active: boolean;
  billing: Json<{ taxId?: string | null }>;
  company: Json<{ rut?: string | null; address?: string | null }>;
  created_at: Timestamp;
}

/** Issue 42: one brake counter (brakes/rate-limits.ts), shared by every sandbox process. */
export interface BrakesTable {
  kind: 'clients' | 'accounts';
  key: string;
  /** Event times in ms, oldest first: the newest max + 1 only. */
  at: Json<number[]>;
  max: number;
  window_ms: number;
  /** The last event's time in ms: the oldest goes first when the table is full. */
  touched_at: number;
}
