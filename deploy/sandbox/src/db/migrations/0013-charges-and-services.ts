// Issue 14 (charges and services, 002 §3 "Charge: … subscriptions (the installments)"): an
// instalment is a subscription of type 'single' whose doc names its charge (001 §2 "Return target:
// userpanel/charges/{chargeId} when the subscription has a chargeId"), so the payment screen and
// every subscription payment path pay it. The old `installments` rows move into `subscriptions`
// (their store's payment methods, Oneclick first) and the table goes. Charges keep the approval's
// payment type and moment, and the service a hire came from; services are their own table.
import { sql, type Kysely } from 'kysely';

/** The store's method codes as a Subscription's paymentMethods (Webpay Oneclick priority 1). */
const METHOD_NAMES: Record<string, string> = {
  'webpay-oneclick': 'Webpay Oneclick',
  'webpay-plus': 'Webpay Plus',
  khipu: 'Khipu Payment Initiation',
  'mercado-pago': 'Mercado Pago Checkout Pro',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `alter table charges
         add column payment_type text,
         add column approved_at timestamptz,
         add column service_id text`,
    )
    .execute(db);
  await sql
    .raw(
      `update charges set
         payment_type = case when card_id is null then 'single' else 'recurring' end,
         approved_at = created_at
       where status in ('approved', 'completed')`,
    )
    .execute(db);
  await sql
    .raw(
      `create table services (
         id text primary key,
         store_id text not null references stores (id) on delete cascade,
         name text not null,
         description text not null default '',
         price double precision not null,
         currency text not null,
         active boolean not null,
         installments integer not null default 1,
         created_at timestamptz not null default now())`,
    )
    .execute(db);
  await sql.raw(`create index services_store_idx on services (store_id)`).execute(db);

  const old = await sql<{
    id: string;
    charge_id: string;
    store_id: string;
    user_id: string;
    number: number;
    status: string;
    price: number;
    currency: string;
    payday: Date;
    card_id: string | null;
    created_at: Date;
    payment_methods: string[];
  }>`select i.*, s.payment_methods from installments i join stores s on s.id = i.store_id`.execute(
    db,
  );
  for (const row of old.rows) {
    const paymentMethods = row.payment_methods
      .filter((code) => METHOD_NAMES[code])
      .map((code) => ({
        name: METHOD_NAMES[code],
        priority: code === 'webpay-oneclick' ? 1 : 0,
        options: { issuerFees: 1 },
      }));
    const doc = {
      chargeId: row.charge_id,
      installmentNumber: row.number,
      billingType: 'single',
      trialDays: 0,
      expiration: null,
      paymentMethods,
    };
    await sql`insert into subscriptions
        (id, store_id, user_id, status, card_id, type, billing_frequency, payday, paused_until,
         price, currency, products, doc, created_at)
      values (${row.id}, ${row.store_id}, ${row.user_id}, ${row.status}, ${row.card_id}, 'single',
        0, ${row.payday}, null, ${row.price}, ${row.currency}, '[]'::jsonb,
        ${JSON.stringify(doc)}::jsonb, ${row.created_at})`.execute(db);
  }
  await sql.raw(`drop table installments`).execute(db);
  // The instalments of a charge, found by the charge (views, approval, the card rules).
  await sql
    .raw(`create index subscriptions_charge_idx on subscriptions ((doc ->> 'chargeId'))`)
    .execute(db);
}
