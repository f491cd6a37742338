import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues a mail in `mail_outbox` (a sender delivers and stamps `sent_at`; without one, tests and operators read
 * it there). Call it inside the transaction of the write that causes the mail, so both commit or neither does.
 */
export async function queueMail(db: Pick<Database, 'insert'>, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** Like queueMail, stamped with the caller's clock, returning the row's id (the outbox mailer logs it). */
export async function insertOutboxMail(
  db: Pick<Database, 'insert'>,
  values: OutgoingMail & { createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}
