/**
 * Today's code against a base commit, in one run (docs/benchmarks.md): `node --import tsx/esm bench/compare-base.ts
 * [<commit>]` (default BENCH_BASE or 0280f62) checks the base out into a temporary git worktree (sharing this
 * checkout's packages, plus any the base needs that this checkout no longer has), then, one after the other, starts
 * a server from the base and one from this tree, each on a fresh data directory with the demo operation, and
 * measures the same load on each: the events list (bench/events-list.ts) and position ingest
 * (bench/position-ingest.ts). Prints one table with both rows per measure. `--compiled` also measures this tree's
 * production build (`node dist/server/main.js`, `npm run build` first) after the two. `--record` appends the table
 * to docs/benchmarks.md.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { printResults, spawnBuiltServer, spawnSourceServer, waitHealthy } from './bench-server.ts';
import { eventsListLoad } from './events-list.ts';
import { positionIngest } from './position-ingest.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const base = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.BENCH_BASE ?? '0280f62';
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

async function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGINT');
  await exited;
}

/**
 * Starts the server of `tree` (from its sources, or this tree's production build) on a fresh data directory,
 * measures, stops it; answers the rows.
 */
async function measure(tree: string, built = false): Promise<string[][]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-compare-'));
  const port = await freePort();
  const child = built
    ? spawnBuiltServer(dataDir, port, { detached: true })
    : spawnSourceServer(dataDir, port, { detached: true, cwd: tree });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, child);
    const events = await eventsListLoad(port, seconds);
    const ingest = await positionIngest({ port, dataDir, seconds, serverGroup: child.pid });
    return [events, ...ingest];
  } finally {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The base's node_modules: this checkout's packages, linked one by one, plus any dependency of the base that this
 * checkout no longer has (fetched with `npm pack` at the base's version). A fresh `npm ci` would not do: this
 * machine's npm runs no install scripts, and the embedded PostgreSQL's prepares its binaries.
 */
function sharePackages(tree: string) {
  const own = path.join(root, 'node_modules');
  const target = path.join(tree, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(own)) {
    if (!entry.startsWith('@')) {
      symlinkSync(path.join(own, entry), path.join(target, entry));
      continue;
    }
    mkdirSync(path.join(target, entry));
    for (const scoped of readdirSync(path.join(own, entry))) {
      symlinkSync(path.join(own, entry, scoped), path.join(target, entry, scoped));
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(tree, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
    if (existsSync(path.join(target, name))) continue;
    const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], { cwd: tree, encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
    if (!tarball) throw new Error(`npm pack ${name}@${version} gave nothing`);
    mkdirSync(path.join(target, name), { recursive: true });
    execFileSync('tar', ['-xzf', path.join(tree, tarball), '-C', path.join(target, name), '--strip-components=1']);
    rmSync(path.join(tree, tarball));
  }
}

async function main() {
  const head = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + uncommitted changes' : ''}`;
  const baseCommit = git('rev-parse', '--short', base);
  const baseTree = mkdtempSync(path.join(os.tmpdir(), 'watchpost-base-'));
  git('worktree', 'add', '--detach', baseTree, baseCommit);
  try {
    sharePackages(baseTree);
    const loadBefore = os.loadavg();
    const before = await measure(baseTree);
    const after = await measure(root);
    const built = process.argv.includes('--compiled') ? await measure(root, true) : undefined;
    const rows = before.map(([what], i) => [
      what ?? '',
      `before (${baseCommit}): ${before[i]?.[1] ?? ''}<br>after (${head}): ${after[i]?.[1] ?? ''}${
        built ? `<br>after, production build (${head}): ${built[i]?.[1] ?? ''}` : ''
      }`,
    ]);
    const conditions = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load average before the run ${loadBefore
      .map((l) => l.toFixed(2))
      .join(' / ')}, after ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}, Node ${process.version}; before and after from their sources (tsx)${
      process.argv.includes('--compiled') ? ', then the production build of after (dist/server/main.js)' : ''
    }, one after the other, each on a fresh data directory with the demo operation; load generators (autocannon for the closed loop and the events list, the bench's own for the open loop) on the same machine`;
    printResults(` — before (${baseCommit}) and after (${head}) in one run`, `${conditions}.`, rows);
  } finally {
    git('worktree', 'remove', '--force', baseTree);
    rmSync(baseTree, { recursive: true, force: true });
  }
}

await main();
