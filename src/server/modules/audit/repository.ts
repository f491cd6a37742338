import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  clientId: string | null;
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
  requestId?: string | null;
  ip?: string | null;
}

/** Every write lands here; call it inside the write's transaction so both commit or neither does. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    clientId: entry.clientId,
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
  });
}
