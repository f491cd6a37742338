import type { FastifyInstance } from 'fastify';
import { shiftOperations as op } from '../../../shared/contract/shifts.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
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

/** The scheduling API (src/shared/contract/shifts.ts). */
export async function shiftRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.create, (r, _reply, caller) => createShifts(ctx, caller, r.params.id, r.body));
  operationRoute(app, op.copyWeek, (r, _reply, caller) => copyWeek(ctx, caller, r.params.id, r.body));
  operationRoute(app, op.list, (r, _reply, caller) => listVisibleShifts(ctx, caller, r.query));
  operationRoute(app, op.get, (r, _reply, caller) => getShift(ctx, caller, r.params.id));
  operationRoute(app, op.update, (r, _reply, caller) => updateShift(ctx, caller, r.params.id, r.body));
  operationRoute(app, op.cancel, (r, _reply, caller) => cancelShift(ctx, caller, r.params.id));
  operationRoute(app, op.candidates, (r, _reply, caller) => shiftCandidates(ctx, caller, r.params.id));
  operationRoute(app, op.assign, (r, _reply, caller) => assignToShift(ctx, caller, r.params.id, r.body));
  operationRoute(app, op.unassign, (r, _reply, caller) => unassignFromShift(ctx, caller, r.params.id, r.params.userId));
  operationRoute(app, op.approveClaim, (r, _reply, caller) =>
    decideClaim(ctx, caller, r.params.id, r.params.userId, true),
  );
  operationRoute(app, op.denyClaim, (r, _reply, caller) =>
    decideClaim(ctx, caller, r.params.id, r.params.userId, false),
  );
  operationRoute(app, op.publish, (r, _reply, caller) => setShiftPublished(ctx, caller, r.params.id, true));
  operationRoute(app, op.unpublish, (r, _reply, caller) => setShiftPublished(ctx, caller, r.params.id, false));
  operationRoute(app, op.myShifts, (r, _reply, caller) => myShifts(ctx, caller, r.query));
  operationRoute(app, op.openShifts, (_r, _reply, caller) => openShifts(ctx, caller));
  operationRoute(app, op.claim, (r, _reply, caller) => claimShift(ctx, caller, r.params.id));
  operationRoute(app, op.getSettings, (_r, _reply, caller) => schedulingSettings(ctx, caller));
  operationRoute(app, op.updateSettings, (r, _reply, caller) => updateSchedulingSettings(ctx, caller, r.body));
  operationRoute(app, op.listTimeOff, (r, _reply, caller) => listVisibleTimeOff(ctx, caller, r.query));
  operationRoute(app, op.requestTimeOff, (r, _reply, caller) => requestTimeOff(ctx, caller, r.body));
  operationRoute(app, op.approveTimeOff, (r, _reply, caller) =>
    decideTimeOffRequest(ctx, caller, r.params.id, true, r.body),
  );
  operationRoute(app, op.denyTimeOff, (r, _reply, caller) =>
    decideTimeOffRequest(ctx, caller, r.params.id, false, r.body),
  );
  operationRoute(app, op.cancelTimeOff, (r, _reply, caller) => cancelTimeOff(ctx, caller, r.params.id));
  operationRoute(app, op.getAvailability, (_r, _reply, caller) => myAvailability(ctx, caller));
  operationRoute(app, op.setAvailability, (r, _reply, caller) => setMyAvailability(ctx, caller, r.body));
  operationRoute(app, op.listSwaps, (r, _reply, caller) => listVisibleSwaps(ctx, caller, r.query));
  operationRoute(app, op.offerSwap, (r, _reply, caller) => offerSwap(ctx, caller, r.params.id, r.body));
  operationRoute(app, op.takeSwap, (r, _reply, caller) => takeSwap(ctx, caller, r.params.id));
  operationRoute(app, op.approveSwap, (r, _reply, caller) => decideSwap(ctx, caller, r.params.id, true));
  operationRoute(app, op.denySwap, (r, _reply, caller) => decideSwap(ctx, caller, r.params.id, false));
  operationRoute(app, op.cancelSwap, (r, _reply, caller) => cancelSwap(ctx, caller, r.params.id));
}
