import type { AppContext } from '../../context.ts';
import { type AuditEntry, recordAudit } from './repository.ts';

type Transaction = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * Inserts a new record and its audit entry in one transaction, so both commit or neither does; returns the new
 * record's id, which the entry names. The entry's time is the server clock's after the insert.
 */
export function insertAudited(
  ctx: AppContext,
  audit: Omit<AuditEntry, 'entityId' | 'at'>,
  insert: (tx: Transaction) => Promise<string>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const entityId = await insert(tx);
    await recordAudit(tx, { ...audit, at: ctx.clock(), entityId });
    return entityId;
  });
}
