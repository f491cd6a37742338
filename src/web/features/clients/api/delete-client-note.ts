import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { clientNotesQueryKey } from './list-client-notes.ts';

export function deleteClientNote({ clientId, noteId }: { clientId: string; noteId: string }): Promise<void> {
  return callApi(clientOperations.removeNote, { params: { id: clientId, noteId } });
}

export function useDeleteClientNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteClientNote({ clientId, noteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientNotesQueryKey(clientId) }),
  });
}
