import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveHub } from '../realtime/live-hub.ts';
import { AppError } from './app-error.ts';

/*
 * GET /metrics in Prometheus text format (docs/operations.md#metrics), one registry per app so that each process
 * (and each app a test builds) counts its own. Served only when METRICS_TOKEN is set, and only to a caller that
 * presents it as a bearer token: the figures say how busy the operation is, which is nobody else's business.
 */

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const delayBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** What the rest of the server reports into the metrics (the job queue, when it runs a job). */
export interface AppMetrics {
  jobRan(job: string, outcome: 'completed' | 'failed'): void;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether the Authorization header carries exactly `token` (compared in constant time). */
function presentsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** How often requests found their session in the process's memory, and how often they read the database. */
interface SessionLookupCounts {
  hit: number;
  miss: number;
}

export function registerMetrics(
  app: FastifyInstance,
  {
    token,
    live,
    sessions,
    pool,
  }: { token: string | undefined; live: LiveHub; sessions: { counts: SessionLookupCounts }; pool: pg.Pool },
): AppMetrics {
  // Without a token nobody can read the figures, so none are gathered: no hook on every request, no observers.
  if (!token) return { jobRan: () => {} };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'watchpost_' });

  const requestDuration = new Histogram({
    name: 'watchpost_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: secondsBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'watchpost_live_streams_open',
    help: 'Live streams this process holds.',
    registers: [registry],
    collect() {
      this.set(live.openStreams());
    },
  });
  const notifyDelay = new Histogram({
    name: 'watchpost_live_notify_delay_seconds',
    help: 'From a database notification reaching this process to its event handed to the streams, by type.',
    labelNames: ['type'] as const,
    buckets: delayBuckets,
    registers: [registry],
  });
  live.onDispatched = (type, seconds) => notifyDelay.observe({ type }, seconds);
  new Gauge({
    name: 'watchpost_db_pool_connections',
    help: 'Database connections of this process: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const reported: SessionLookupCounts = { hit: 0, miss: 0 };
  new Counter({
    name: 'watchpost_session_lookups_total',
    help: 'Session lookups by requests: answered from memory (hit) or read from the database (miss).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      for (const outcome of ['hit', 'miss'] as const) {
        this.inc({ outcome }, sessions.counts[outcome] - reported[outcome]);
        reported[outcome] = sessions.counts[outcome];
      }
    },
  });
  const jobRuns = new Counter({
    name: 'watchpost_job_runs_total',
    help: 'Background job runs in this process, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!presentsToken(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('metrics.unauthorized', 'The metrics token is missing or wrong.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return { jobRan: (job, outcome) => jobRuns.inc({ job, outcome }) };
}
