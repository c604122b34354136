// @ts-check
// Failed sign-ins on the operators' page (shell/server/operators/sign-in-brake.ts), per client
// address, as rows of the registry's database: every shell server of a fleet counts the same
// failures, and a restart forgets none. Past `failures` in `windowMs`, that address is refused
// until the window slides. Rows older than the window go on each failure; at most `rows` are kept
// (the oldest go), so a flood from many addresses cannot grow the table.
import { registryDatabase } from './registry-database.mjs';

export const SIGN_IN_BRAKE = { failures: 10, windowMs: 15 * 60_000, rows: 10_000 };

/** Failures of `address` in the window ending `now`. */
export async function recentSignInFailures(cdnDir, address, now = Date.now()) {
  const { pool, table } = await registryDatabase(cdnDir);
  const { rows } = await pool.query(
    `select count(*) as failures from ${table('sign_in_failures')} where address = $1 and at > $2`,
    [address, now - SIGN_IN_BRAKE.windowMs],
  );
  return Number(rows[0].failures);
}

/** Counts a failed sign-in of `address` at `now`. */
export async function signInFailed(cdnDir, address, now = Date.now()) {
  const { pool, table } = await registryDatabase(cdnDir);
  await pool.query(`delete from ${table('sign_in_failures')} where at <= $1`, [
    now - SIGN_IN_BRAKE.windowMs,
  ]);
  await pool.query(`insert into ${table('sign_in_failures')} (address, at) values ($1, $2)`, [
    address,
    now,
  ]);
  await pool.query(
    `delete from ${table('sign_in_failures')} where ctid in
       (select ctid from ${table('sign_in_failures')} order by at desc offset $1)`,
    [SIGN_IN_BRAKE.rows],
  );
}

/** A sign-in of `address` succeeded: its failures are forgotten. */
export async function signInSucceeded(cdnDir, address) {
  const { pool, table } = await registryDatabase(cdnDir);
  await pool.query(`delete from ${table('sign_in_failures')} where address = $1`, [address]);
}
