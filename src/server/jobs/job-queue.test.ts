import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type JobLog, JobQueue, type JobQueueOptions, queueCreationLockKey, type ScheduledJob } from './job-queue.ts';
import { serverJobs } from './server-jobs.ts';
import { runId } from './slots.ts';

/*
 * The job queue on real PostgreSQL. Two JobQueue instances on one database stand for two server processes; the
 * tests name the slots they enqueue (no heartbeat, no timers) and wait for the queue's own report of each attempt.
 */

let t: TestApp;
const started: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
  await t.close();
});

interface LoggedError {
  message: string;
  details: Record<string, unknown>;
}

function recordingLog(): JobLog & { errors: LoggedError[] } {
  const errors: LoggedError[] = [];
  return {
    errors,
    error: (details, message) => errors.push({ message, details: details as Record<string, unknown> }),
    debug: () => {},
  };
}

async function startQueue(jobs: ScheduledJob[], log: JobLog, options: Partial<JobQueueOptions> = {}) {
  const queue = await JobQueue.start({
    pool: t.database.pool,
    log,
    jobs,
    heartbeat: false,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  started.push(queue);
  return queue;
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}

async function jobRows(name: string): Promise<JobRow[]> {
  const result = await t.database.pool.query<JobRow>(
    'select id, state, retry_count from pgboss.job where name = $1 order by start_after',
    [name],
  );
  return result.rows;
}

/** The end of the next attempt at `jobId` in whichever of the queues makes it. */
const nextRunIn = (queues: JobQueue[], jobId: string) => Promise.race(queues.map((queue) => queue.nextRun(jobId)));

describe('scheduled runs', () => {
  it('runs each slot once when two processes enqueue the same due slots', async () => {
    const ran: string[] = [];
    const job: ScheduledJob = {
      name: 'test.once',
      description: 'counting job',
      everySeconds: 60,
      run: async (slot) => {
        ran.push(slot.toISOString());
      },
    };
    const log = recordingLog();
    const a = await startQueue([job], log);
    const b = await startQueue([job], log);
    // Both processes' heartbeats fire for the same moment: the slot due then and the next one, enqueued ahead.
    const now = new Date('2026-03-18T15:00:20Z');
    const slots = ['2026-03-18T15:00:00.000Z', '2026-03-18T15:01:00.000Z'];
    const ids = slots.map((slot) => runId(job.name, new Date(slot)));
    const runs = Promise.all(ids.map((id) => nextRunIn([a, b], id)));

    const [fromA, fromB] = await Promise.all([a.enqueueDue(now), b.enqueueDue(now)]);
    expect([...fromA, ...fromB].sort()).toEqual([...ids].sort());
    expect((await runs).map((run) => [run.slot.toISOString(), run.outcome, run.attempt])).toEqual([
      [slots[0], 'completed', 1],
      [slots[1], 'completed', 1],
    ]);
    // Enqueueing a slot again, in either process, after it ran: nothing new.
    expect(await a.enqueue(job.name, new Date(slots[0] as string))).toBeNull();

    await Promise.all([a.stop(), b.stop()]);
    expect(ran.sort()).toEqual(slots);
    expect(await jobRows(job.name)).toEqual(ids.map((id) => ({ id, state: 'completed', retry_count: 0 })));
    expect(log.errors).toEqual([]);
  });

  it('retries a run that throws after a backoff, and logs the failure', async () => {
    let attempts = 0;
    const job: ScheduledJob = {
      name: 'test.flaky',
      description: 'flaky job',
      everySeconds: 60,
      retryLimit: 2,
      retryDelaySeconds: 2,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('the mail server said no');
      },
    };
    const log = recordingLog();
    const outcomes: string[] = [];
    const queue = await startQueue([job], log, { onRun: (run) => outcomes.push(`${run.name} ${run.outcome}`) });
    const slot = new Date('2026-03-18T15:00:00Z');
    const id = runId(job.name, slot);
    const firstAttempt = queue.nextRun(id);

    expect(await queue.enqueue(job.name, slot)).toBe(id);
    expect(await firstAttempt).toMatchObject({ jobId: id, attempt: 1, outcome: 'failed', willRetry: true });
    const secondAttempt = queue.nextRun(id);
    expect(log.errors).toMatchObject([
      {
        message: 'flaky job failed (attempt 1 of 3); retrying with backoff',
        details: {
          job: job.name,
          jobId: id,
          slot: slot.toISOString(),
          attempt: 1,
          err: { message: 'the mail server said no' },
        },
      },
    ]);
    const waiting = await t.database.pool.query<{ state: string; retry_backoff: boolean; waits: boolean }>(
      // The first retry waits between 2 and 4 s after the failure (backoff from retryDelaySeconds).
      "select state, retry_backoff, start_after >= started_on + interval '2 seconds' as waits from pgboss.job where id = $1",
      [id],
    );
    expect(waiting.rows).toEqual([{ state: 'retry', retry_backoff: true, waits: true }]);

    expect(await secondAttempt).toMatchObject({ jobId: id, attempt: 2, outcome: 'completed' });
    await queue.stop();
    expect(attempts).toBe(2);
    expect(await jobRows(job.name)).toEqual([{ id, state: 'completed', retry_count: 1 }]);
    // What the metrics count (watchpost_job_runs_total).
    expect(outcomes).toEqual(['test.flaky failed', 'test.flaky completed']);
  });

  it('marks a run failed when its retries are spent, and says so in the log', async () => {
    const job: ScheduledJob = {
      name: 'test.broken',
      description: 'broken job',
      everySeconds: 60,
      retryLimit: 0,
      run: async () => {
        throw new Error('always');
      },
    };
    const log = recordingLog();
    const queue = await startQueue([job], log);
    const slot = new Date('2026-03-18T15:00:00Z');
    const id = runId(job.name, slot);
    const attempt = queue.nextRun(id);

    await queue.enqueue(job.name, slot);
    expect(await attempt).toMatchObject({ attempt: 1, outcome: 'failed', willRetry: false });
    await queue.stop();
    expect(log.errors.map((entry) => entry.message)).toEqual(['broken job failed (attempt 1 of 1); no retries left']);
    expect(await jobRows(job.name)).toEqual([{ id, state: 'failed', retry_count: 0 }]);
  });

  it('stop waits for a run in progress and records its outcome', async () => {
    let release = () => {};
    let markStarted = () => {};
    const running = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const job: ScheduledJob = {
      name: 'test.slow',
      description: 'slow job',
      everySeconds: 60,
      run: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          markStarted();
        }),
    };
    const queue = await startQueue([job], recordingLog());
    const slot = new Date('2026-03-18T15:00:00Z');
    await queue.enqueue(job.name, slot);
    await running;

    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await jobRows(job.name)).toEqual([{ id: runId(job.name, slot), state: 'completed', retry_count: 0 }]);
  });

  it('refuses a period that does not divide a day, and a name registered twice', async () => {
    const job = { name: 'test.odd', description: 'odd', everySeconds: 7, run: async () => {} };
    const log = recordingLog();
    await expect(startQueue([job], log)).rejects.toThrow('everySeconds must be a whole number of seconds');
    await expect(
      startQueue(
        [
          { ...job, everySeconds: 60 },
          { ...job, everySeconds: 60 },
        ],
        log,
      ),
    ).rejects.toThrow('registered twice');
  });
});

describe('starting', () => {
  /*
   * Two processes creating queues at once deadlock inside pg-boss's create_queue (one then fails to start), so
   * each creates its queues under a lock: holding that lock here, as another process creating its queues would,
   * keeps a start waiting with no queue created, and releasing it lets the start finish.
   */
  it('creates its queues only while no other process is creating queues', async () => {
    const job = { name: 'test.one-at-a-time', description: 'start job', everySeconds: 60, run: async () => {} };
    const queueRows = async () =>
      (await t.database.pool.query('select name from pgboss.queue where name = $1', [job.name])).rowCount;
    const holder = await t.database.pool.connect();
    let starting: Promise<JobQueue> | undefined;
    let started = false;
    try {
      await holder.query('select pg_advisory_lock($1)', [queueCreationLockKey]);
      starting = startQueue([job], recordingLog()).then((queue) => {
        started = true;
        return queue;
      });
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await t.database.pool.query(
          `select 1 from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
        );
        if (waiting.rowCount) break;
        if (started || Date.now() > deadline) throw new Error('the start did not wait for the queue-creation lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await queueRows()).toBe(0);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [queueCreationLockKey]);
      holder.release();
    }
    await starting;
    expect(await queueRows()).toBe(1);
  });
});

describe('the server jobs', () => {
  it('each runs on the queue without error', async () => {
    const log = recordingLog();
    const jobs = serverJobs(t.ctx, t.app.log);
    expect(jobs.map((job) => [job.name, job.everySeconds])).toEqual([
      ['field.break-overruns', 15],
      ['field.receipt-purge', 3600],
      ['tours.missed-checkpoints', 60],
      ['tours.welfare', 30],
      ['dispatch.alerts', 15],
      ['patrol.visits', 60],
      ['auth.reset-links', 60],
      ['auth.expired-sessions', 3600],
      ['mfa.dead-challenges', 600],
      ['visitors.retention', 3600],
      ['files.sweep', 3600],
      ['shifts.no-shows', 30],
      ['report-delivery.send', 60],
    ]);
    const queue = await startQueue(jobs, log);
    const slot = new Date('2026-03-18T15:00:00Z');
    const runs = Promise.all(jobs.map((job) => queue.nextRun(runId(job.name, slot))));
    for (const job of jobs) await queue.enqueue(job.name, slot);

    expect((await runs).map((run) => [run.name, run.outcome])).toEqual(jobs.map((job) => [job.name, 'completed']));
    await queue.stop();
    expect(log.errors).toEqual([]);
  });
});
