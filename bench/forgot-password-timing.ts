/**
 * Does the forgot-password answer's timing tell whether an account exists? Starts the real server on a throwaway
 * data directory (demo operation), then sends 100 pairs of requests — one for an existing account, one for an
 * unknown email, in alternating order — and compares the answer times. Run alone:
 * `node --import tsx/esm bench/forgot-password-timing.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { spawnSourceServer, waitHealthy } from './bench-server.ts';

const pairs = Number(process.env.PAIRS ?? 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function forgotPasswordTiming(): Promise<{ known: number; unknown: number; knownSlowerShare: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-bench-forgot-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  try {
    child = spawnSourceServer(dataDir, port, { env: { TRUST_PROXY: 'true', SIGN_IN_ATTEMPT_LIMIT: '100000' } });
    await waitHealthy(base, child);
    const ask = async (email: string, address: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email }),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`forgot-password answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i += 1) await ask(`warm-up-${i}@nowhere.test`, `10.200.0.${i}`);
    const known: number[] = [];
    const unknown: number[] = [];
    let knownSlower = 0;
    for (let i = 0; i < pairs; i += 1) {
      const address = `10.201.${Math.floor(i / 250)}.${i % 250}`;
      const [k, u] =
        i % 2 === 0
          ? [await ask('manager@demo.test', address), await ask('nobody@nowhere.test', address)]
          : [undefined, await ask('nobody@nowhere.test', address)];
      const knownMs = k ?? (await ask('manager@demo.test', address));
      known.push(knownMs);
      unknown.push(u);
      if (knownMs > u) knownSlower += 1;
    }
    return { known: median(known), unknown: median(unknown), knownSlowerShare: knownSlower / pairs };
  } finally {
    child?.kill('SIGINT');
    if (child && child.exitCode === null) await new Promise((resolve) => child?.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await forgotPasswordTiming();
  console.log(
    `forgot-password over ${pairs} pairs: median ${result.known.toFixed(2)} ms for an existing account, ` +
      `${result.unknown.toFixed(2)} ms for an unknown email; the existing one was slower in ${Math.round(result.knownSlowerShare * 100)} % of pairs`,
  );
}
