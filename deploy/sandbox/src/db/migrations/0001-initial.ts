// The first schema: every table of src/db/schema/. Plain SQL, so the indexes read as written.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table settings (key text primary key, value text not null)`,

  `create table templates (id text primary key, doc jsonb not null)`,
  `create table stores (
     id text primary key,
     name text not null,
     domain text,
     active boolean not null default true,
     template_id text not null,
     service_type text not null,
     payment_methods jsonb not null default '[]',
     doc jsonb not null,
     position integer not null default 0)`,
  `create unique index stores_name_idx on stores (lower(name))`,
  `create unique index stores_domain_idx on stores (lower(domain)) where domain is not null`,
  `create table policies (store_id text primary key references stores (id) on delete cascade, doc jsonb not null)`,

  `create table users (
     id text primary key,
     email text,
     password_hash text,
     name text,
     last_name text,
     phone text,
     phone_prefix text,
     rut text,
     is_guest boolean not null default false,
     guest_id text,
     addresses jsonb not null default '[]',
     created_at timestamptz not null default now())`,
  `create unique index users_email_idx on users (lower(email)) where email is not null`,
  `create table sessions (
     id text primary key,
     user_id text not null references users (id) on delete cascade,
     created_at timestamptz not null default now(),
     revoked_at timestamptz)`,
  `create table refresh_tokens (
     token_hash text primary key,
     session_id text not null references sessions (id) on delete cascade,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now())`,
  `create index refresh_tokens_session_idx on refresh_tokens (session_id)`,

  `create table categories (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     name text not null,
     parent_id text references categories (id) on delete cascade,
     path text not null,
     depth integer not null,
     active boolean not null default true,
     position integer not null default 0)`,
  `create unique index categories_name_idx on categories (store_id, name)`,
  `create index categories_path_idx on categories (store_id, path text_pattern_ops)`,

  `create table products (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     sku text not null,
     name text not null,
     sort_name text not null,
     brand text not null,
     active boolean not null default true,
     hidden boolean not null default false,
     stock integer,
     full_stock integer,
     default_price double precision not null,
     currency text not null,
     category_id text references categories (id) on delete set null,
     product_family_id text,
     search_text text not null,
     doc jsonb not null,
     position integer not null default 0)`,
  `create unique index products_sku_idx on products (store_id, upper(sku))`,
  `create index products_price_idx on products (store_id, default_price, id)`,
  `create index products_name_idx on products (store_id, sort_name collate "C", id)`,
  `create index products_brand_idx on products (store_id, brand)`,
  `create index products_category_idx on products (store_id, category_id)`,

  `create table carts (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     guest_id text,
     user_id text references users (id) on delete cascade,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now())`,
  `create unique index carts_user_idx on carts (store_id, user_id) where user_id is not null`,
  `create index carts_guest_idx on carts (store_id, guest_id)`,
  `create table cart_lines (
     id text primary key,
     cart_id text not null references carts (id) on delete cascade,
     product_id text not null references products (id) on delete cascade,
     quantity integer not null,
     billing_type text not null,
     labels jsonb not null default '[]',
     expiration_cycles integer,
     base_payday text,
     custom_price double precision,
     position bigserial)`,
  `create index cart_lines_cart_idx on cart_lines (cart_id, position)`,

  `create table cards (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     brand text not null,
     type text not null,
     digits text not null,
     created_at timestamptz not null default now())`,
  `create index cards_user_idx on cards (user_id, store_id)`,
  `create table card_inscriptions (
     token text primary key,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     return_url text not null,
     status text not null,
     brand text,
     type text,
     digits text,
     card_id text,
     created_at timestamptz not null default now())`,

  `create table payment_requests (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     user_email text not null,
     user_id text,
     price double precision not null,
     currency text not null,
     description text not null,
     status text not null,
     callback_url text,
     created_at timestamptz not null default now())`,

  `create table subscriptions (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     status text not null,
     card_id text,
     type text not null,
     billing_frequency integer not null,
     payday timestamptz not null,
     paused_until timestamptz,
     price double precision not null,
     currency text not null,
     products jsonb not null,
     doc jsonb not null,
     created_at timestamptz not null default now())`,
  `create index subscriptions_user_idx on subscriptions (user_id, store_id)`,
  `create index subscriptions_card_idx on subscriptions (card_id)`,
  `create table charges (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     name text not null,
     status text not null,
     total_price double precision not null,
     currency text not null,
     card_id text,
     doc jsonb not null,
     created_at timestamptz not null default now())`,
  `create index charges_user_idx on charges (user_id, store_id)`,
  `create table installments (
     id text primary key,
     charge_id text not null references charges (id) on delete cascade,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     number integer not null,
     status text not null,
     price double precision not null,
     currency text not null,
     payday timestamptz not null,
     card_id text,
     created_at timestamptz not null default now())`,
  `create index installments_card_idx on installments (card_id)`,
  `create index installments_charge_idx on installments (charge_id, number)`,

  `create table outbox (
     id text primary key,
     to_email text not null,
     subject text not null,
     text text not null,
     code text,
     link text,
     created_at timestamptz not null default now())`,
  `create index outbox_to_idx on outbox (lower(to_email), created_at desc)`,

  // Trigram index for the catalogue search (ILIKE '%…%'), when the server has pg_trgm: PGlite
  // loads it; a PostgreSQL server without it (or without the right) just searches without it.
  `do $$ begin
     if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
       begin
         create extension if not exists pg_trgm;
       exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm;
       end;
     end if;
     if exists (select 1 from pg_extension where extname = 'pg_trgm') then
       execute 'create index products_search_idx on products using gin (search_text gin_trgm_ops)';
     end if;
   end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
