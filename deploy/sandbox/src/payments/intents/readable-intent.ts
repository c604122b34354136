// An intent the caller may see: by the read rule of its payment request (request-access.ts).
import type { DbExecutor } from '../../db/schema/index';
import type { AuthUser } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { canReadPaymentRequest } from '../../payment-requests/request-access';
import { PAYMENT_INTENT_NOT_FOUND } from './intent-view';

export async function readableIntent(
  db: DbExecutor,
  auth: AuthUser,
  id: string,
  options: { lock?: boolean } = {},
) {
  let query = db.selectFrom('payment_intents').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  const intent = await query.executeTakeFirst();
  if (!intent) throw notFound(PAYMENT_INTENT_NOT_FOUND);
  const request = await db
    .selectFrom('payment_requests')
    .select(['user_id', 'user_email'])
    .where('id', '=', intent.payment_request_id)
    .executeTakeFirst();
  if (!request || !canReadPaymentRequest(auth, request)) throw notFound(PAYMENT_INTENT_NOT_FOUND);
  return intent;
}
