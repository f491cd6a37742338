import type { Database } from '../../db/client.ts';
import { insertClientWithEvent } from '../../test/fixtures.ts';

/**
 * The site the tour suites patrol (tours.test.ts, tour-changes.test.ts, tour-run-detail.test.ts): Sentinel's
 * customer Harbour and its event Harbour Night in London, 10 June 2026 18:00 to 11 June 08:00 UTC (22:00–06:00 in
 * London is 21:00–05:00 UTC in June).
 */
export function insertHarbourNight(db: Database) {
  return insertClientWithEvent(
    db,
    { client: 'Sentinel', customer: 'Harbour' },
    {
      name: 'Harbour Night',
      timeZone: 'Europe/London',
      startAt: new Date('2026-06-10T18:00:00Z'),
      endAt: new Date('2026-06-11T08:00:00Z'),
    },
  );
}
