// The mail module's public face: the mailers and what a mail is made of.
export type { Mailer, MailLog } from './mailer.ts';
export { createMailer, outboxMailer, smtpMailer } from './mailer.ts';
export type { MailAttachment, OutgoingMail } from './repository.ts';
