import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { type MailLog, smtpMailer } from './mailer.ts';

let smtp: SmtpTestServer;
function recordingLog() {
  const lines: string[] = [];
  const log: MailLog = {
    info: (message) => lines.push(`info ${message}`),
    error: (_details, message) => lines.push(`error ${message}`),
  };
  return { log, lines };
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

describe('smtpMailer', () => {
  it('delivers over SMTP from MAIL_FROM, in the background, and close() waits for it', async () => {
    const { log, lines } = recordingLog();
    const mailer = smtpMailer(smtp.url, 'Watchpost <no-reply@watchpost.local>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      { to: 'rita@example.test', subject: 'Reset your Watchpost password', body: 'Open http://x.test/link' },
      log,
      new Date(),
    );
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('<no-reply@watchpost.local>');
    expect(mail?.to).toEqual(['RCPT TO:<rita@example.test>']);
    expect(mail?.data).toContain('Subject: Reset your Watchpost password');
    expect(mail?.data).toContain('From: Watchpost <no-reply@watchpost.local>');
    expect(mail?.data).toContain('Open http://x.test/link');
    expect(lines).toEqual([
      expect.stringMatching(/^info mail to rita@example.test sent over SMTP \(message id <.+>\)$/),
    ]);
  });

  it('logs a failed delivery instead of failing the caller', async () => {
    const { log, lines } = recordingLog();
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Watchpost <no-reply@watchpost.local>');
    await expect(
      mailer.send({ to: 'a@example.test', subject: 's', body: 'b' }, log, new Date()),
    ).resolves.toBeUndefined();
    await mailer.close();
    expect(lines).toEqual(['error mail to a@example.test could not be sent over SMTP']);
  });
  it('deliver() resolves once the server took the mail, with its attachments, and throws when it cannot', async () => {
    const mailer = smtpMailer(smtp.url, 'Watchpost <no-reply@watchpost.local>');
    const before = smtp.received.length;
    await mailer.deliver(
      {
        to: 'ops@example.test, night@demo.test',
        subject: 'Daily activity report',
        body: 'Attached: report.pdf',
        attachments: [{ fileName: 'report.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
      },
      { now: new Date() },
    );
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['RCPT TO:<ops@example.test>', 'RCPT TO:<night@demo.test>']);
    expect(mail?.data).toContain('filename=report.pdf');
    await mailer.close();
    const down = smtpMailer('smtp://127.0.0.1:1', 'Watchpost <no-reply@watchpost.local>');
    await expect(
      down.deliver({ to: 'a@example.test', subject: 's', body: 'b' }, { now: new Date() }),
    ).rejects.toThrow();
    await down.close();
  });
});
