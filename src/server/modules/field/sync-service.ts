import { isStorableText } from '../../../shared/contract/common.ts';
import {
  type FieldActionResult,
  type SyncAction,
  type SyncResult,
  syncActionSchema,
} from '../../../shared/contract/field.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldErrorsOfIssues } from '../../http/zod-fields.ts';
import { recordCallStatus } from '../dispatch/index.ts';
import { answerCheckCall, recordScan } from '../tours/index.ts';
import { endBreak, startBreak } from './break-service.ts';
import { clockIn, clockOut } from './clock-service.ts';
import { type PositionOutcome, recordPosition, recordPositionRun } from './position-service.ts';
import { raiseSos } from './sos-service.ts';
import { setOwnTaskDone } from './task-done-service.ts';

function runOne(ctx: AppContext, caller: Caller, action: SyncAction): Promise<FieldActionResult> {
  switch (action.kind) {
    case 'clock-in':
      return clockIn(ctx, caller, action.body);
    case 'clock-out':
      return clockOut(ctx, caller, action.body);
    case 'break-start':
      return startBreak(ctx, caller, action.body);
    case 'break-end':
      return endBreak(ctx, caller, action.body);
    case 'location':
      return recordPosition(ctx, caller, action.body);
    case 'sos':
      return raiseSos(ctx, caller, action.body);
    case 'task-done':
      return setOwnTaskDone(ctx, caller, action.taskId, action.body);
    case 'scan':
      return recordScan(ctx, caller, action.body);
    case 'check-call':
      return answerCheckCall(ctx, caller, action.body);
    case 'dispatch-status':
      return recordCallStatus(ctx, caller, action.callId, action.body);
  }
}

type Valid = { action: SyncAction; index: number; at: number };
type ValidLocation = Valid & { action: Extract<SyncAction, { kind: 'location' }> };

const isLocation = (item: Valid): item is ValidLocation => item.action.kind === 'location';

/**
 * A device's queue: each action is validated on its own, then applied in the order the actions happened (by `at`,
 * then by their place in the batch), each in its own transaction (a run of positions: in its statement's), so a
 * refusal of one — or an unexpected failure of one — does not undo or block the others. An unexpected failure answers that action with status 500 (the
 * device keeps it and sends it again later; the keys make that safe) and the replay goes on. Positions next to each
 * other in that order are stored by one statement and judged one after the other (recordPositionRun), with the
 * same outcome each would have on its own.
 */
export async function replay(
  ctx: AppContext,
  caller: Caller,
  actions: readonly unknown[],
  log: { error(details: { err: unknown }, message: string): void },
): Promise<SyncResult> {
  const now = ctx.clock().getTime();
  const results: SyncResult['results'] = [];
  const valid: Valid[] = [];
  for (const [index, raw] of actions.entries()) {
    const parsed = syncActionSchema.safeParse(raw);
    if (parsed.success) {
      const at = parsed.data.body.at ? Date.parse(parsed.data.body.at) : now;
      valid.push({ action: parsed.data, index, at });
      continue;
    }
    const key = (raw as { body?: { idempotencyKey?: unknown } } | null)?.body?.idempotencyKey;
    const error = AppError.invalidFields(fieldErrorsOfIssues(parsed.error.issues).fieldErrors);
    results.push(refusal(index, typeof key === 'string' && isStorableText(key) ? key : null, error));
  }
  valid.sort((a, b) => a.at - b.at || a.index - b.index);
  const settle = ({ action, index }: Valid, outcome: PositionOutcome) => {
    const idempotencyKey = action.body.idempotencyKey ?? null;
    if (outcome.ok) {
      results.push({ index, idempotencyKey, ok: true, result: outcome.result, error: null });
      return;
    }
    if (outcome.error instanceof AppError) {
      results.push(refusal(index, idempotencyKey, outcome.error));
      return;
    }
    log.error({ err: outcome.error }, `field sync: action ${index} (${action.kind}) failed`);
    results.push({
      index,
      idempotencyKey,
      ok: false,
      result: null,
      error: { status: 500, code: 'internal', message: 'Something went wrong on our side.' },
    });
  };
  for (let next = 0; next < valid.length; ) {
    const run: ValidLocation[] = [];
    for (let k = next; k < valid.length; k += 1) {
      const item = valid[k] as Valid;
      if (!isLocation(item)) break;
      run.push(item);
    }
    if (run.length > 1) {
      next += run.length;
      let outcomes: PositionOutcome[];
      try {
        outcomes = await recordPositionRun(
          ctx,
          caller,
          run.map((item) => item.action.body),
        );
      } catch (error) {
        outcomes = run.map(() => ({ ok: false, error }));
      }
      for (const [k, item] of run.entries()) settle(item, outcomes[k] as PositionOutcome);
      continue;
    }
    const item = valid[next] as Valid;
    next += 1;
    try {
      settle(item, { ok: true, result: await runOne(ctx, caller, item.action) });
    } catch (error) {
      settle(item, { ok: false, error });
    }
  }
  results.sort((a, b) => a.index - b.index);
  return { results };
}

function refusal(index: number, idempotencyKey: string | null, error: AppError): SyncResult['results'][number] {
  return {
    index,
    idempotencyKey,
    ok: false,
    result: null,
    error: {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.params ? { params: error.params } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    },
  };
}
