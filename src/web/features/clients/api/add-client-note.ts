import type { ClientNote } from '../../../../shared/contract/clients.ts';
import { clientOperations } from '../../../../shared/contract/clients.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { clientNotesQueryKey } from './list-client-notes.ts';

export function addClientNote({ clientId, content }: { clientId: string; content: string }): Promise<ClientNote> {
  return callApi(clientOperations.addNote, { params: { id: clientId }, body: { content } });
}

export function useAddClientNote(clientId: string) {
  return useInvalidatingMutation(
    (content: string) => addClientNote({ clientId, content }),
    clientNotesQueryKey(clientId),
  );
}
