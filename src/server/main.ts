import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { type RunningServer, startServer } from './start-server.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let server: RunningServer | undefined;
let stopping = false;
let firstSignalAt = 0;

/** A stop that takes longer than this (a request or job that does not finish) ends the process anyway. */
const shutdownDeadlineMs = 10_000;

async function shutdown(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  server?.app.log.info({ reason }, 'shutting down');
  // Stops taking connections, ends the live streams (browsers reconnect, through the load balancer, to another
  // process), lets requests in flight and running jobs finish, then closes the pool.
  setTimeout(() => {
    server?.app.log.error({ reason }, `still stopping after ${shutdownDeadlineMs / 1000} s; exiting now`);
    process.exit(code || 1);
  }, shutdownDeadlineMs).unref();
  try {
    await server?.stop();
    server?.app.log.info({ reason }, 'stopped: requests finished, database pool closed');
  } finally {
    process.exit(code);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // npm and the terminal may both deliver one Ctrl-C; only a later, deliberate second one forces an exit
    // (the PostgreSQL guardian still stops the database then).
    if (stopping) {
      if (Date.now() - firstSignalAt > 1000) process.exit(1);
      return;
    }
    firstSignalAt = Date.now();
    void shutdown(signal, 0);
  });
}

try {
  server = await startServer(config);
  server.app.log.info(`Watchpost is running at ${server.url}`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`Watchpost could not start: ${(error as Error).message}`);
  process.exit(1);
}

process.on('uncaughtException', (error) => {
  server?.app.log.fatal({ err: error }, 'uncaught exception');
  void shutdown('uncaughtException', 1);
});
process.on('unhandledRejection', (error) => {
  server?.app.log.fatal({ err: error }, 'unhandled rejection');
  void shutdown('unhandledRejection', 1);
});
