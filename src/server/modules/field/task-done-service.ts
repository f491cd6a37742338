import type { TaskDoneBody } from '../../../shared/contract/field.ts';
import { can } from '../../../shared/policy.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { actionTime, inTransaction } from './field-action.ts';
import { lockClientTask, setTaskStatus } from './repository.ts';

export async function setOwnTaskDone(ctx: AppContext, caller: Caller, taskId: string, body: TaskDoneBody) {
  const { at, now } = actionTime(ctx, body.at);
  return inTransaction(ctx, caller, 'task-done', body.idempotencyKey, now, async (tx) => {
    const task = await lockClientTask(tx, caller.actor.homeClientId, taskId);
    // Someone else's task is as invisible to a guard as another client's (404, not 403).
    if (!task || !can(caller.actor, 'fieldTask.complete', { ownerId: task.assignedTo })) {
      throw AppError.notFound('No such task.', 'task');
    }
    const status = body.done ? 'done' : 'open';
    await setTaskStatus(tx, taskId, status, body.done ? at : null, now);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: body.done ? 'task.complete' : 'task.reopen',
      entity: 'task',
      entityId: taskId,
      data: { before: task.status, after: status, at: at.toISOString(), via: 'field' },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'task-done', id: taskId, at: at.toISOString(), duplicate: false, alertIds: [] };
  });
}
