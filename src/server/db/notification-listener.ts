import pg from 'pg';

type Handler = (channel: string, payload: string) => void;

/**
 * A connection of its own (outside the pool) that LISTENs on some channels and hands every notification to one
 * handler, with a **barrier**: `caughtUp()` resolves once every notification committed before it was called has
 * been handed over. PostgreSQL signals a listening backend at the notifying transaction's commit, and the backend
 * sends pending notifications before it answers its next query; so the answer to a `select 1` sent after the call
 * comes after them on the wire. Calls that arrive while a barrier query is out wait for the next one, and all of
 * them share it: under load one round trip serves every request that arrived meanwhile.
 *
 * `caughtUp()` resolves `false` when the connection is not (or no longer) listening — whatever was notified meanwhile
 * may be lost, so `onLost` runs and callers must not trust what they kept. The next call connects again.
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private inFlight: Promise<boolean> | undefined;
  private queued: Promise<boolean> | undefined;
  private stopped = false;

  constructor(
    private readonly connectionOptions: pg.ClientConfig,
    private readonly channels: readonly string[],
    private readonly onNotification: Handler,
    private readonly onLost: () => void,
    private readonly log: { warn(obj: unknown, msg: string): void } = { warn: () => {} },
  ) {}

  static onPoolOf(
    pool: pg.Pool,
    channels: readonly string[],
    onNotification: Handler,
    onLost: () => void,
    log?: { warn(obj: unknown, msg: string): void },
  ): NotificationListener {
    return new NotificationListener(
      { ...(pool.options as pg.ClientConfig), application_name: 'watchpost-listener' },
      channels,
      onNotification,
      onLost,
      log,
    );
  }

  caughtUp(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    if (this.queued) return this.queued;
    if (!this.inFlight) return this.start();
    // The barrier out now may have been sent before this call: wait for the next one.
    this.queued = this.inFlight.then(() => {
      this.queued = undefined;
      return this.start();
    });
    return this.queued;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private start(): Promise<boolean> {
    const barrier = this.roundTrip().finally(() => {
      if (this.inFlight === barrier) this.inFlight = undefined;
    });
    this.inFlight = barrier;
    return barrier;
  }

  private async roundTrip(): Promise<boolean> {
    try {
      const client = await this.connected();
      await client.query('select 1');
      return !this.stopped;
    } catch (error) {
      this.log.warn({ err: error }, 'notification listener unavailable');
      this.drop();
      return false;
    }
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.connectionOptions);
    client.on('notification', (message) => this.onNotification(message.channel, message.payload ?? ''));
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'notification listener connection lost');
      if (this.client === client) this.drop();
    });
    await client.connect();
    try {
      for (const channel of this.channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      throw new Error('notification listener stopped');
    }
    this.client = client;
    return client;
  }

  /** The connection is gone: what it would have told is unknown. */
  private drop(): void {
    const client = this.client;
    this.client = undefined;
    this.onLost();
    client?.end().catch(() => {});
  }
}
