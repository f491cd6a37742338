import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailLog, smtpMailer } from './mailer.ts';

/** A minimal SMTP server that accepts every message and keeps what it received. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let message = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = { from: '', to: [], data: '' };
            reply('250 queued');
          } else {
            message.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake.test');
        else if (command === 'MAIL') {
          message.from = line;
          reply('250 ok');
        } else if (command === 'RCPT') {
          message.to.push(line);
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return { server, received };
}

let smtp: { server: Server; received: { from: string; to: string[]; data: string }[] };
let port: number;
function recordingLog() {
  const lines: string[] = [];
  const log: MailLog = {
    info: (message) => lines.push(`info ${message}`),
    error: (_details, message) => lines.push(`error ${message}`),
  };
  return { log, lines };
}

beforeAll(async () => {
  smtp = fakeSmtpServer();
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

describe('smtpMailer', () => {
  it('delivers over SMTP from MAIL_FROM, in the background, and close() waits for it', async () => {
    const { log, lines } = recordingLog();
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Watchpost <no-reply@watchpost.local>');
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
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Watchpost <no-reply@watchpost.local>');
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
