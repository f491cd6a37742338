/**
 * `COPY … TO STDOUT` and `COPY … FROM STDIN` as Node streams on a `pg` client, without pg-copy-streams: `pg` runs
 * any object with a `submit(connection)` method as a query and hands it the protocol messages of that query
 * (CopyData, CommandComplete, ErrorResponse, ReadyForQuery), which is all a COPY needs.
 * See docs/decisions/0027-backup-and-restore.md.
 */
import { Readable, Writable } from 'node:stream';
import type pg from 'pg';

/** The parts of pg's internal Connection a COPY uses. */
interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadableStream & NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

/** 'COPY 42' → 42. */
function copiedRows(message: { text?: string }): number | undefined {
  const match = /^COPY (\d+)$/.exec(message.text ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The rows of `COPY … TO STDOUT`, as a readable stream of the server's bytes. While the consumer lags, the
 * socket is paused, so a table is never held in memory. `rows` is set once the stream has ended.
 */
export class CopyOut extends Readable {
  rows: number | undefined;
  private connection: Connection | undefined;
  private failed = false;

  constructor(private readonly text: string) {
    super({ highWaterMark: 256 * 1024 });
  }

  submit(connection: Connection): void {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    // A consumer that gave up: let the rest of the COPY run through (the client stays usable).
    if (this.destroyed) return;
    // The chunk is a view into the driver's receive buffer, which it reuses: copy it before it is queued.
    if (!this.push(Buffer.from(message.chunk))) this.connection?.stream.pause();
  }

  override _read(): void {
    this.connection?.stream.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.connection?.stream.resume();
    callback(error);
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = copiedRows(message);
  }

  // pg ends a query at its error (the ReadyForQuery after it goes to no one).
  handleError(error: Error): void {
    this.failed = true;
    this.connection?.stream.resume();
    this.destroy(error);
  }

  handleReadyForQuery(): void {
    this.connection?.stream.resume();
    if (!this.failed) this.push(null);
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
}

/**
 * `COPY … FROM STDIN` as a writable stream: what is written goes to the server as CopyData, waiting on the socket
 * when it is full; ending the stream sends CopyDone and finishes once the server has committed the command (or
 * fails with its error). `rows` is the server's count.
 */
export class CopyIn extends Writable {
  rows: number | undefined;
  private connection: Connection | undefined;
  private ready: Promise<void>;
  private markReady!: () => void;
  private error: Error | undefined;
  private finished: (() => void) | undefined;
  private done = false;

  constructor(private readonly text: string) {
    super({ highWaterMark: 256 * 1024 });
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  submit(connection: Connection): void {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyInResponse(): void {
    this.markReady();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.ready.then(() => {
      if (this.error) return callback(this.error);
      const connection = this.connection as Connection;
      connection.sendCopyFromChunk(chunk);
      if (connection.stream.writableNeedDrain) connection.stream.once('drain', () => callback());
      else callback();
    }, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.ready.then(() => {
      if (this.error) return callback(this.error);
      this.finished = () => callback(this.error);
      this.connection?.endCopyFrom();
      if (this.done) this.finished();
    }, callback);
  }

  /** Ends a COPY that will not be finished (the data ran out, the caller failed): the server drops its rows. */
  abort(reason: string): void {
    this.ready.then(() => {
      if (!this.done) this.connection?.sendCopyFail(reason);
    });
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = copiedRows(message);
  }

  // pg ends a query at its error (the ReadyForQuery after it goes to no one): fail the stream here.
  handleError(error: Error): void {
    this.error = error;
    this.done = true;
    this.markReady();
    if (this.finished) this.finished();
    else this.destroy(error);
  }

  handleReadyForQuery(): void {
    this.done = true;
    this.finished?.();
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Starts `COPY … TO STDOUT` on the client (queued behind its other queries). */
export function copyOut(client: pg.Client, text: string): CopyOut {
  const copy = new CopyOut(text);
  client.query(copy as unknown as pg.Submittable);
  return copy;
}

/** Starts `COPY … FROM STDIN` on the client (queued behind its other queries). */
export function copyIn(client: pg.Client, text: string): CopyIn {
  const copy = new CopyIn(text);
  client.query(copy as unknown as pg.Submittable);
  return copy;
}
