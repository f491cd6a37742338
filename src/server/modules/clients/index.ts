// The clients module's public face: what other modules may use of it.
export { type ContactRow, contactDetailsOf } from './contact-details.ts';
export { type ClientNoteRecord, type ClientRecord, recordClientNotes, recordClients } from './history-repository.ts';
