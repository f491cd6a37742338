/**
 * The JavaScript /sign-in loads before any interaction: every script the page requests in a real browser until the
 * network is idle (entry, its preloads, the lazy page chunk and its translation files), gzip-sized (level 9) from
 * the built files under dist/web. The product goal is < 170 kB gzip (docs/benchmarks.md).
 *
 * bench/screen-speed.ts prints the total; run alone, `node --import tsx/esm bench/sign-in-bundle.ts` (after
 * `npx vite build`) prints it with every file and what the files are made of (bench/bundle-composition.ts).
 * Environment: SIGN_IN_BENCH_PORT (server port; default a free one).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { launchChromium, startWebServer, stopServer } from './bench-server.ts';
import { composition, compositionTable } from './bundle-composition.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist/web');
export const signInGoalKiB = 170;

export interface SignInScripts {
  /** Paths as served (`/assets/index-….js`), in the order the page requested them. */
  scripts: { path: string; rawBytes: number; gzipBytes: number }[];
  files: number;
  rawKiB: number;
  gzipKiB: number;
}

/** The scripts a fresh, signed-out visit of /sign-in requests before interaction, with their sizes. */
export async function signInScripts(browser: Browser, base: string): Promise<SignInScripts> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') requested.add(new URL(response.url()).pathname);
    });
    await page.goto('/sign-in', { waitUntil: 'networkidle' });
    const scripts = [...requested].map((script) => {
      const content = readFileSync(path.join(distDir, script));
      return { path: script, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
    const sum = (key: 'rawBytes' | 'gzipBytes') => scripts.reduce((total, s) => total + s[key], 0) / 1024;
    return { scripts, files: scripts.length, rawKiB: sum('rawBytes'), gzipKiB: sum('gzipBytes') };
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SIGN_IN_BENCH_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-sign-in-bench-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startWebServer(dataDir, port);
    browser = await launchChromium();
    const measured = await signInScripts(browser, `http://127.0.0.1:${port}`);
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `Initial JavaScript of /sign-in: ${measured.gzipKiB.toFixed(1)} kB gzip (${measured.rawKiB.toFixed(0)} kB ` +
        `uncompressed) in ${measured.files} files; goal < ${signInGoalKiB} kB gzip\n`,
    );
    console.log('| File | kB gzip |\n|---|---|');
    for (const script of [...measured.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`| ${script.path.replace(/^\/assets\//, '')} | ${kib(script.gzipBytes)} |`);
    }
    console.log(
      `\n${compositionTable(
        composition(
          distDir,
          measured.scripts.map((s) => s.path),
        ),
      )}`,
    );
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
