import type { RouteAccess } from '../policy.ts';
import { z } from '../zod.ts';
import { idPairParamsSchema, idParamsSchema, text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/** The longest note (the note box reads it too). */
export const noteMaxLength = 4000;

/**
 * The schemas of the notes a record carries (clients and events have them alike), named `<name>NoteBody`,
 * `<name>Note` and `<name>NoteList` in the OpenAPI document.
 */
export function noteSchemas(name: string) {
  const body = z
    .strictObject({
      content: text('note.text_required')
        .trim()
        .min(1, 'note.text_required')
        .max(noteMaxLength, withCode('validation.too_long')),
    })
    .meta({ id: `${name}NoteBody` });
  const note = z
    .object({
      id: text(),
      content: text(),
      authorId: text().nullable(),
      authorName: text().nullable(),
      createdAt: text(),
    })
    .meta({ id: `${name}Note` });
  const list = z.object({ items: z.array(note) }).meta({ id: `${name}NoteList` });
  return { body, note, list };
}

/**
 * The three note operations of a record under `<recordPath>/notes`: list (newest first), add, and delete (by
 * its author or an executive). `subject` names the record in the summaries ("a client").
 */
export function noteOperations<const S extends ReturnType<typeof noteSchemas>>(options: {
  recordPath: string;
  subject: string;
  tags: readonly string[];
  readAccess: RouteAccess;
  writeAccess: RouteAccess;
  schemas: S;
}) {
  const { recordPath, subject, tags, readAccess, writeAccess, schemas } = options;
  return {
    listNotes: defineOperation({
      method: 'GET',
      path: `${recordPath}/notes`,
      access: readAccess,
      tags,
      summary: `Notes on ${subject}, newest first`,
      params: idParamsSchema,
      response: schemas.list,
    }),
    addNote: defineOperation({
      method: 'POST',
      path: `${recordPath}/notes`,
      access: writeAccess,
      tags,
      summary: `Add a note to ${subject}`,
      params: idParamsSchema,
      body: schemas.body,
      status: 201,
      response: schemas.note,
    }),
    removeNote: defineOperation({
      method: 'DELETE',
      path: `${recordPath}/notes/:noteId`,
      access: writeAccess,
      tags,
      summary: 'Delete a note (its author or an executive)',
      params: idPairParamsSchema('noteId'),
      status: 204,
    }),
  };
}
