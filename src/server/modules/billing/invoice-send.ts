import type { FastifyInstance } from 'fastify';
import {
  currencyDigits,
  type Invoice,
  type InvoiceLanguage,
  billingOperations as op,
} from '../../../shared/contract/billing.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { recordAudit } from '../audit/index.ts';
import { type DeliveryLog, deliverInvoiceMail } from '../report-delivery/index.ts';
import { billingEmailsOf, contractLanguage, partiesOf } from './invoice-repository.ts';
import { getInvoice, invoicePdfFile } from './invoice-service.ts';

/*
 * Sending an issued invoice (docs/product/billing.md#invoices): its PDF is mailed to the contract's billing e-mails
 * as a delivery of the report delivery log, so the mail has the log's attempts, retries and errors
 * (docs/decisions/0039-report-delivery-exactly-once.md). Each send is a delivery of its own (sending again is a
 * resend). The mail's words are in the contract's language, as the PDF is.
 */

interface MailWords {
  invoice: string;
  creditNote: string;
  /** `{title} {number} from {company}`. */
  subject: string;
  greeting: string;
  /** The body's sentence: `{title}`, `{number}`, `{from}`, `{to}`, `{total}`, `{due}`. */
  summary: string;
  /** A credit note has no due date. */
  creditSummary: string;
  attached: string;
}

const mailWords: Record<InvoiceLanguage, MailWords> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    subject: '{title} {number} from {company}',
    greeting: 'Hello,',
    summary: 'Please find attached invoice {number} for the service period {from} to {to}: {total}, due {due}.',
    creditSummary: 'Please find attached credit note {number} for the service period {from} to {to}: {total}.',
    attached: 'Attached: {file}',
  },
  tr: {
    invoice: 'Fatura',
    creditNote: 'Alacak dekontu',
    subject: '{company} tarafından {title} {number}',
    greeting: 'Merhaba,',
    summary: '{from} – {to} hizmet dönemine ait {number} numaralı fatura ektedir: {total}, son ödeme tarihi {due}.',
    creditSummary: '{from} – {to} hizmet dönemine ait {number} numaralı alacak dekontu ektedir: {total}.',
    attached: 'Ek: {file}',
  },
  ar: {
    invoice: 'فاتورة',
    creditNote: 'إشعار دائن',
    subject: '{title} {number} من {company}',
    greeting: 'مرحبًا،',
    summary: 'مرفق الفاتورة {number} لفترة الخدمة من {from} إلى {to}: {total}، تاريخ الاستحقاق {due}.',
    creditSummary: 'مرفق الإشعار الدائن {number} لفترة الخدمة من {from} إلى {to}: {total}.',
    attached: 'المرفق: {file}',
  },
  jp: {
    invoice: '請求書',
    creditNote: 'クレジットノート',
    subject: '{company}より{title} {number}',
    greeting: 'いつもお世話になっております。',
    summary: '{from}〜{to}のサービス期間の請求書 {number} を添付いたします。合計 {total}、お支払期日 {due}。',
    creditSummary: '{from}〜{to}のサービス期間のクレジットノート {number} を添付いたします。合計 {total}。',
    attached: '添付: {file}',
  },
};

const localeOf: Record<InvoiceLanguage, string> = { en: 'en', tr: 'tr', ar: 'ar', jp: 'ja' };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The subject and body of an invoice's mail in `language`. */
export function invoiceMailText(
  invoice: Pick<Invoice, 'kind' | 'number' | 'from' | 'to' | 'totalCents' | 'currency' | 'dueOn'>,
  language: InvoiceLanguage,
  company: string,
  fileName: string,
): { subject: string; body: string } {
  const words = mailWords[language];
  const locale = localeOf[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (day: string) => dates.format(new Date(`${day}T00:00:00Z`));
  const credit = invoice.kind === 'credit_note';
  const values = {
    title: credit ? words.creditNote : words.invoice,
    number: invoice.number ?? '',
    company,
    from: date(invoice.from),
    to: date(invoice.to),
    total: money.format(invoice.totalCents / 10 ** currencyDigits(invoice.currency)),
    due: invoice.dueOn ? date(invoice.dueOn) : '',
    file: fileName,
  };
  const subject = fill(words.subject, values).trim();
  const body = [
    words.greeting,
    '',
    fill(credit || !invoice.dueOn ? words.creditSummary : words.summary, values),
    '',
    fill(words.attached, values),
    '',
    company,
  ].join('\n');
  return { subject, body };
}

export async function sendInvoice(
  ctx: AppContext,
  caller: Caller,
  id: string,
  log: DeliveryLog,
): Promise<{ recipients: string[] }> {
  const invoice = await getInvoice(ctx, caller, id);
  if (invoice.status !== 'issued') {
    throw new AppError('invoice.not_issued', 'Only an issued invoice can be sent.');
  }
  const recipients = await billingEmailsOf(ctx.db, invoice.contractId);
  if (recipients.length === 0) {
    throw new AppError('invoice.no_recipients', 'The contract lists no billing e-mail address.');
  }
  const clientId = caller.actor.clientId;
  const language = await contractLanguage(ctx.db, invoice.contractId);
  const { company } = await partiesOf(ctx.db, clientId, invoice.customerId);
  const file = await invoicePdfFile(ctx, caller, id);
  const mail = invoiceMailText(invoice, language, company?.name ?? '', file.fileName);
  const deliveryId = await deliverInvoiceMail(
    { ctx, log },
    {
      clientId,
      customerId: invoice.customerId,
      invoiceId: invoice.id,
      periodStart: invoice.from,
      periodEnd: invoice.to,
      recipients,
      ...mail,
      file: { fileName: file.fileName, content: file.pdf },
    },
  );
  await recordAudit(ctx.db, {
    at: ctx.clock(),
    clientId,
    actorId: caller.actor.userId,
    action: 'invoice.send',
    entity: 'invoice',
    entityId: invoice.id,
    data: { number: invoice.number, recipients, deliveryId },
    requestId: caller.requestId,
    ip: caller.ip,
  });
  return { recipients };
}

export function invoiceSendRoutes(app: FastifyInstance, ctx: AppContext) {
  operationRoute(app, op.sendInvoice, async (request, reply, caller) =>
    reply.status(202).send(await sendInvoice(ctx, caller, request.params.id, request.log)),
  );
}
