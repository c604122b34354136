// Whether a request wrote to this file's database: a row trigger on every table takes a number from
// a sequence, and a sequence never rolls back, so the mark moves on every row written, even by a
// write rolled back afterwards. Reads, row locks included, leave it where it was. It belongs to
// the database (issue 42): the snapshot's xmax, read here before, counts the whole cluster, which
// on a server other databases and autovacuum move too.
import { sql } from 'kysely';
import type { Db } from '../../src/db/schema/index';

/**
 * The brakes (issue 42: a table) are left out: counting a refused request is the one write a
 * refusal makes on purpose (a failed password, a code asked for too often).
 */
const NOT_MARKED = ['brakes'];

/** Adds the sequence and the triggers to every table of the public schema (once per database). */
export async function installWriteMark(db: Db): Promise<void> {
  await sql`create sequence if not exists test_write_mark`.execute(db);
  await sql`
    create or replace function test_bump_write_mark() returns trigger language plpgsql as $$
    begin
      perform nextval('test_write_mark');
      return null;
    end $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
  for (const { name } of tables.rows.filter((table) => !NOT_MARKED.includes(table.name))) {
    const table = sql.id(name);
    await sql`create or replace trigger test_write_mark_rows after insert or update or delete on ${table}
      for each row execute function test_bump_write_mark()`.execute(db);
    await sql`create or replace trigger test_write_mark_truncate after truncate on ${table}
      for each statement execute function test_bump_write_mark()`.execute(db);
  }
}

export async function writeMark(db: Db): Promise<string> {
  const result = await sql<{
    mark: string;
  }>`select last_value::text || ':' || is_called::text as mark from test_write_mark`.execute(db);
  return result.rows[0]!.mark;
}
