import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConversationCreateBody,
  type MessageCreateBody,
  messengerOperations,
} from '../../../../shared/contract/messenger.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/** Every messenger query starts with this key, so the live stream and writes can refresh them all. */
export const messengerQueryKey = ['messenger'] as const;
export const conversationsKey = [...messengerQueryKey, 'conversations'] as const;
export const unreadKey = [...messengerQueryKey, 'unread'] as const;
export const messagesKey = (conversationId: string) => [...messengerQueryKey, 'messages', conversationId] as const;

export function useConversations(q: string) {
  return useQuery({
    queryKey: [...conversationsKey, q],
    queryFn: ({ signal }) => callApi(messengerOperations.listConversations, { query: { q, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContacts(enabled: boolean) {
  return useQuery({
    queryKey: [...messengerQueryKey, 'contacts'],
    queryFn: ({ signal }) => callApi(messengerOperations.contacts, { signal }),
    enabled,
  });
}

const pageSize = 50;

/** A conversation's messages, newest page first; `fetchNextPage` loads older ones. */
export function useMessages(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: messagesKey(conversationId ?? ''),
    queryFn: ({ signal, pageParam }) =>
      callApi(messengerOperations.listMessages, {
        params: { id: conversationId ?? '' },
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
    queryFn: ({ signal }) => callApi(messengerOperations.unread, { signal }),
    enabled,
  });
}

export function useMessageSearch(q: string) {
  return useQuery({
    queryKey: [...messengerQueryKey, 'search', q],
    queryFn: ({ signal }) => callApi(messengerOperations.search, { query: { q }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCreateConversation() {
  return useInvalidatingMutation(
    (body: ConversationCreateBody) => callApi(messengerOperations.createConversation, { body }),
    conversationsKey,
  );
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageCreateBody) =>
      callApi(messengerOperations.sendMessage, { params: { id: conversationId }, body }),
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
    mutationFn: (conversationId: string) => callApi(messengerOperations.markRead, { params: { id: conversationId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadKey }),
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
      ]),
  });
}
