// The audit module's public face: the writer other modules call inside their own transactions.
export { insertAudited } from './audited-insert.ts';
export type { AuditEntry } from './repository.ts';
export { recordAudit } from './repository.ts';
