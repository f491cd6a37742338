/**
 * Conversations, their members and messages recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema.ts';

export type ConversationRecord = typeof conversations.$inferInsert;

export type ConversationMemberRecord = typeof conversationMembers.$inferInsert;

export type MessageRecord = typeof messages.$inferInsert;

export function recordConversations(db: Pick<Database, 'insert'>, rows: ConversationRecord[]): Promise<void> {
  return insertInBatches(db, conversations, rows);
}

export function recordConversationMembers(
  db: Pick<Database, 'insert'>,
  rows: ConversationMemberRecord[],
): Promise<void> {
  return insertInBatches(db, conversationMembers, rows);
}

export function recordMessages(db: Pick<Database, 'insert'>, rows: MessageRecord[]): Promise<void> {
  return insertInBatches(db, messages, rows);
}
