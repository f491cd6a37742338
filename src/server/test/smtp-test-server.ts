import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/** A message as the server took it: the MAIL FROM and RCPT TO command lines, and the DATA (dot-unstuffed). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpTestServerOptions {
  /** How many MAIL commands to refuse before accepting (0: accept every one). */
  refusals?: number;
  /** The reply to a refused MAIL command. */
  refusal?: string;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** How many MAIL commands came in, refused ones included. */
  tries(): number;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on a free local port: it refuses the first `refusals` MAIL commands (451 unless told
 * otherwise), then accepts every message and keeps it.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const { refusals = 0, refusal = '451 4.3.0 Try again later' } = options;
  const received: ReceivedMail[] = [];
  let tries = 0;
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let message: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smtp.test ESMTP');
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
        if (command === 'EHLO' || command === 'HELO') reply('250 smtp.test');
        else if (command === 'MAIL') {
          tries += 1;
          if (tries <= refusals) reply(refusal);
          else {
            message = { from: line, to: [], data: '' };
            reply('250 ok');
          }
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
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    tries: () => tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
