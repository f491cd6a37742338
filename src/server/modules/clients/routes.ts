import type { FastifyInstance } from 'fastify';
import { clientOperations as op } from '../../../shared/contract/clients.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import {
  addNote,
  createClient,
  deleteClient,
  getClient,
  listVisibleClients,
  makeActiveClient,
  notesOf,
  removeNote,
  setClientStatus,
  updateClient,
} from './service.ts';

export async function clientRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listVisibleClients(ctx, caller, request.query));
  operationRoute(app, op.create, (request, _reply, caller) => createClient(ctx, caller, request.body));
  operationRoute(app, op.get, (request, _reply, caller) => getClient(ctx, caller, request.params.id));
  operationRoute(app, op.update, (request, _reply, caller) =>
    updateClient(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.deactivate, (request, _reply, caller) =>
    setClientStatus(ctx, caller, request.params.id, 'Inactive'),
  );
  operationRoute(app, op.reactivate, (request, _reply, caller) =>
    setClientStatus(ctx, caller, request.params.id, 'Active'),
  );
  operationRoute(app, op.remove, (request, _reply, caller) => deleteClient(ctx, caller, request.params.id));
  operationRoute(app, op.setActive, (request, _reply, caller) => makeActiveClient(ctx, caller, request.params.id));
  operationRoute(app, op.listNotes, async (request, _reply, caller) => ({
    items: await notesOf(ctx, caller, request.params.id),
  }));
  operationRoute(app, op.addNote, (request, _reply, caller) =>
    addNote(ctx, caller, request.params.id, request.body.content),
  );
  operationRoute(app, op.removeNote, (request, _reply, caller) =>
    removeNote(ctx, caller, request.params.id, request.params.noteId),
  );
}
