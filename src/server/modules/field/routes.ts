import type { FastifyInstance, FastifyReply } from 'fastify';
import { type FieldActionResult, fieldOperations as op } from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { answerCheckCall, recordScan } from '../tours/index.ts';
import { endBreak, startBreak } from './break-service.ts';
import { clockIn, clockOut } from './clock-service.ts';
import { recordPosition } from './position-service.ts';
import { raiseSos } from './sos-service.ts';
import { replay } from './sync-service.ts';
import { setOwnTaskDone } from './task-done-service.ts';
import { fieldToday } from './today.ts';

/** A new record answers with the operation's 201; the answer to a replayed key (nothing new) is a 200. */
const newOrReplayed = (reply: FastifyReply, result: FieldActionResult) =>
  result.duplicate ? reply.code(200).send(result) : result;

export async function fieldRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const info = (request: { id: string; ip: string }) => ({ requestId: request.id, ip: request.ip });

  operationRoute(app, op.today, (request) => fieldToday(ctx, requireUser(request)));
  operationRoute(app, op.clockIn, async (request, reply) =>
    newOrReplayed(reply, await clockIn(ctx, requireUser(request), request.body, info(request))),
  );
  operationRoute(app, op.clockOut, (request) => clockOut(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.startBreak, async (request, reply) =>
    newOrReplayed(reply, await startBreak(ctx, requireUser(request), request.body, info(request))),
  );
  operationRoute(app, op.endBreak, (request) => endBreak(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.location, (request) => recordPosition(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.sos, async (request, reply) =>
    newOrReplayed(reply, await raiseSos(ctx, requireUser(request), request.body, info(request))),
  );
  operationRoute(app, op.taskDone, (request) =>
    setOwnTaskDone(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.scan, async (request, reply) =>
    newOrReplayed(reply, await recordScan(ctx, requireUser(request), request.body, info(request))),
  );
  operationRoute(app, op.checkCall, async (request, reply) =>
    newOrReplayed(reply, await answerCheckCall(ctx, requireUser(request), request.body, info(request))),
  );
  operationRoute(
    app,
    op.sync,
    (request) => replay(ctx, requireUser(request), request.body.actions, info(request), request.log),
    // A device back online may hold a long queue of positions.
    { extra: { bodyLimit: 1024 * 1024 } },
  );
}
