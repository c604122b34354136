// Idempotency-Key for carts/process (API.md "Process cart"): the key is the caller's, so the
// table's primary key is (user_id, key). A successful answer is stored in the same transaction
// that created the subscriptions; a repeat replays it. A concurrent identical call blocks on the
// primary key until the first commits, then finds the row and replays (PGlite runs one
// transaction at a time, so there it simply queues). A failure stores nothing: the key may be
// used again.
import type { FastifyRequest } from 'fastify';
import type { DbExecutor, JsonObject } from '../db/schema/index';
import { badRequest, HttpError } from '../http/errors';
import { sha256 } from '../ids';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_REQUIRED = 'Idempotency-Key header is required';
export const KEY_REUSED = 'Idempotency-Key was already used for another request';

export interface StoredAnswer {
  statusCode: number;
  response: JsonObject;
}

/** 1 to 200 visible ASCII characters (a UUID fits). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw badRequest(KEY_REQUIRED, {
      'headers.idempotency-key': 'required: 1 to 200 visible ASCII characters',
    });
  }
  return value;
}

export const requestHashOf = (body: unknown) => sha256(JSON.stringify(body));

/** The stored answer for this key, if a call with it succeeded; another body under it → 422. */
export async function storedAnswer(
  db: DbExecutor,
  userId: string,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status_code === null || !row.response) return null;
  if (row.request_hash !== requestHash) throw new HttpError(422, KEY_REUSED);
  return { statusCode: row.status_code, response: row.response };
}

/** Takes the key inside the transaction; false when another call holds it (then replay). */
export async function claimKey(
  db: DbExecutor,
  userId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: requestHash,
      status_code: null,
      response: JSON.stringify(null),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function storeAnswer(
  db: DbExecutor,
  userId: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response: JSON.stringify(answer.response) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** The optional Idempotency-Key of retry, reactivate, prepay and shopperConfirmPrice (required only on carts/process). */
export function optionalKey(request: FastifyRequest): string | null {
  return request.headers[IDEMPOTENCY_HEADER] === undefined ? null : idempotencyKeyOf(request);
}

export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is in progress';

/**
 * Checks that write nothing, run before the keyed transaction so a refusal costs none. A call
 * racing another with the same key may check after the first one's work is done (the
 * subscription no longer due, say) and be refused for it: with a key, a refusal first looks for
 * the first call's stored answer, and that answer is the one given (on a real server the calls
 * truly overlap; PGlite ran them one after the other and hid it).
 */
export async function checkOrReplay(
  db: DbExecutor,
  userId: string,
  key: string | null,
  requestHash: string,
  checks: () => Promise<void>,
): Promise<StoredAnswer | null> {
  try {
    await checks();
    return null;
  } catch (error) {
    const replay = key ? await storedAnswer(db, userId, key, requestHash) : null;
    if (replay) return replay;
    throw error;
  }
}

export type UnderKey<T> = { replay: StoredAnswer; value?: undefined } | { replay: null; value: T };

/**
 * Runs `work` in the caller's transaction under the key (the subscription payments, the price
 * confirmation, createFromService): a call that finds the key taken replays the stored answer (a
 * concurrent one waits on the key's row until the first commits, PGlite simply queues it). `work`
 * returns its value and the answer to keep, or null to free the key (a declined payment may be
 * tried again with it). Without a key (optional on the subscription payments) it just runs.
 */
export async function underKey<T>(
  trx: DbExecutor,
  userId: string,
  key: string | null,
  requestHash: string,
  work: () => Promise<{ value: T; keep: StoredAnswer | null }>,
): Promise<UnderKey<T>> {
  if (key && !(await claimKey(trx, userId, key, requestHash))) {
    const replay = await storedAnswer(trx, userId, key, requestHash);
    if (!replay) throw new HttpError(409, KEY_IN_PROGRESS);
    return { replay };
  }
  const { value, keep } = await work();
  if (key && keep) await storeAnswer(trx, userId, key, keep);
  else if (key)
    await trx
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  return { replay: null, value };
}
