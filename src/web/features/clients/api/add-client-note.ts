import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNote } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientNotesQueryKey } from './list-client-notes.ts';

export function addClientNote({ clientId, content }: { clientId: string; content: string }): Promise<ClientNote> {
  return callApi(clientOperations.addNote, { params: { id: clientId }, body: { content } });
}

export function useAddClientNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addClientNote({ clientId, content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientNotesQueryKey(clientId) }),
  });
}
