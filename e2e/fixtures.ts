import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import pg from 'pg';

export const demoRoles = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
export type DemoRole = (typeof demoRoles)[number];

/** Per port, so runs of the suite on different ports do not overwrite each other's sessions. */
export function storageStateFor(role: DemoRole): string {
  return path.join(import.meta.dirname, '.auth', `${process.env.E2E_PORT ?? '3100'}-${role}.json`);
}

/** `test.use(asRole('executive'))` runs a file signed in as that demo account. */
export function asRole(role: DemoRole) {
  return { storageState: storageStateFor(role) };
}

export const test = base;
export { expect } from '@playwright/test';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  body: string;
}

/**
 * The mails the e2e server queued for `to` (newest first), read straight from its database: the server has no
 * SMTP_URL, so mail lands in `mail_outbox`. e2e-server.mjs records its DATA_DIR per port; the embedded
 * PostgreSQL's password and port are in DATA_DIR/postgres.password and line 4 of DATA_DIR/postgres/postmaster.pid.
 */
export async function outboxMails(baseURL: string | undefined, to: string): Promise<OutboxMail[]> {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  const info = path.join(import.meta.dirname, '.auth', `server-${port}.json`);
  const { dataDir } = JSON.parse(readFileSync(info, 'utf8')) as { dataDir: string };
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const pgPort = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pgPort),
    user: 'postgres',
    password,
    database: 'watchpost',
  });
  await client.connect();
  try {
    const result = await client.query<OutboxMail>(
      'select id, "to", subject, body from mail_outbox where lower("to") = lower($1) order by created_at desc',
      [to],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}
