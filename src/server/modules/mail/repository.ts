import type { Database } from '../../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../../db/schema.ts';

/** A file sent with a mail (a report's PDF). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  attachments?: readonly MailAttachment[];
}

/**
 * Queues a mail in `mail_outbox` (its attachments in `mail_outbox_attachments`), stamped with the caller's clock,
 * and returns the row's id (the outbox mailer logs it). Call it inside the transaction of the write that causes
 * the mail, so both commit or neither does.
 */
export async function insertOutboxMail(
  db: Pick<Database, 'insert'>,
  values: OutgoingMail & { createdAt: Date },
): Promise<string> {
  const { attachments, ...mail } = values;
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  if (attachments && attachments.length > 0) {
    await db
      .insert(mailOutboxAttachments)
      .values(attachments.map((file, position) => ({ mailId: row.id, position, ...file })));
  }
  return row.id;
}
