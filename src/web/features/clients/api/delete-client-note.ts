import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientNotesQueryKey } from './list-client-notes.ts';

export function deleteClientNote({ clientId, noteId }: { clientId: string; noteId: string }): Promise<void> {
  return apiRequest<void>(`/clients/${encodeURIComponent(clientId)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteClientNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteClientNote({ clientId, noteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientNotesQueryKey(clientId) }),
  });
}
