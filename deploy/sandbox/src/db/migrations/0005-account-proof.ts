// Issue 10 (hostile input): an account's e-mail is proven or not, and an account belongs to the
// stores it entered. An account whose e-mail was never proven (sign-up with a password) loses that
// password and its earlier sessions at the first proof, so nobody can pre-register a victim's
// address. Store membership lets a store that forbids sign-up keep out accounts made elsewhere.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table users add column email_verified boolean not null default false`,
  // Accounts made before this migration came through the seed or a code: count them as proven.
  `update users set email_verified = true where not is_guest`,
  `create table store_members (
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     created_at timestamptz not null default now(),
     primary key (store_id, user_id))`,
  `create index store_members_user_idx on store_members (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
