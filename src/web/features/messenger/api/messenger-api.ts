import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactsResponse,
  Conversation,
  ConversationCreateBody,
  ConversationListResponse,
  Message,
  MessageCreateBody,
  MessageListResponse,
  MessageSearchHit,
} from '../../../../shared/contract/messenger.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every messenger query starts with this key, so the live stream and writes can refresh them all. */
export const messengerQueryKey = ['messenger'] as const;
export const conversationsKey = [...messengerQueryKey, 'conversations'] as const;
export const unreadKey = [...messengerQueryKey, 'unread'] as const;
export const messagesKey = (conversationId: string) => [...messengerQueryKey, 'messages', conversationId] as const;

export function useConversations(q: string) {
  return useQuery({
    queryKey: [...conversationsKey, q],
    queryFn: ({ signal }) =>
      apiRequest<ConversationListResponse>('/conversations', { query: { q, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContacts(enabled: boolean) {
  return useQuery({
    queryKey: [...messengerQueryKey, 'contacts'],
    queryFn: ({ signal }) => apiRequest<ContactsResponse>('/conversations/contacts', { signal }),
    enabled,
  });
}

const pageSize = 50;

/** A conversation's messages, newest page first; `fetchNextPage` loads older ones. */
export function useMessages(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: messagesKey(conversationId ?? ''),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<MessageListResponse>(`/conversations/${conversationId}/messages`, {
        query: { limit: pageSize, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.id : undefined),
    enabled: conversationId !== null,
  });
}

export function useUnreadTotal(enabled = true) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => apiRequest<{ total: number }>('/messages/unread', { signal }),
    enabled,
  });
}

export function useMessageSearch(q: string) {
  return useQuery({
    queryKey: [...messengerQueryKey, 'search', q],
    queryFn: ({ signal }) => apiRequest<{ items: MessageSearchHit[] }>('/messages/search', { query: { q }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationCreateBody) => apiRequest<Conversation>('/conversations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageCreateBody) =>
      apiRequest<Message>(`/conversations/${conversationId}/messages`, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
      ]),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      apiRequest<{ conversationId: string; lastReadAt: string }>(`/conversations/${conversationId}/read`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadKey }),
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
      ]),
  });
}
