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
 * scheduled job on the job queue (src/server/jobs/), so a process that dies mid-way loses nothing.
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
