import type { FastifyInstance } from 'fastify';
import { clientOperations as op } from '../../../shared/contract/clients.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
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
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.list, (request) => listVisibleClients(ctx, requireUser(request), request.query));
  operationRoute(app, op.create, (request) => createClient(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.get, (request) => getClient(ctx, requireUser(request), request.params.id));
  operationRoute(app, op.update, (request) =>
    updateClient(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.deactivate, (request) =>
    setClientStatus(ctx, requireUser(request), request.params.id, 'Inactive', info(request)),
  );
  operationRoute(app, op.reactivate, (request) =>
    setClientStatus(ctx, requireUser(request), request.params.id, 'Active', info(request)),
  );
  operationRoute(app, op.remove, async (request) => {
    await deleteClient(ctx, requireUser(request), request.params.id, info(request));
    return undefined;
  });
  operationRoute(app, op.setActive, (request) =>
    makeActiveClient(ctx, requireUser(request), request.params.id, info(request)),
  );
  operationRoute(app, op.listNotes, async (request) => ({
    items: await notesOf(ctx, requireUser(request), request.params.id),
  }));
  operationRoute(app, op.addNote, (request) =>
    addNote(ctx, requireUser(request), request.params.id, request.body.content, info(request)),
  );
  operationRoute(app, op.removeNote, async (request) => {
    await removeNote(ctx, requireUser(request), request.params.id, request.params.noteId, info(request));
    return undefined;
  });
}
