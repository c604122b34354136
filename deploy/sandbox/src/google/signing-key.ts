// The sandbox Google's signing key: ES256, created once per database and kept in settings (like
// the HS256 secret), so ID tokens minted before a restart still verify after it, and a reset
// (which keeps settings) does not change the published JWKS.
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { DbExecutor } from '../db/schema/index';
import type { PublicUrls } from '../config/public-urls';

export const GOOGLE_ALG = 'ES256';
const SETTINGS_KEY = 'google_idp_private_jwk';

export interface GoogleSigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as published in the JWKS (kid, alg, use set). */
  publicJwk: JWK;
}

/** The issuer (`iss`) of the sandbox Google: its pages live under this URL. */
export const googleIssuer = (urls: PublicUrls) => `${urls.sandbox}/sandbox/google`;

const cache = new WeakMap<object, Promise<GoogleSigningKey>>();

async function load(db: DbExecutor): Promise<GoogleSigningKey> {
  const fresh = await generateKeyPair(GOOGLE_ALG, { extractable: true });
  await db
    .insertInto('settings')
    .values({ key: SETTINGS_KEY, value: JSON.stringify(await exportJWK(fresh.privateKey)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SETTINGS_KEY)
    .executeTakeFirstOrThrow();
  const { d: _private, ...publicPart } = JSON.parse(row.value) as JWK;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = (await importJWK(JSON.parse(row.value) as JWK, GOOGLE_ALG)) as CryptoKey;
  return { kid, privateKey, publicJwk: { ...publicPart, kid, alg: GOOGLE_ALG, use: 'sig' } };
}

/** The key of this database (read or created once per process and database handle). */
export function googleSigningKey(db: DbExecutor): Promise<GoogleSigningKey> {
  let key = cache.get(db);
  if (!key) {
    key = load(db);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}
