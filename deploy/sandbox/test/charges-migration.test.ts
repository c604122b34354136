// Migration 0013 (issue 14) on a data folder made before it: the old `installments` rows become
// subscriptions of type 'single' naming their charge (number, price, payday, card, status, the
// store's payment methods with Oneclick first), the table is gone, and an approved charge gets its
// payment type and approval moment. A fresh in-memory PGlite migrated to 0012, filled the old way,
// then to the latest.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { migrations } from '../src/db/migrations/index';

jest.setTimeout(60_000);

it('moves the installments into subscriptions and drops the table', async () => {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 0013
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
  });
  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    expect((await migrator.migrateTo('0012-api-checkouts')).error).toBeUndefined();
    await sql`insert into templates (id, doc) values ('tpl', '{}')`.execute(db);
    await sql`insert into stores (id, name, domain, active, template_id, service_type, payment_methods, doc, position)
      values ('st-x', 'x', null, true, 'tpl', 'service', '["webpay-plus","webpay-oneclick"]', '{}', 0)`.execute(
      db,
    );
    await sql`insert into users (id, email, is_guest, addresses) values ('u-x', 'x@test.cl', false, '[]')`.execute(
      db,
    );
    await sql`insert into charges (id, store_id, user_id, name, status, total_price, currency, card_id, doc, created_at)
      values ('ch-x', 'st-x', 'u-x', 'Cobro', 'approved', 200, 'clp', 'card-x', '{"files":[]}', '2026-01-01T00:00:00Z')`.execute(
      db,
    );
    await sql`insert into installments (id, charge_id, store_id, user_id, number, status, price, currency, payday, card_id)
      values ('ch-x-i1', 'ch-x', 'st-x', 'u-x', 1, 'completed', 100, 'clp', '2026-02-01T00:00:00Z', 'card-x'),
             ('ch-x-i2', 'ch-x', 'st-x', 'u-x', 2, 'pending', 100, 'clp', '2026-03-01T00:00:00Z', 'card-x')`.execute(
      db,
    );

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('subscriptions').selectAll().orderBy('id').execute();
    expect(
      rows.map((row) => [
        row.id,
        row.type,
        row.status,
        row.price,
        row.card_id,
        row.billing_frequency,
      ]),
    ).toEqual([
      ['ch-x-i1', 'single', 'completed', 100, 'card-x', 0],
      ['ch-x-i2', 'single', 'pending', 100, 'card-x', 0],
    ]);
    expect(new Date(rows[1]!.payday).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(rows[1]!.doc).toMatchObject({
      chargeId: 'ch-x',
      installmentNumber: 2,
      paymentMethods: [
        { name: 'Webpay Plus', priority: 0 },
        { name: 'Webpay Oneclick', priority: 1 },
      ],
    });
    const charge = await db.selectFrom('charges').selectAll().executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ payment_type: 'recurring', service_id: null });
    expect(new Date(charge.approved_at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const table = await sql`select to_regclass('installments') as name`.execute(db);
    expect(table.rows).toEqual([{ name: null }]);
  } finally {
    await db.destroy();
    await pglite.close();
  }
});
