// Issue 39: a price change waiting for her answer could not be found. When the merchant confirms
// the new price of a subscription awaiting response (001 §4 "Confirm-price view selection"), the
// provider e-mails the shopper the page where she answers (the storefront's confirmPrice/{id},
// 001 §2), as it mails an instalment's payment link. Sent in the confirmation's transaction.
import type { Selectable } from 'kysely';
import type { PublicUrls } from '../config/public-urls';
import { storeBaseUrl } from '../config/store-origin';
import type { DbExecutor, SubscriptionsTable } from '../db/schema/index';
import { sendMail } from '../mail/send-mail';

export const PRICE_CONFIRMATION_SUBJECT = 'Confirma el nuevo precio de tu suscripción';

export async function mailPriceToConfirm(
  db: DbExecutor,
  row: Selectable<SubscriptionsTable>,
  urls: PublicUrls,
): Promise<void> {
  const [user, store] = await Promise.all([
    db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst(),
    db
      .selectFrom('stores')
      .select(['name', 'domain'])
      .where('id', '=', row.store_id)
      .executeTakeFirstOrThrow(),
  ]);
  if (!user?.email) return;
  const link = `${storeBaseUrl(store, urls)}/confirmPrice/${encodeURIComponent(row.id)}`;
  await sendMail(db, {
    to: user.email,
    subject: PRICE_CONFIRMATION_SUBJECT,
    text: `El comercio confirmó el nuevo precio de tu suscripción. Revísalo y responde aquí: ${link}`,
    link,
  });
}
