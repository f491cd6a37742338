/**
 * Clients and their notes recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { clientNotes, clients } from '../../db/schema.ts';

export type ClientRecord = typeof clients.$inferInsert;

export type ClientNoteRecord = typeof clientNotes.$inferInsert;

export function recordClients(db: Pick<Database, 'insert'>, rows: ClientRecord[]): Promise<void> {
  return insertInBatches(db, clients, rows);
}

export function recordClientNotes(db: Pick<Database, 'insert'>, rows: ClientNoteRecord[]): Promise<void> {
  return insertInBatches(db, clientNotes, rows);
}
