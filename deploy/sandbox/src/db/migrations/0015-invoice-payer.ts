// Issue 39: the receipt names the payer by name and RUT when they are known, not by e-mail only.
// The invoice keeps them as they were when she paid (a later profile edit does not rewrite a
// receipt); both stay null for a payer the provider knows by e-mail only.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table invoices add column payer_name text`,
  `alter table invoices add column payer_rut text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
