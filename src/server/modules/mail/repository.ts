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
