import type { DailyActivityIssuer } from './daily-activity-issuer.ts';

/**
 * Stand-in until the daily activity report module provides the issuer (docs/product/proof-of-service.md): every
 * issue fails with "not wired", so the delivery job logs the slot and sends nothing; nothing has changed since.
 * Replaced in server-jobs.ts by the real issuer.
 */
export const unwiredDailyActivityIssuer: DailyActivityIssuer = {
  async issue() {
    throw new Error('Daily activity reports are not wired to report delivery yet');
  },
  async changedSince() {
    return [];
  },
};
