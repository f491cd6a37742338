/** What the benchmarks share to drive a real server process and reach its embedded PostgreSQL. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

/** Waits until the server at `base` answers /api/health; fails if the process exits or the time runs out. */
export async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(50);
  }
  throw new Error('server did not become healthy in time');
}

/** A client of the embedded PostgreSQL a server started under `dataDir` (its password file and port). */
export async function databaseOf(dataDir: string): Promise<pg.Client> {
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'watchpost',
  });
  await client.connect();
  return client;
}
