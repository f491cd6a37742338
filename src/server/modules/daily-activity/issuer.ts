import type { DailyActivityContent, IssuedVersion } from '../../../shared/contract/daily-activity.ts';
import type { Actor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { DailyActivityIssuer, IssuedDailyActivityReport } from '../report-delivery/daily-activity-issuer.ts';
import { contentHashOf } from './report-content.ts';
import * as repo from './repository.ts';
import { computeContent, issuedVersionOf, pdfFileName, storedVersionsPdf } from './service.ts';

/*
 * Issuing a day's report (docs/decisions/0038): the report computed now is stored as version n + 1 when its content
 * hash differs from version n's (else version n is the answer again); the insert chains it (migration 0027). The
 * PDF is always rendered from the stored content, so a version's PDF never changes.
 */

async function issueDay(ctx: AppContext, clientId: string, eventId: string, date: string) {
  const event = await repo.eventOfClient(ctx.db, clientId, eventId);
  if (!event) throw AppError.notFound('No such event.');
  const content = await computeContent(ctx, event, date);
  const id = await repo.storeVersion(ctx.db, {
    clientId,
    eventId,
    day: date,
    content,
    contentHash: contentHashOf(content),
    at: ctx.clock(),
  });
  const [stored] = await repo.storedVersions(ctx.db, clientId, [id]);
  if (!stored) throw new Error('issued version not found');
  return stored;
}

export function createDailyActivityIssuer(ctx: AppContext): DailyActivityIssuer {
  return {
    async issue({ clientId, eventId, date }): Promise<IssuedDailyActivityReport> {
      const stored = await issueDay(ctx, clientId, eventId, date);
      return {
        id: stored.id,
        eventId: stored.eventId,
        eventName: stored.eventName,
        customerId: stored.customerId,
        customerName: stored.customerName,
        date: stored.date,
        version: stored.version,
        revision: stored.version > 1,
        issuedAt: stored.issuedAt,
        chainSeq: stored.chainSeq,
        chainHash: stored.chainHash,
        pdf: await storedVersionsPdf(ctx, [stored]),
        fileName: pdfFileName(stored.content as DailyActivityContent, stored.version),
      };
    },
    changedSince: (issuedSince) => repo.daysChangedSince(ctx.db, issuedSince),
  };
}

/** Several stored versions of one client (a week of days) in one PDF, in the order given. */
export async function weeklyActivityPdf(ctx: AppContext, clientId: string, ids: readonly string[]): Promise<Buffer> {
  return storedVersionsPdf(ctx, await repo.storedVersions(ctx.db, clientId, ids));
}

/** POST /reports/daily-activity/issue: an executive or manager issues the day's report now. */
export async function issueForActor(
  ctx: AppContext,
  actor: Actor,
  body: { eventId: string; date: string },
): Promise<IssuedVersion> {
  const event = await repo.visibleEvent(ctx.db, actor, body.eventId);
  if (!event) throw AppError.notFound('No such event.');
  return issuedVersionOf(await issueDay(ctx, event.clientId, event.id, body.date));
}
