import type { TaskDoneBody } from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { actionTime, inTransaction, type RequestInfo } from './field-action.ts';
import { lockClientTask, setTaskStatus } from './repository.ts';

export async function setOwnTaskDone(
  ctx: AppContext,
  user: AuthUser,
  taskId: string,
  body: TaskDoneBody,
  info: RequestInfo,
) {
  const { at, now } = actionTime(ctx, body.at);
  return inTransaction(ctx, user, 'task-done', body.idempotencyKey, now, async (tx) => {
    const task = await lockClientTask(tx, user.clientId, taskId);
    // Someone else's task is as invisible to a guard as another client's (404, not 403).
    if (!task || task.assigned_to !== user.id) throw AppError.notFound('No such task.', 'task');
    const status = body.done ? 'done' : 'open';
    await setTaskStatus(tx, taskId, status, body.done ? at : null, now);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: body.done ? 'task.complete' : 'task.reopen',
      entity: 'task',
      entityId: taskId,
      data: { before: task.status, after: status, at: at.toISOString(), via: 'field' },
      ...info,
    });
    return { kind: 'task-done', id: taskId, at: at.toISOString(), duplicate: false, alertIds: [] };
  });
}
