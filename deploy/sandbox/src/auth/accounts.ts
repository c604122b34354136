// Finding and creating accounts by e-mail. E-mails are unique over all users (guests included):
// a guest row that carries an e-mail is upgraded in place when that e-mail signs up or in.
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { HttpError, notFound } from '../http/errors';
import { randomId } from '../ids';
import { AUTH_MESSAGES } from './validation';
import type { UserRow } from './user-view';

export const findUserByEmail = (db: DbExecutor, email: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();

export async function storeById(ctx: AppContext, storeId: string) {
  const store = await ctx.db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store) throw notFound(AUTH_MESSAGES.storeNotFound);
  return store;
}

export async function storeByName(ctx: AppContext, name: string) {
  const store = await ctx.db
    .selectFrom('stores')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  if (!store) throw notFound(AUTH_MESSAGES.storeNotFound);
  return store;
}

/** loginPolicy.allowRegistrationFromMarket of the store (missing → allowed). */
export async function registrationAllowed(ctx: AppContext, storeId: string): Promise<boolean> {
  const policy = await ctx.db
    .selectFrom('policies')
    .select('doc')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const loginPolicy = (policy?.doc.loginPolicy ?? {}) as { allowRegistrationFromMarket?: boolean };
  return loginPolicy.allowRegistrationFromMarket !== false;
}

export const registrationDisabled = () => new HttpError(403, AUTH_MESSAGES.registrationDisabled);

export interface NewAccount {
  email: string;
  passwordHash?: string | null;
  name?: string | null;
  lastName?: string | null;
  phone?: string | null;
  phonePrefix?: string | null;
  rut?: string | null;
}

/** A registered user for the e-mail: upgrades a guest row that has it, else inserts one. */
export async function createRegistered(
  db: DbExecutor,
  account: NewAccount,
  existingGuest?: UserRow,
): Promise<UserRow> {
  const values = {
    email: account.email,
    password_hash: account.passwordHash ?? null,
    name: account.name ?? existingGuest?.name ?? null,
    last_name: account.lastName ?? existingGuest?.last_name ?? null,
    phone: account.phone ?? existingGuest?.phone ?? null,
    phone_prefix: account.phonePrefix ?? existingGuest?.phone_prefix ?? '+56',
    rut: account.rut ?? existingGuest?.rut ?? null,
    is_guest: false,
  };
  if (existingGuest) {
    return db
      .updateTable('users')
      .set(values)
      .where('id', '=', existingGuest.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('users')
    .values({ id: randomId('u'), ...values, addresses: '[]' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The registered user of the e-mail, creating one without a password if there is none (codes, links). */
export async function signInUserFor(db: DbExecutor, email: string): Promise<UserRow> {
  const found = await findUserByEmail(db, email);
  if (found && !found.is_guest) return found;
  return createRegistered(db, { email }, found);
}

/**
 * Fills the names the account lacks from the sign-in's own request (a token-user sign-up sends
 * name and last name with the code; Google sends a name). Called after the proof of the e-mail,
 * so what the proof itself brings is kept while what came before it is not (email-proof.ts).
 */
export async function fillMissingNames(
  db: DbExecutor,
  user: UserRow,
  profile: { name?: string | null; lastName?: string | null },
): Promise<UserRow> {
  if (!(profile.name && !user.name) && !(profile.lastName && !user.last_name)) return user;
  return db
    .updateTable('users')
    .set({
      name: user.name ?? profile.name ?? null,
      last_name: user.last_name ?? profile.lastName ?? null,
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
