import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConversationCreateBody,
  type MessageCreateBody,
  messengerOperations,
} from '../../../../shared/contract/messenger.ts';
import { callApi, invalidate, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/** The unread total's key, which the live stream's notices refresh. */
export const unreadKey = queryKeyOf(messengerOperations.unread);
/** Every page of one conversation's messages is under this key. */
export const messagesKey = (conversationId: string) =>
  pathKeyOf(messengerOperations.listMessages, { id: conversationId });

const conversationsQuery = (q: string) => ({ q, limit: 100 });

export function useConversations(q: string) {
  return useQuery({
    queryKey: queryKeyOf(messengerOperations.listConversations, { query: conversationsQuery(q) }),
    queryFn: ({ signal }) => callApi(messengerOperations.listConversations, { query: conversationsQuery(q), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContacts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(messengerOperations.contacts),
    queryFn: ({ signal }) => callApi(messengerOperations.contacts, { signal }),
    enabled,
  });
}

const pageSize = 50;

/** A conversation's messages, newest page first; `fetchNextPage` loads older ones. */
export function useMessages(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(messengerOperations.listMessages, {
      params: { id: conversationId ?? '' },
      query: { limit: pageSize },
    }),
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
    queryKey: queryKeyOf(messengerOperations.search, { query: { q } }),
    queryFn: ({ signal }) => callApi(messengerOperations.search, { query: { q }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCreateConversation() {
  return useInvalidatingMutation(
    (body: ConversationCreateBody) => callApi(messengerOperations.createConversation, { body }),
    messengerOperations.listConversations,
  );
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageCreateBody) =>
      callApi(messengerOperations.sendMessage, { params: { id: conversationId }, body }),
    onSuccess: () => invalidate(queryClient, messagesKey(conversationId), messengerOperations.listConversations),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => callApi(messengerOperations.markRead, { params: { id: conversationId } }),
    onSuccess: () => invalidate(queryClient, unreadKey, messengerOperations.listConversations),
  });
}
