import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { fileJobs } from '../files/file-jobs.ts';
import { passwordResetJobs, sessionJobs } from '../modules/auth/index.ts';
import { createDailyActivityIssuer } from '../modules/daily-activity/index.ts';
import { dispatchJobs } from '../modules/dispatch/index.ts';
import { fieldJobs } from '../modules/field/index.ts';
import { mfaJobs } from '../modules/mfa/index.ts';
import { patrolJobs } from '../modules/patrols/index.ts';
import { reportDeliveryJobs } from '../modules/report-delivery/index.ts';
import { shiftJobs } from '../modules/shifts/index.ts';
import { tourJobs } from '../modules/tours/index.ts';
import { visitorJobs } from '../modules/visitors/index.ts';
import type { ScheduledJob } from './job-queue.ts';

/** Every scheduled job of the server; each module defines its own (the interval, the retries, the work). */
export function serverJobs(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob[] {
  return [
    ...fieldJobs(ctx),
    ...tourJobs(ctx),
    ...dispatchJobs(ctx),
    ...patrolJobs(ctx),
    ...passwordResetJobs(ctx, log),
    ...sessionJobs(ctx),
    ...mfaJobs(ctx),
    ...visitorJobs(ctx),
    ...fileJobs(ctx),
    ...shiftJobs(ctx),
    ...reportDeliveryJobs({ ctx, issuer: createDailyActivityIssuer(ctx), log }),
  ];
}
