/** The field API as the field app's screen tests answer it (docs/product/field-app.md). */
import type { FieldToday, SyncAction } from '../../../../shared/contract/field.ts';
import { type MockHandler, type MockResponse, mockFetch, sessionUser } from '../../../test/utils.tsx';

const hour = 3_600_000;
type FieldEvent = FieldToday['events'][number];

/** An event of the guard's day: Mall Day at North Mall (UTC), from an hour ago to an hour on, open for clock-in. */
export function fieldEvent(event: Partial<FieldEvent> & Pick<FieldEvent, 'id'>): FieldEvent {
  return {
    name: 'Mall Day',
    siteName: 'North Mall',
    address: null,
    timeZone: 'UTC',
    startDate: new Date(Date.now() - hour).toISOString(),
    endDate: new Date(Date.now() + hour).toISOString(),
    canClockIn: true,
    zones: [],
    ...event,
  };
}

/** The guard's day as /field/today answers it: off duty, no check-call due, no events or tasks but `day`'s. */
export function fieldDay(day: Partial<FieldToday> = {}): FieldToday {
  return {
    now: new Date().toISOString(),
    positionIntervalSeconds: 30,
    breakLengths: [15, 30],
    nextCheckCallDue: null,
    clock: null,
    onBreak: null,
    events: [],
    tasks: [],
    ...day,
  };
}

/**
 * A guard (Gus Guard) signed in as `userId`; /field/today answers `state()` (read at each call) and /field/sync
 * accepts every action, or refuses the whole batch with `syncStatus` (or with what it answers at each call, none:
 * accepted); `more` answers other calls. Returns the batches sent, in order.
 */
export function mockFieldApi(
  userId: string,
  state: () => FieldToday,
  syncStatus?: number | (() => number | undefined),
  more: Record<string, MockResponse | MockHandler> = {},
): SyncAction[][] {
  const batches: SyncAction[][] = [];
  mockFetch({
    ...more,
    'GET /api/v1/auth/session': {
      body: { user: sessionUser({ id: userId, roles: ['guard'], role: 'guard', displayName: 'Gus Guard' }) },
    },
    'GET /api/v1/field/today': () => ({ body: state() }),
    'POST /api/v1/field/sync': ({ body }) => {
      const actions = (body as { actions: SyncAction[] }).actions;
      batches.push(actions);
      const refusal = typeof syncStatus === 'function' ? syncStatus() : syncStatus;
      if (refusal) return { status: refusal, body: { error: { code: 'unavailable', message: 'Try later.' } } };
      return {
        body: {
          results: actions.map((action, index) => ({
            index,
            idempotencyKey: action.body.idempotencyKey ?? null,
            ok: true,
            result: { kind: action.kind, id: null, at: action.body.at, duplicate: false, alertIds: [] },
            error: null,
          })),
        },
      };
    },
  });
  return batches;
}
