import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { insertOutboxMail, type OutgoingMail } from './repository.ts';

/** What the mailer logs through (a request's logger in practice). */
export interface MailLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/** Sends the server's mail: over SMTP when SMTP_URL is set, otherwise into the mail_outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Outbox: resolves once the row is written. SMTP: resolves at once and delivers in the background (logging the
   * outcome), so the caller's response time does not depend on the mail server — nor tell whether mail was sent.
   */
  send(mail: OutgoingMail, log: MailLog, now: Date): Promise<void>;
  /**
   * Delivers a mail and tells whether it went: SMTP awaits the server's answer and throws when it refuses or cannot
   * be reached; the outbox writes the row (with its attachments) through `db` — pass the caller's transaction so
   * the mail and the write that causes it commit together (docs/decisions/0039-report-delivery-exactly-once.md).
   */
  deliver(mail: OutgoingMail, options: { now: Date; db?: Pick<Database, 'insert'> }): Promise<void>;
  /** Waits for deliveries still in flight, then closes the connection. */
  close(): Promise<void>;
}

export function outboxMailer(db: Pick<Database, 'insert'>): Mailer {
  return {
    kind: 'outbox',
    async send(mail, log, now) {
      const id = await insertOutboxMail(db, { ...mail, createdAt: now });
      log.info(`mail to ${mail.to} queued in the outbox (mail_outbox id ${id})`);
    },
    async deliver(mail, options) {
      await insertOutboxMail(options.db ?? db, { ...mail, createdAt: options.now });
    },
    async close() {},
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl, { from });
  const inFlight = new Set<Promise<void>>();
  return {
    kind: 'smtp',
    async send(mail, log) {
      const delivery = transport
        .sendMail({ to: mail.to, subject: mail.subject, text: mail.body })
        .then((info) => log.info(`mail to ${mail.to} sent over SMTP (message id ${info.messageId})`))
        .catch((error: unknown) => log.error({ err: error }, `mail to ${mail.to} could not be sent over SMTP`))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async deliver(mail) {
      const delivery = transport
        .sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          attachments: (mail.attachments ?? []).map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: file.content,
          })),
        })
        .then(() => undefined);
      const tracked = delivery.catch(() => undefined).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      await delivery;
    },
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}

export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string; db: Database }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom) : outboxMailer(options.db);
}
