import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { can, hasPermission } from '../../../../shared/policy.ts';
import { NotesPanel } from '../../../components/notes-panel.tsx';
import { useAddEventNote } from '../api/add-event-note.ts';
import { useDeleteEventNote } from '../api/delete-event-note.ts';
import { useEventNotes } from '../api/list-event-notes.ts';

/** Notes on an event, newest first, with the box to add one (events.notes); its author or an executive deletes one. */
export function EventNotes({ eventId, actor }: { eventId: string; actor: SessionUser }) {
  const self = { userId: actor.id, roles: actor.roles };
  return (
    <NotesPanel
      namespace="events"
      notes={useEventNotes(eventId)}
      add={useAddEventNote(eventId)}
      remove={useDeleteEventNote(eventId)}
      mayWrite={hasPermission(actor.roles, 'events.notes')}
      mayDelete={(note) => can(self, 'eventNote.delete', { ownerId: note.authorId })}
    />
  );
}
