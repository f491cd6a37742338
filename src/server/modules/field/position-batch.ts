import type { Database } from '../../db/client.ts';
import { type PositionValues, type StoredPosition, storePositions } from './repository.ts';

/**
 * Positions arriving together are written together (docs/decisions/0028-batched-position-ingest.md): each waits
 * in a queue until a statement is free, and a statement takes everything queued (one position per guard, up to
 * `maxBatch`), so under load a round trip and a commit serve hundreds of pings and at rest a lone ping goes at
 * once. A request is answered only after its statement committed. A guard's next position waits until the
 * statement holding their previous one is done, so a guard's positions are stored in the order they arrived. When a
 * statement fails, its positions are tried again one by one, so one position PostgreSQL refuses fails alone.
 */
export class PositionBatcher {
  private readonly queue: Array<{
    values: PositionValues;
    resolve: (stored: StoredPosition) => void;
    reject: (error: unknown) => void;
  }> = [];
  /** Guards with a position in a statement under way. */
  private readonly busy = new Set<string>();
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly db: Database,
    private readonly options: { maxBatch: number; statements: number } = { maxBatch: 500, statements: 2 },
  ) {}

  store(values: PositionValues): Promise<StoredPosition> {
    return new Promise((resolve, reject) => {
      this.queue.push({ values, resolve, reject });
      this.schedule();
    });
  }

  /** After the requests parsed in this turn of the event loop have queued theirs. */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.running < this.options.statements && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return; // every queued guard has a position under way; their end flushes again
      this.running += 1;
      void this.write(batch).finally(() => {
        this.running -= 1;
        for (const item of batch) this.busy.delete(item.values.userId);
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  /** The oldest queued position of each guard that has none under way, in queue order. */
  private take() {
    const batch: typeof this.queue = [];
    const rest: typeof this.queue = [];
    for (const item of this.queue) {
      if (batch.length < this.options.maxBatch && !this.busy.has(item.values.userId)) {
        this.busy.add(item.values.userId);
        batch.push(item);
      } else {
        rest.push(item);
      }
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  private async write(batch: typeof this.queue) {
    try {
      const stored = await storePositions(
        this.db,
        batch.map((item) => item.values),
      );
      for (const [i, item] of batch.entries()) item.resolve(stored[i] as StoredPosition);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          const [stored] = await storePositions(this.db, [item.values]);
          item.resolve(stored as StoredPosition);
        } catch (own) {
          item.reject(own);
        }
      }
    }
  }
}

const batchers = new WeakMap<Database, PositionBatcher>();

/** The batcher of a database (one per pool, so per API process). */
export function positionBatcherOf(db: Database): PositionBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new PositionBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
