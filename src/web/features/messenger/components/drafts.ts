/**
 * Drafts per conversation, kept in localStorage so they survive a reload or a lost connection; cleared on send.
 * Keyed by user too, so two people sharing a browser do not see each other's drafts.
 */
const prefix = 'watchpost.messenger.draft';
const key = (userId: string, conversationId: string) => `${prefix}.${userId}.${conversationId}`;

export function readDraft(userId: string, conversationId: string): string {
  try {
    return localStorage.getItem(key(userId, conversationId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(userId: string, conversationId: string, text: string): void {
  try {
    if (text === '') localStorage.removeItem(key(userId, conversationId));
    else localStorage.setItem(key(userId, conversationId), text);
  } catch {
    // storage full or blocked: the draft lives only as long as the page
  }
}
