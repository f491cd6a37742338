import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  DailyActivityArchive,
  DailyActivityReport,
  DailyNote,
} from '../../../../shared/contract/daily-activity.ts';
import type { EventListResponse } from '../../../../shared/contract/events.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { defaultEvent } from './daily-activity-page.tsx';

const eventId = '00000000-0000-4000-8000-0000000000e1';
const events: EventListResponse = {
  items: [
    {
      id: eventId,
      eventName: 'Harbour Watch',
      customerId: 'cu1',
      customerName: 'Harbour Authority',
      clientId: 'c1',
      siteName: 'Pier 4',
      timeZone: 'UTC',
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-06-30T00:00:00.000Z',
      status: 'Active',
      guardPayrate: 0,
      managerPayrate: 0,
      supervisorPayrate: 0,
      payrollBudget: 0,
      guardsAssigned: 2,
      guardsOnDuty: 1,
      guardsOnBreak: 0,
    },
  ],
  page: 1,
  limit: 100,
  total: 1,
};

const header = {
  company: { name: 'Demo Guarding Co.', logoUrl: null },
  customer: { id: 'cu1', name: 'Harbour Authority' },
  event: { id: eventId, name: 'Harbour Watch', siteName: 'Pier 4', address: null, latitude: null, longitude: null },
  timeZone: 'UTC',
  date: '2026-06-10',
  dayStart: '2026-06-10T00:00:00.000Z',
  dayEnd: '2026-06-11T00:00:00.000Z',
};
const ann = { id: 'u1', name: 'Ann Guard' };

/** The report's issued version, the only one in its list. */
const firstVersion = {
  id: 'v1',
  version: 1,
  revision: false,
  issuedAt: '2026-06-11T06:00:00.000Z',
  chainSeq: 42,
  chainHash: 'a'.repeat(64),
};

const report: DailyActivityReport = {
  content: {
    header,
    empty: null,
    guardsOnDuty: [
      {
        person: ann,
        clockIn: '2026-06-10T08:00:00.000Z',
        clockOut: '2026-06-10T16:00:00.000Z',
        stillOnDuty: false,
        hours: 8,
        offSite: true,
      },
    ],
    breaks: [],
    tours: [],
    checkpointScans: [
      {
        at: '2026-06-10T09:30:00.000Z',
        checkpoint: 'Gate A',
        guard: ann,
        flag: 'far',
        flags: ['far', 'no_position'],
        receivedAt: '2026-06-10T09:42:00.000Z',
      },
    ],
    checkCalls: [],
    alerts: [
      {
        id: 'a1',
        at: '2026-06-10T13:00:00.000Z',
        type: 'SOS',
        title: 'SOS raised',
        acknowledged: { by: { id: 's1', name: 'Sam Supervisor' }, at: '2026-06-10T13:12:00.000Z', afterMinutes: 12 },
      },
    ],
    incidentReports: [],
    visitors: [],
    note: null,
  },
  issued: firstVersion,
  versions: [firstVersion],
  chainHead: { seq: 50, hash: 'b'.repeat(64) },
  generatedAt: '2026-06-12T10:00:00.000Z',
};

const archive: DailyActivityArchive = {
  items: [
    {
      id: 'v1',
      eventId,
      eventName: 'Harbour Watch',
      customerName: 'Harbour Authority',
      date: '2026-06-10',
      version: 1,
      revision: false,
      issuedAt: '2026-06-11T06:00:00.000Z',
      chainSeq: 42,
      chainHash: 'a'.repeat(64),
    },
  ],
};

const supervisor = sessionUser({ roles: ['supervisor'], role: 'supervisor' });

/** The report with some of its content (and of its other fields) replaced. */
function reportWith(
  content: Partial<DailyActivityReport['content']>,
  rest: Partial<DailyActivityReport> = {},
): DailyActivityReport {
  return { ...report, ...rest, content: { ...report.content, ...content } };
}

/** Opens the report of the 10th of June for `user`, the server answering `shown` and the archive `issued`. */
function openReport(
  user: ReturnType<typeof sessionUser>,
  shown: DailyActivityReport,
  issued: DailyActivityArchive,
  more: Parameters<typeof mockFetch>[0] = {},
) {
  mockFetch({
    'GET /api/v1/auth/session': { body: { user } },
    'GET /api/v1/events': { body: events },
    'GET /api/v1/reports/daily-activity': { body: shown },
    'GET /api/v1/daily-activity-reports': { body: issued },
    ...more,
  });
  renderApp(`/reports/daily-activity?event=${eventId}&date=2026-06-10`);
}

describe('daily activity report page', () => {
  it('shows the day’s sections, says which are empty, links the PDFs and saves the supervisor’s note', async () => {
    let saved: unknown;
    const note: DailyNote = {
      date: '2026-06-10',
      body: 'All quiet.',
      updatedAt: '2026-06-12T10:00:00.000Z',
      updatedBy: { id: 's1', name: 'Sam Supervisor' },
    };
    openReport(supervisor, report, archive, {
      [`PUT /api/v1/events/${eventId}/daily-notes/2026-06-10`]: ({ body }) => {
        saved = body;
        return { body: note };
      },
    });
    const guards = await screen.findByTestId('panel-dar-guards', {}, { timeout: 15_000 });
    expect(within(guards).getByText('Ann Guard')).toBeTruthy();
    expect(within(guards).getByText('In 08:00 AM · out 04:00 PM · 8.00 h')).toBeTruthy();
    expect(within(guards).getByText('Off-site')).toBeTruthy();
    expect(within(screen.getByTestId('panel-dar-breaks')).getByText('No breaks')).toBeTruthy();
    const scans = within(screen.getByTestId('panel-dar-scans'));
    expect(scans.getByText('Far from the checkpoint')).toBeTruthy();
    expect(scans.getByText('No position')).toBeTruthy();
    expect(scans.getByText('Sent 12 min late')).toBeTruthy();
    expect(
      within(screen.getByTestId('panel-dar-alerts')).getByText('Acknowledged by Sam Supervisor after 12 min'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('panel-dar-note')).getByText('No note')).toBeTruthy();
    expect(screen.getByTestId('dar-download-pdf').getAttribute('href')).toBe(
      `/api/v1/reports/daily-activity.pdf?eventId=${eventId}&date=2026-06-10`,
    );
    const versions = screen.getByTestId('panel-dar-versions');
    expect(within(versions).getByText('Download version 1').getAttribute('href')).toBe(
      '/api/v1/daily-activity-reports/v1/pdf',
    );
    const archivePanel = screen.getByTestId('panel-dar-archive');
    expect(await within(archivePanel).findByText('2026-06-10 · Harbour Watch · Harbour Authority')).toBeTruthy();

    fireEvent.change(screen.getByTestId('dar-note-input'), { target: { value: 'All quiet.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(saved).toEqual({ body: 'All quiet.' }));
    expect(await screen.findByText('Note saved')).toBeTruthy();
  });

  it('lists the patrol visits of the site only on a day that has them, visited or missed', async () => {
    const withVisits = reportWith({
      patrolVisits: [
        {
          routeName: 'Night patrol',
          windowStartsAt: '2026-06-10T22:30:00.000Z',
          windowEndsAt: '2026-06-10T23:30:00.000Z',
          status: 'visited',
          visitedAt: '2026-06-10T22:50:00.000Z',
          guard: ann,
        },
        {
          routeName: 'Night patrol',
          windowStartsAt: '2026-06-10T23:45:00.000Z',
          windowEndsAt: '2026-06-11T00:30:00.000Z',
          status: 'missed',
          visitedAt: null,
          guard: ann,
        },
      ],
    });
    openReport(supervisor, withVisits, archive);
    const panel = await screen.findByTestId('panel-dar-patrol-visits', {}, { timeout: 15_000 });
    expect(within(panel).getByText('Visited')).toBeTruthy();
    expect(within(panel).getByText('Missed')).toBeTruthy();
    expect(within(panel).getByText(/^Visited at .* · Ann Guard$/)).toBeTruthy();
  });

  it('has no patrol section on a day without patrol visits', async () => {
    openReport(supervisor, report, archive);
    await screen.findByTestId('panel-dar-guards', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('panel-dar-patrol-visits')).toBeNull();
  });

  it('tells a client user why a day is empty, without the note editor', async () => {
    const empty = reportWith(
      { empty: 'no_guard_clocked_in', guardsOnDuty: [], checkpointScans: [], alerts: [] },
      { issued: null, versions: [] },
    );
    openReport(sessionUser({ roles: ['client'], role: 'client', customerId: 'cu1' }), empty, { items: [] });
    expect(
      await screen.findByText(
        'Nothing to report: shifts were scheduled but no guard clocked in.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('No guards on duty')).toBeTruthy();
    expect(screen.getByText('No version issued yet')).toBeTruthy();
    expect(screen.queryByTestId('dar-note-input')).toBeNull();
    expect(await screen.findByText('No issued reports match.')).toBeTruthy();
  });

  it('names tour states, alert types and report statuses in the reader’s words, and a break still running as such', async () => {
    const busy = reportWith({
      breaks: [
        {
          person: ann,
          startAt: '2026-06-10T10:00:00.000Z',
          endAt: null,
          minutes: 25,
          plannedMinutes: 15,
          overrun: true,
        },
      ],
      tours: [
        {
          tourId: 't1',
          tourName: 'Perimeter round',
          startsAt: '2026-06-10T09:00:00.000Z',
          endsAt: '2026-06-10T10:00:00.000Z',
          state: 'completed late',
          expected: 3,
          scanned: 3,
          missed: 0,
          late: 1,
        },
      ],
      alerts: [
        {
          id: 'a2',
          at: '2026-06-10T13:00:00.000Z',
          type: 'Missed Check-Call',
          title: 'Missed check-call: Ann Guard',
          acknowledged: null,
        },
      ],
      incidentReports: [
        {
          id: 'r1',
          at: '2026-06-10T14:00:00.000Z',
          reportType: 'Fire Report',
          title: 'Kitchen fire',
          filedBy: ann,
          status: 'Submitted',
          thumbnailUrl: null,
          photoFile: null,
        },
      ],
    });
    openReport(supervisor, busy, archive);
    const tours = await screen.findByTestId('panel-dar-tours', {}, { timeout: 15_000 });
    expect(within(tours).getByText('Completed late')).toBeTruthy();
    expect(
      within(screen.getByTestId('panel-dar-breaks')).getByText('From 10:00 AM · still on break · 25 of 15 min'),
    ).toBeTruthy();
    const alerts = screen.getByTestId('panel-dar-alerts');
    expect(await within(alerts).findByText('Missed check-call')).toBeTruthy();
    expect(within(alerts).getByText('Missed check-call: Ann Guard')).toBeTruthy();
    // Not yet reviewed is New, as in the incident reports list.
    expect(
      await within(screen.getByTestId('panel-dar-incidents')).findByText('Fire Report · Filed by Ann Guard · New'),
    ).toBeTruthy();
  });
});

describe('defaultEvent', () => {
  const event = (id: string, startDate: string, endDate: string, timeZone = 'America/Chicago') => ({
    id,
    startDate,
    endDate,
    timeZone,
  });
  // 2026-11-27 17:00 UTC is 11:00 in Chicago: its default day is 2026-11-26.
  const now = Date.parse('2026-11-27T17:00:00Z');

  it('opens on the first event that ran on its default day, not on the first of the list', () => {
    const items = [
      event('future', '2026-12-05T18:00:00Z', '2026-12-06T04:00:00Z'),
      // 2026-11-26 20:00 to 23:30 in Chicago.
      event('yesterday', '2026-11-27T02:00:00Z', '2026-11-27T05:30:00Z'),
    ];
    expect(defaultEvent(items, now)?.id).toBe('yesterday');
  });

  it('reads the day in the event’s own zone', () => {
    // At 2026-11-27 12:00 UTC the default day is 2026-11-26 in both zones; 20:00–21:00 UTC on the 26th is that
    // afternoon in Chicago but the morning of the 27th in Tokyo.
    const noon = Date.parse('2026-11-27T12:00:00Z');
    const items = [
      event('tokyo', '2026-11-26T20:00:00Z', '2026-11-26T21:00:00Z', 'Asia/Tokyo'),
      event('chicago', '2026-11-26T20:00:00Z', '2026-11-26T21:00:00Z', 'America/Chicago'),
    ];
    expect(defaultEvent(items, noon)?.id).toBe('chicago');
  });

  it('falls back to the first event when none ran that day, and to nothing without events', () => {
    expect(defaultEvent([event('a', '2027-01-01T00:00:00Z', '2027-01-02T00:00:00Z')], now)?.id).toBe('a');
    expect(defaultEvent([], now)).toBeUndefined();
  });
});
