// Who may read a payment request (API.md "Single payments"), shared by the intents, invoices and
// rails: the link is the capability, so a guest session holding it reads it; a registered shopper
// reads only her own (by user id, or by e-mail once that e-mail is proven); anyone else → 404.
import type { Selectable } from 'kysely';
import type { DbExecutor, PaymentRequestsTable } from '../db/schema/index';
import type { AuthUser } from '../http/authenticate';
import { notFound } from '../http/errors';

export const PAYMENT_REQUEST_NOT_FOUND = 'Payment request not found';

export function canReadPaymentRequest(
  auth: AuthUser,
  row: Pick<Selectable<PaymentRequestsTable>, 'user_id' | 'user_email'>,
): boolean {
  if (auth.isGuest) return true;
  // What is addressed to an e-mail is nobody's until that e-mail is proven (issue 10).
  return (
    auth.emailVerified &&
    (row.user_id === auth.userId ||
      (auth.email !== null && row.user_email.toLowerCase() === auth.email.toLowerCase()))
  );
}

/** The request if the caller may read it, else 404 (unknown and not-yours look the same). */
export async function readablePaymentRequest(
  db: DbExecutor,
  auth: AuthUser,
  id: string,
  options: { lock?: boolean; message?: string } = {},
) {
  let query = db.selectFrom('payment_requests').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || !canReadPaymentRequest(auth, row))
    throw notFound(options.message ?? PAYMENT_REQUEST_NOT_FOUND);
  return row;
}
