import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shiftOperations as op } from '../../../shared/contract/shifts.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import {
  cancelSwap,
  cancelTimeOff,
  claimShift,
  decideSwap,
  decideTimeOffRequest,
  listVisibleSwaps,
  listVisibleTimeOff,
  myAvailability,
  myShifts,
  offerSwap,
  openShifts,
  requestTimeOff,
  schedulingSettings,
  setMyAvailability,
  takeSwap,
  updateSchedulingSettings,
} from './field-service.ts';
import {
  assignToShift,
  cancelShift,
  copyWeek,
  createShifts,
  decideClaim,
  getShift,
  listVisibleShifts,
  setShiftPublished,
  shiftCandidates,
  unassignFromShift,
  updateShift,
} from './service.ts';

const info = (request: Pick<FastifyRequest, 'id' | 'ip'>) => ({ requestId: request.id, ip: request.ip });

/** The scheduling API (src/shared/contract/shifts.ts). */
export async function shiftRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.create, (r) => createShifts(ctx, requireUser(r), r.params.id, r.body, info(r)));
  operationRoute(app, op.copyWeek, (r) => copyWeek(ctx, requireUser(r), r.params.id, r.body, info(r)));
  operationRoute(app, op.list, (r) => listVisibleShifts(ctx, requireUser(r), r.query));
  operationRoute(app, op.get, (r) => getShift(ctx, requireUser(r), r.params.id));
  operationRoute(app, op.update, (r) => updateShift(ctx, requireUser(r), r.params.id, r.body, info(r)));
  operationRoute(app, op.cancel, async (r) => {
    await cancelShift(ctx, requireUser(r), r.params.id, info(r));
    return undefined;
  });
  operationRoute(app, op.candidates, (r) => shiftCandidates(ctx, requireUser(r), r.params.id));
  operationRoute(app, op.assign, (r) => assignToShift(ctx, requireUser(r), r.params.id, r.body, info(r)));
  operationRoute(app, op.unassign, async (r) => {
    await unassignFromShift(ctx, requireUser(r), r.params.id, r.params.userId, info(r));
    return undefined;
  });
  operationRoute(app, op.approveClaim, (r) =>
    decideClaim(ctx, requireUser(r), r.params.id, r.params.userId, true, info(r)),
  );
  operationRoute(app, op.denyClaim, (r) =>
    decideClaim(ctx, requireUser(r), r.params.id, r.params.userId, false, info(r)),
  );
  operationRoute(app, op.publish, (r) => setShiftPublished(ctx, requireUser(r), r.params.id, true, info(r)));
  operationRoute(app, op.unpublish, (r) => setShiftPublished(ctx, requireUser(r), r.params.id, false, info(r)));
  operationRoute(app, op.myShifts, (r) => myShifts(ctx, requireUser(r), r.query));
  operationRoute(app, op.openShifts, (r) => openShifts(ctx, requireUser(r)));
  operationRoute(app, op.claim, (r) => claimShift(ctx, requireUser(r), r.params.id, info(r)));
  operationRoute(app, op.getSettings, (r) => schedulingSettings(ctx, requireUser(r)));
  operationRoute(app, op.updateSettings, (r) => updateSchedulingSettings(ctx, requireUser(r), r.body, info(r)));
  operationRoute(app, op.listTimeOff, (r) => listVisibleTimeOff(ctx, requireUser(r), r.query));
  operationRoute(app, op.requestTimeOff, (r) => requestTimeOff(ctx, requireUser(r), r.body, info(r)));
  operationRoute(app, op.approveTimeOff, (r) =>
    decideTimeOffRequest(ctx, requireUser(r), r.params.id, true, r.body, info(r)),
  );
  operationRoute(app, op.denyTimeOff, (r) =>
    decideTimeOffRequest(ctx, requireUser(r), r.params.id, false, r.body, info(r)),
  );
  operationRoute(app, op.cancelTimeOff, (r) => cancelTimeOff(ctx, requireUser(r), r.params.id, info(r)));
  operationRoute(app, op.getAvailability, (r) => myAvailability(ctx, requireUser(r)));
  operationRoute(app, op.setAvailability, (r) => setMyAvailability(ctx, requireUser(r), r.body, info(r)));
  operationRoute(app, op.listSwaps, (r) => listVisibleSwaps(ctx, requireUser(r), r.query));
  operationRoute(app, op.offerSwap, (r) => offerSwap(ctx, requireUser(r), r.params.id, r.body, info(r)));
  operationRoute(app, op.takeSwap, (r) => takeSwap(ctx, requireUser(r), r.params.id, info(r)));
  operationRoute(app, op.approveSwap, (r) => decideSwap(ctx, requireUser(r), r.params.id, true, info(r)));
  operationRoute(app, op.denySwap, (r) => decideSwap(ctx, requireUser(r), r.params.id, false, info(r)));
  operationRoute(app, op.cancelSwap, (r) => cancelSwap(ctx, requireUser(r), r.params.id, info(r)));
}
