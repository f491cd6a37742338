import type pg from 'pg';
import PgBoss from 'pg-boss';
import { assertPeriod, runId, slotsFrom } from './slots.ts';

/*
 * The server's background work on one job queue in PostgreSQL (pg-boss, schema `pgboss`, installed by
 * runMigrations). Why it is built this way — slots with derived ids instead of pg-boss cron, our own fetch loop
 * instead of pg-boss work() — is in docs/decisions/0022-one-job-queue-in-postgresql.md.
 */

/** Work that runs once per slot of `everySeconds`, in one process of all that share the database. */
export interface ScheduledJob {
  /** Queue name: lower-case words joined by dots or hyphens, e.g. `field.break-overruns`. */
  name: string;
  /** What the log calls it, e.g. `break-overrun check`. */
  description: string;
  /** The period; a whole number of seconds that divides a day. Slots are counted from the Unix epoch (UTC). */
  everySeconds: number;
  /** Further attempts after a run throws (default 3), each after an exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  /** Base of the backoff (default 30): the n-th retry waits between d·2^(n-1) and d·2^n seconds. */
  retryDelaySeconds?: number;
  /** A run still active after this long (its process died) is failed by the queue's maintenance and retried. */
  timeoutSeconds?: number;
  /** The work; `slot` is the instant this run was due. Throwing fails the attempt. */
  run(slot: Date): Promise<unknown>;
}

/** How an attempt at a run ended in this process. */
export interface JobRun {
  jobId: string;
  name: string;
  slot: Date;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  outcome: 'completed' | 'failed';
  /** For a failed attempt: whether the queue will try again. */
  willRetry: boolean;
}

export interface JobLog {
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface JobQueueOptions {
  /** The app's pool: the queue's queries share it, and it stays open until stop() has returned. */
  pool: pg.Pool;
  log: JobLog;
  jobs: readonly ScheduledJob[];
  /**
   * Enqueue the due slots of every job now and then every 30 s (default true). Tests pass false and enqueue the
   * slots they mean to run.
   */
  heartbeat?: boolean;
  /** How often a job's idle loop asks for a due run (default 2 s); enqueueing a due run wakes it at once. */
  pollingIntervalSeconds?: number;
  /** The wall clock the heartbeat reads to name slots (default the real one). */
  now?: () => Date;
  /** Told of every attempt this process made, once its outcome is recorded (the metrics count them). */
  onRun?: (run: JobRun) => void;
}

interface SlotData {
  slot: string;
}

/** Arbitrary constant: serialises the creation of queues across the processes on one database. */
export const queueCreationLockKey = 724_101_585;
const heartbeatMs = 30_000;
/** Slots are enqueued this far ahead, so each is in the queue before it is due even when a heartbeat is late. */
const aheadMs = 2 * heartbeatMs + 15_000;
const jobName = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;

function failureData(error: unknown): object {
  return error instanceof Error ? error : { message: String(error) };
}

export class JobQueue {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly wakers = new Map<string, () => void>();
  /** Jobs whose loop was busy when a due run was enqueued: their next idle() returns at once. */
  private readonly wakeSoon = new Set<string>();
  private readonly waiters = new Map<string, Array<(run: JobRun) => void>>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly loops: Promise<void>[] = [];
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private heartbeatRunning: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private readonly boss: PgBoss;

  private constructor(
    private readonly options: JobQueueOptions,
    private readonly pollMs: number,
  ) {
    for (const job of options.jobs) {
      if (!jobName.test(job.name)) throw new Error(`Job name ${JSON.stringify(job.name)} is not a queue name`);
      if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      assertPeriod(job.name, job.everySeconds);
      this.jobs.set(job.name, job);
    }
    const longestPeriod = Math.max(0, ...options.jobs.map((job) => job.everySeconds));
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(options.pool.query(text, values)) },
      // The schema comes from runMigrations; our heartbeat replaces pg-boss cron (the ADR says why).
      migrate: false,
      schedule: false,
      // Maintenance (one process at a time): fails runs past their timeout so they are retried, archives old ones.
      supervise: true,
      // A finished run must stay in the job table while its slot can still be enqueued, or the slot would run again.
      archiveCompletedAfterSeconds: Math.max(12 * 60 * 60, 2 * longestPeriod),
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  /** Starts the queue: one loop per job that takes its due runs, and the heartbeat unless switched off. */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const queue = new JobQueue(options, (options.pollingIntervalSeconds ?? 2) * 1000);
    await queue.boss.start();
    try {
      await queue.createQueues();
      for (const job of queue.jobs.values()) queue.loops.push(queue.loop(job));
      if (options.heartbeat ?? true) {
        await queue.enqueueDue();
        queue.heartbeatTimer = setInterval(() => {
          queue.heartbeatRunning = queue
            .enqueueDue()
            .catch((error: unknown) => options.log.error({ err: error }, 'enqueueing scheduled jobs failed'));
        }, heartbeatMs);
        queue.heartbeatTimer.unref();
      }
    } catch (error) {
      await queue.stop();
      throw error;
    }
    return queue;
  }

  /**
   * Creates the queue of each job that has none, one process at a time: pg-boss's create_queue inserts the queue's
   * row and then adds a foreign key to that table, so two processes creating queues at once (the first start of
   * several on a new database) deadlock, and one of them fails to start.
   */
  private async createQueues(): Promise<void> {
    const lock = await this.options.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [queueCreationLockKey]);
      try {
        for (const name of this.jobs.keys()) await this.boss.createQueue(name);
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [queueCreationLockKey]);
      }
    } finally {
      lock.release();
    }
  }

  /**
   * Puts the run of `name` at `slot` in the queue, to start at `slot`. Answers its job id when this call created
   * it, null when it was already there (enqueued by this or another process, finished or not).
   */
  async enqueue(name: string, slot: Date): Promise<string | null> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job ${name} is registered`);
    const created = await this.boss.send(name, { slot: slot.toISOString() } satisfies SlotData, {
      id: runId(name, slot),
      startAfter: slot,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.timeoutSeconds ?? 15 * 60,
    });
    if (created && slot.getTime() <= Date.now()) this.wake(name);
    return created;
  }

  /** Enqueues, for every job, the slot due at `now` and those due soon after; answers the ids it created. */
  async enqueueDue(now: Date = this.options.now?.() ?? new Date()): Promise<string[]> {
    const created: string[] = [];
    for (const job of this.jobs.values()) {
      for (const slot of slotsFrom(job.everySeconds, now, aheadMs)) {
        const id = await this.enqueue(job.name, slot);
        if (id) created.push(id);
      }
    }
    return created;
  }

  /** The end of the next attempt at job `jobId` that this process makes (for tests and tools). */
  nextRun(jobId: string): Promise<JobRun> {
    return new Promise((resolve) => {
      this.waiters.set(jobId, [...(this.waiters.get(jobId) ?? []), resolve]);
    });
  }

  /** Stops taking runs, waits for those running (and their bookkeeping) to finish; the pool stays open. */
  stop(): Promise<void> {
    this.stopped ??= this.shutDown();
    return this.stopped;
  }

  private async shutDown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeatTimer);
    for (const wake of this.wakers.values()) wake();
    await Promise.all(this.loops);
    await this.heartbeatRunning;
    await this.boss.stop({ graceful: false, close: false });
    // A maintenance query may still be running; nothing is left behind on the pool.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(query: Promise<T>): Promise<T> {
    this.inFlight.add(query);
    const forget = () => this.inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  /** Takes the job's due runs one at a time until the queue stops; sleeps pollMs when none is due. */
  private async loop(job: ScheduledJob): Promise<void> {
    while (!this.stopping) {
      try {
        const [next] = await this.boss.fetch<SlotData>(job.name, { batchSize: 1, includeMetadata: true });
        if (next) {
          await this.runOnce(job, next);
          continue;
        }
      } catch (error) {
        // The run's outcome could not be recorded (the database went away): it stays active until its timeout
        // fails it, and another attempt follows.
        this.options.log.error({ err: error, job: job.name }, `${job.description}: recording the outcome failed`);
      }
      await this.idle(job.name);
    }
  }

  private wake(name: string): void {
    const wake = this.wakers.get(name);
    if (wake) wake();
    else this.wakeSoon.add(name);
  }

  private idle(name: string): Promise<void> {
    if (this.stopping || this.wakeSoon.delete(name)) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(name);
        resolve();
      };
      const timer = setTimeout(wake, this.pollMs);
      timer.unref();
      this.wakers.set(name, wake);
    });
  }

  /**
   * One attempt: the work, then its outcome written to the queue, both awaited here (pg-boss's own work() does not
   * await the outcome, so a database error there would be an unhandled rejection).
   */
  private async runOnce(job: ScheduledJob, next: PgBoss.JobWithMetadata<SlotData>): Promise<void> {
    const slot = new Date(next.data.slot);
    const attempt = next.retryCount + 1;
    const details = { job: job.name, jobId: next.id, slot: next.data.slot, attempt };
    let failure: { error: unknown } | undefined;
    try {
      await job.run(slot);
    } catch (error) {
      failure = { error };
    }
    const willRetry = failure !== undefined && next.retryCount < next.retryLimit;
    if (failure) {
      const then = willRetry ? 'retrying with backoff' : 'no retries left';
      this.options.log.error(
        { err: failure.error, ...details },
        `${job.description} failed (attempt ${attempt} of ${next.retryLimit + 1}); ${then}`,
      );
      await this.boss.fail(job.name, next.id, failureData(failure.error));
    } else {
      await this.boss.complete(job.name, next.id);
      this.options.log.debug(details, `${job.description} done`);
    }
    const run: JobRun = {
      jobId: next.id,
      name: job.name,
      slot,
      attempt,
      outcome: failure ? 'failed' : 'completed',
      willRetry,
    };
    this.options.onRun?.(run);
    const waiting = this.waiters.get(next.id) ?? [];
    this.waiters.delete(next.id);
    for (const resolve of waiting) resolve(run);
  }
}
