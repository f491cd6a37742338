import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DispatchCall, DispatchCallDetail, DispatchUnitList } from '../../../../shared/contract/dispatch.ts';
import { renderWithProviders } from '../../../test/utils.tsx';
import { CallDetails } from './call-details.tsx';
import { CallQueue } from './call-queue.tsx';

/* A call raised from a guard's incident report (docs/product/dispatch.md#the-board): marked, with a way to the report. */

const now = Date.parse('2026-12-07T12:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const reportId = '00000000-0000-4000-8000-0000000003a1';

function dispatchCall(over: Partial<DispatchCall> & { id: string }): DispatchCall {
  return {
    eventId: '00000000-0000-4000-8000-000000000390',
    eventName: 'Harbor Terminal',
    customerId: '00000000-0000-4000-8000-000000000391',
    customerName: 'Harbor Co',
    address: null,
    lat: 41.88,
    lng: -87.63,
    type: 'disturbance',
    priority: 2,
    description: 'Fence cut behind the loading bay',
    callerName: null,
    callerPhone: null,
    source: 'guard',
    status: 'new',
    outcome: null,
    receivedAt: at(-5),
    targetAt: at(25),
    targetMinutes: 30,
    assignee: null,
    assignedAt: null,
    acknowledgedAt: null,
    enRouteAt: null,
    onSceneAt: null,
    clearedAt: null,
    cancelledAt: null,
    arrivalFar: false,
    responseMinutes: null,
    targetMissed: false,
    createdBy: null,
    incidentReportId: reportId,
    ...over,
  };
}

const loaded = <T,>(data: T) => ({ data, error: null, refetch: async () => undefined }) as unknown as UseQueryResult<T>;

describe('a call from a guard’s report on the board', () => {
  it('is marked in the queue and in its details, which link to the report', async () => {
    const fromReport = dispatchCall({ id: '00000000-0000-4000-8000-0000000003c1' });
    const plain = dispatchCall({
      id: '00000000-0000-4000-8000-0000000003c2',
      type: 'alarm',
      source: 'dispatcher',
      incidentReportId: null,
    });
    renderWithProviders(
      <>
        <CallQueue calls={[fromReport, plain]} now={now} selectedId={null} onSelect={() => undefined} />
        <CallDetails
          call={loaded<DispatchCallDetail>({ ...fromReport, timeline: [] })}
          units={loaded<DispatchUnitList>({ items: [], speedKmh: 40 })}
          now={now}
          pendingUserId={null}
          assignError={null}
          onAssign={() => undefined}
          onCancel={() => undefined}
          onClose={() => undefined}
        />
      </>,
    );
    const rows = await screen.findAllByTestId('call-row');
    expect(within(rows[0] as HTMLElement).getByText('From a guard’s report')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('From a guard’s report')).toBeNull();

    const details = screen.getByTestId('call-details');
    const marker = within(details).getByRole('link', { name: 'From a guard’s report' });
    expect(marker.getAttribute('href')).toBe(`/reports/incident-reports?report=${reportId}`);
    expect(within(details).getByText('Guard')).toBeTruthy();
  });
});
