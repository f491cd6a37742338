import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues a mail in `mail_outbox`, stamped with the caller's clock, and returns the row's id (the outbox mailer logs
 * it). Call it inside the transaction of the write that causes the mail, so both commit or neither does.
 */
export async function insertOutboxMail(
  db: Pick<Database, 'insert'>,
  values: OutgoingMail & { createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}
