import type { FastifyInstance, FastifyReply } from 'fastify';
import { type FieldActionResult, fieldOperations as op } from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { recordCallStatus } from '../dispatch/index.ts';
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
  operationRoute(app, op.today, (_request, _reply, caller) => fieldToday(ctx, caller));
  operationRoute(app, op.clockIn, async (request, reply, caller) =>
    newOrReplayed(reply, await clockIn(ctx, caller, request.body)),
  );
  operationRoute(app, op.clockOut, (request, _reply, caller) => clockOut(ctx, caller, request.body));
  operationRoute(app, op.startBreak, async (request, reply, caller) =>
    newOrReplayed(reply, await startBreak(ctx, caller, request.body)),
  );
  operationRoute(app, op.endBreak, (request, _reply, caller) => endBreak(ctx, caller, request.body));
  operationRoute(app, op.location, (request, _reply, caller) => recordPosition(ctx, caller, request.body));
  operationRoute(app, op.sos, async (request, reply, caller) =>
    newOrReplayed(reply, await raiseSos(ctx, caller, request.body)),
  );
  operationRoute(app, op.taskDone, (request, _reply, caller) =>
    setOwnTaskDone(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.scan, async (request, reply, caller) =>
    newOrReplayed(reply, await recordScan(ctx, caller, request.body)),
  );
  operationRoute(app, op.checkCall, async (request, reply, caller) =>
    newOrReplayed(reply, await answerCheckCall(ctx, caller, request.body)),
  );
  operationRoute(app, op.dispatchStatus, async (request, reply, caller) =>
    newOrReplayed(reply, await recordCallStatus(ctx, caller, request.params.id, request.body)),
  );
  operationRoute(
    app,
    op.sync,
    (request, _reply, caller) => replay(ctx, caller, request.body.actions, request.log),
    // A device back online may hold a long queue of positions.
    { extra: { bodyLimit: 1024 * 1024 } },
  );
}
