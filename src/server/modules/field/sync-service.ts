import { isStorableText } from '../../../shared/contract/common.ts';
import {
  type FieldActionResult,
  type SyncAction,
  type SyncResult,
  syncActionSchema,
} from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldsOfIssues } from '../../http/zod-fields.ts';
import type { AuthUser } from '../auth/repository.ts';
import { endBreak, startBreak } from './break-service.ts';
import { clockIn, clockOut } from './clock-service.ts';
import type { RequestInfo } from './field-action.ts';
import { recordPosition } from './position-service.ts';
import { answerCheckCall, recordScan } from './scan-service.ts';
import { raiseSos } from './sos-service.ts';
import { setOwnTaskDone } from './task-done-service.ts';

function run(ctx: AppContext, user: AuthUser, action: SyncAction, info: RequestInfo): Promise<FieldActionResult> {
  switch (action.kind) {
    case 'clock-in':
      return clockIn(ctx, user, action.body, info);
    case 'clock-out':
      return clockOut(ctx, user, action.body, info);
    case 'break-start':
      return startBreak(ctx, user, action.body, info);
    case 'break-end':
      return endBreak(ctx, user, action.body, info);
    case 'location':
      return recordPosition(ctx, user, action.body, info);
    case 'sos':
      return raiseSos(ctx, user, action.body, info);
    case 'task-done':
      return setOwnTaskDone(ctx, user, action.taskId, action.body, info);
    case 'scan':
      return recordScan(ctx, user, action.body, info);
    case 'check-call':
      return answerCheckCall(ctx, user, action.body, info);
  }
}

/**
 * A device's queue: each action is validated on its own, then applied in the order the actions happened (by `at`,
 * then by their place in the batch), each in its own transaction, so a refusal of one — or an unexpected failure
 * of one — does not undo or block the others. An unexpected failure answers that action with status 500 (the
 * device keeps it and sends it again later; the keys make that safe) and the replay goes on.
 */
export async function replay(
  ctx: AppContext,
  user: AuthUser,
  actions: readonly unknown[],
  info: RequestInfo,
  log: { error(details: { err: unknown }, message: string): void },
): Promise<SyncResult> {
  const now = ctx.clock().getTime();
  const results: SyncResult['results'] = [];
  const valid: Array<{ action: SyncAction; index: number; at: number }> = [];
  for (const [index, raw] of actions.entries()) {
    const parsed = syncActionSchema.safeParse(raw);
    if (parsed.success) {
      const at = parsed.data.body.at ? Date.parse(parsed.data.body.at) : now;
      valid.push({ action: parsed.data, index, at });
      continue;
    }
    const key = (raw as { body?: { idempotencyKey?: unknown } } | null)?.body?.idempotencyKey;
    const error = AppError.badRequest('Some fields are not valid.', fieldsOfIssues(parsed.error.issues));
    results.push(refusal(index, typeof key === 'string' && isStorableText(key) ? key : null, error));
  }
  valid.sort((a, b) => a.at - b.at || a.index - b.index);
  for (const { action, index } of valid) {
    const idempotencyKey = action.body.idempotencyKey ?? null;
    try {
      const result = await run(ctx, user, action, info);
      results.push({ index, idempotencyKey, ok: true, result, error: null });
    } catch (error) {
      if (error instanceof AppError) {
        results.push(refusal(index, idempotencyKey, error));
        continue;
      }
      log.error({ err: error }, `field sync: action ${index} (${action.kind}) failed`);
      results.push({
        index,
        idempotencyKey,
        ok: false,
        result: null,
        error: { status: 500, code: 'internal', message: 'Something went wrong on our side.' },
      });
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
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}
