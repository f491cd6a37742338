// The messenger module's public face: notices written on someone's behalf, and a conversation's members for the
// live stream.
export { conversationMemberIds, sendNoticeMessages } from './service.ts';
