import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { FileStore } from '../../files/file-store.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The server's context at a moment of the demo's past, for calling a module's service as it was called then: the
 * seed's transaction (a service's own transaction becomes a savepoint in it) and a clock stopped at `time`.
 */
export function contextAt(tx: Tx, time: Date): AppContext {
  return {
    // A transaction answers every query a service makes; only the pool behind a database ($client) it has not.
    db: tx as unknown as Database,
    clock: () => time,
    baseUrl: undefined,
    secureCookies: false,
    files: new FileStore(),
    attemptLimit: 0,
  };
}
