// Issue 4 (session and login): one-time codes, password-recovery tokens, login links (bypass /
// access tokens) and payers. Secrets are stored hashed only (codes: HMAC of email + code).
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table otp_codes (
     id text primary key,
     email text not null,
     store_id text not null references stores (id) on delete cascade,
     code_hash text not null,
     sent_at timestamptz not null,
     expires_at timestamptz not null,
     attempts integer not null default 0,
     status text not null default 'active',
     created_at timestamptz not null default now())`,
  `create index otp_codes_email_idx on otp_codes (email, sent_at desc)`,

  `create table recover_tokens (
     token_hash text primary key,
     email text not null,
     user_id text references users (id) on delete cascade,
     store_id text not null references stores (id) on delete cascade,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now())`,
  `create index recover_tokens_email_idx on recover_tokens (email, created_at desc)`,

  `create table login_links (
     token_hash text primary key,
     type text,
     email text not null,
     store_id text not null references stores (id) on delete cascade,
     callback_url text,
     error_url text,
     expires_at timestamptz not null,
     created_at timestamptz not null default now())`,

  `create table payers (
     id text primary key,
     user_id text not null references users (id) on delete cascade,
     store_id text not null references stores (id) on delete cascade,
     name text,
     last_name text,
     email text,
     active boolean not null default false,
     billing jsonb not null default '{}',
     company jsonb not null default '{}',
     created_at timestamptz not null default now())`,
  `create index payers_user_idx on payers (user_id, store_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
