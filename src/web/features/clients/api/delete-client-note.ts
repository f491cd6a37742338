import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientNotesQueryKey } from './list-client-notes.ts';

export function deleteClientNote({ clientId, noteId }: { clientId: string; noteId: string }): Promise<void> {
  return callApi(clientOperations.removeNote, { params: { id: clientId, noteId } });
}

export function useDeleteClientNote(clientId: string) {
  return useInvalidatingMutation(
    (noteId: string) => deleteClientNote({ clientId, noteId }),
    clientNotesQueryKey(clientId),
  );
}
