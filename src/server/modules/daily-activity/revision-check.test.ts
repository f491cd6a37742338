import { describe, expect, it } from 'vitest';
import type { DailyActivityContent } from '../../../shared/contract/daily-activity.ts';
import { contentHashOf } from './report-content.ts';
import { asIssued, changedSinceIssued } from './revision-check.ts';

// The revision check on content alone (docs/decisions/0038-daily-activity-versions-in-the-chain.md); the records
// behind it are exercised in daily-activity.test.ts and report-delivery.test.ts.

const person = { id: 'u1', name: 'Anna Guard' };
const issuedContent = {
  header: { date: '2026-06-10', timeZone: 'Europe/Berlin' },
  empty: null,
  guardsOnDuty: [{ person, clockIn: '2026-06-10T06:00:00.000Z', clockOut: '2026-06-10T14:00:00.000Z', hours: 8 }],
  checkpointScans: [{ at: '2026-06-10T07:30:00.000Z', checkpoint: 'Gate A', guard: person, flag: 'far' }],
  alerts: [{ id: 'a1', at: '2026-06-10T13:00:00.000Z', acknowledged: null }],
  note: null,
};
const issued = { content: issuedContent, contentHash: contentHashOf(issuedContent as unknown as DailyActivityContent) };
const rebuilt = (change: (c: typeof issuedContent) => unknown = (c) => c) =>
  change(structuredClone(issuedContent)) as DailyActivityContent;

describe('the revision check', () => {
  it('sees no change in the same content', () => {
    expect(changedSinceIssued(rebuilt(), issued)).toBe(false);
  });

  it('sees no change in a field the report gained after the version was issued', () => {
    const withNewFields = rebuilt((c) => ({
      ...c,
      checkpointScans: c.checkpointScans.map((s) => ({ ...s, flags: ['far'], receivedAt: s.at })),
      visitors: [],
    }));
    expect(changedSinceIssued(withNewFields, issued)).toBe(false);
    expect(asIssued(withNewFields, issuedContent)).toEqual(issuedContent);
  });

  it('sees a changed value, an item more or fewer, a value become an object and a field gone', () => {
    const changes: Array<(c: typeof issuedContent) => unknown> = [
      (c) => ({ ...c, guardsOnDuty: [{ ...c.guardsOnDuty[0], clockOut: '2026-06-10T15:30:00.000Z', hours: 9.5 }] }),
      (c) => ({ ...c, checkpointScans: [...c.checkpointScans, { ...c.checkpointScans[0], at: '2026-06-10T08:00Z' }] }),
      (c) => ({ ...c, checkpointScans: [] }),
      (c) => ({ ...c, alerts: [{ ...c.alerts[0], acknowledged: { by: person, at: '2026-06-11T08:00:00.000Z' } }] }),
      (c) => ({ ...c, note: { body: 'Late note', updatedAt: '2026-06-11T08:00:00.000Z', updatedBy: person } }),
      ({ note: _note, ...c }) => c,
    ];
    for (const change of changes) expect(changedSinceIssued(rebuilt(change), issued)).toBe(true);
  });
});
