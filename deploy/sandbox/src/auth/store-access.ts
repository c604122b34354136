// Store policy on the server (issue 10): which sign-in methods a store takes, and which accounts
// may enter it. Accounts are platform-wide (one e-mail, one account, as Ana has cards in every demo
// store); an account enters a store by signing up or in there, which makes it a member. A store
// whose loginPolicy forbids sign-up (allowRegistrationFromMarket: false) lets in only its members,
// accounts its merchant invites by link, and, when loginPolicy.allowSharedAccounts is true,
// accounts made at other stores of the platform.
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { AUTH_MESSAGES } from './validation';

export type SignInMethod = 'otp' | 'password' | 'google';
const METHODS: readonly SignInMethod[] = ['otp', 'password', 'google'];
/** Spec 000 §9: no loginMethods means otp and password. */
const DEFAULT_METHODS: readonly SignInMethod[] = ['otp', 'password'];

interface LoginPolicy {
  loginMethods?: unknown;
  allowRegistrationFromMarket?: unknown;
  allowSharedAccounts?: unknown;
  /** The store's Google client id: the audience of its Google ID tokens. */
  googleClientId?: unknown;
}

export async function loginPolicyOf(db: DbExecutor, storeId: string): Promise<LoginPolicy> {
  const row = await db
    .selectFrom('policies')
    .select('doc')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const policy = row?.doc.loginPolicy;
  return policy && typeof policy === 'object' ? (policy as LoginPolicy) : {};
}

export function signInMethods(policy: LoginPolicy): SignInMethod[] {
  const listed = Array.isArray(policy.loginMethods)
    ? METHODS.filter((method) => (policy.loginMethods as unknown[]).includes(method))
    : [];
  return listed.length ? listed : [...DEFAULT_METHODS];
}

export const methodNotAllowed = () => new HttpError(403, AUTH_MESSAGES.methodNotAllowed);

export async function requireMethod(
  db: DbExecutor,
  storeId: string,
  method: SignInMethod,
): Promise<void> {
  if (!signInMethods(await loginPolicyOf(db, storeId)).includes(method)) throw methodNotAllowed();
}

/** Sign-up from the storefront (spec 000 §6): only an explicit false disables it. */
export const signUpOpen = (policy: LoginPolicy) => policy.allowRegistrationFromMarket !== false;

async function isMember(db: DbExecutor, userId: string, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('store_members')
    .select('user_id')
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the (registered) account may enter the store without an invitation. */
export async function mayEnter(db: DbExecutor, userId: string, storeId: string): Promise<boolean> {
  if (await isMember(db, userId, storeId)) return true;
  const policy = await loginPolicyOf(db, storeId);
  return signUpOpen(policy) || policy.allowSharedAccounts === true;
}

/** Records that the account entered the store (idempotent). */
export async function joinStore(db: DbExecutor, userId: string, storeId: string): Promise<void> {
  await db
    .insertInto('store_members')
    .values({ store_id: storeId, user_id: userId })
    .onConflict((oc) => oc.columns(['store_id', 'user_id']).doNothing())
    .execute();
}

/** Lets the account in (joining the store) or refuses with 403 "Registration disabled". */
export async function enterStore(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  storeId: string,
  invited = false,
): Promise<void> {
  if (!invited && !(await mayEnter(ctx.db, userId, storeId)))
    throw new HttpError(403, AUTH_MESSAGES.registrationDisabled);
  await joinStore(ctx.db, userId, storeId);
}
