import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { can } from '../../../../shared/policy.ts';
import { NotesPanel } from '../../../components/notes-panel.tsx';
import { useAddClientNote } from '../api/add-client-note.ts';
import { useDeleteClientNote } from '../api/delete-client-note.ts';
import { useClientNotes } from '../api/list-client-notes.ts';

/** Notes on a client, newest first, with the box to add one; the author or an executive may delete a note. */
export function ClientNotes({ clientId, actor }: { clientId: string; actor: SessionUser }) {
  const self = { userId: actor.id, roles: actor.roles };
  return (
    <NotesPanel
      namespace="clients"
      notes={useClientNotes(clientId)}
      add={useAddClientNote(clientId)}
      remove={useDeleteClientNote(clientId)}
      mayWrite
      mayDelete={(note) => can(self, 'clientNote.delete', { ownerId: note.authorId })}
    />
  );
}
