// Sending mail: every message the platform "sends" lands in the outbox table, where the sandbox
// mailbox (sandbox-pages/mailbox.ts) shows it as JSON per address (tests) or as a page (people).
import type { DbExecutor } from '../db/schema/index';
import { randomId } from '../ids';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

/** The one way to send mail: other modules call this (one-time codes, links). */
export async function sendMail(db: DbExecutor, mail: OutgoingMail): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: randomId('mail'),
      to_email: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      code: mail.code ?? null,
      link: mail.link ?? null,
    })
    .execute();
}
