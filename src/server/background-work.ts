/** What background work logs through. */
export interface BackgroundLog {
  error(details: { err: unknown }, message: string): void;
}

/** Runs work after a request's answer (see BackgroundWork). */
export interface Background {
  run(description: string, work: () => Promise<unknown>, log: BackgroundLog): void;
  settled(): Promise<void>;
}

/**
 * Work a request starts and does not wait for (e.g. sending a reset link after answering). Failures are logged,
 * never thrown at the request; the app waits for what is running before it closes, and tests await `settled()`.
 * Such work is only ever a speed-up: what it does is also recorded in PostgreSQL first and picked up by a
 * periodic sweep, so a process that dies mid-way loses nothing.
 */
export class BackgroundWork implements Background {
  private readonly running = new Set<Promise<void>>();

  run(description: string, work: () => Promise<unknown>, log: BackgroundLog): void {
    const task = work().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `${description} failed`),
    );
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

/**
 * Runs `work` every `intervalMs` (and once at start), logging a failure as `${description} failed`; returns a stop
 * function that waits for a run still in progress. The timer does not keep the process alive.
 */
export function startPeriodicJob(
  description: string,
  work: () => Promise<unknown>,
  log: BackgroundLog,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = work().catch((error: unknown) => {
      log.error({ err: error }, `${description} failed`);
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
