// The messenger module's public face: notices written on someone's behalf, and a conversation's members for the
// live stream.
export {
  type ConversationMemberRecord,
  type ConversationRecord,
  type MessageRecord,
  recordConversationMembers,
  recordConversations,
  recordMessages,
} from './history-repository.ts';
export { conversationMemberIds, sendNoticeMessages } from './service.ts';
