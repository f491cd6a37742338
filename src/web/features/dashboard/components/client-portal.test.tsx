import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientDashboard } from '../../../../shared/contract/dashboard.ts';
import { allReportFields } from '../../../../shared/incident-report-rules.ts';
import { localDayOf } from '../../../../shared/shift-repeat.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { clientPortalSections } from './client-portal.tsx';

const now = new Date();
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const counts = { due: 4, onTime: 3, late: 0, missed: 1, pending: 0, missedCheckpoints: 2, percentOnTime: 75 };

function portal(overrides: Partial<ClientDashboard> = {}): ClientDashboard {
  return {
    view: 'client',
    generatedAt: now.toISOString(),
    guardsOnDuty: 3,
    visitorsOnSite: 0,
    eventsToday: [],
    visitorsToday: [],
    guardsOnSite: [
      {
        name: 'Jamal Carter',
        eventId: 'e1',
        eventName: 'Navy Pier',
        since: ago(120),
        breakSince: null,
        offSite: false,
      },
      {
        name: 'Maria Gonzalez',
        eventId: 'e1',
        eventName: 'Navy Pier',
        since: ago(90),
        breakSince: ago(5),
        offSite: false,
      },
      {
        name: 'Tyrone Mitchell',
        eventId: 'e1',
        eventName: 'Navy Pier',
        since: ago(60),
        breakSince: null,
        offSite: true,
      },
    ],
    tourCompliance: [
      {
        eventId: 'e1',
        eventName: 'Navy Pier',
        timeZone: 'America/Chicago',
        day: '2026-11-27',
        ...counts,
        tours: [{ tourName: 'Perimeter round', ...counts }],
      },
    ],
    openIncidentCount: 12,
    openIncidents: [
      {
        id: 'r1',
        reportType: 'Vandalism Report',
        incidentType: 'Vandalism',
        eventName: 'Navy Pier',
        submittedAt: ago(180),
        status: 'Under review',
        commentCount: 5,
        latestComments: [
          { id: 'c1', authorName: 'Priya Raman', createdAt: ago(100), content: 'Photos added.' },
          { id: 'c2', authorName: 'Olivia Brennan', createdAt: ago(50), content: 'Which gate was it?' },
          { id: 'c3', authorName: null, createdAt: ago(10), content: 'Gate 3, east end.' },
        ],
      },
      {
        id: 'r2',
        reportType: 'Fire Report',
        incidentType: null,
        eventName: null,
        submittedAt: ago(30),
        status: '',
        commentCount: 0,
        latestComments: [],
      },
    ],
    ...overrides,
  };
}

/** The report the comment answer carries (the portal reads its own view again instead). */
const reportAnswer = {
  id: 'r1',
  reportType: 'Vandalism Report',
  client: { id: 'c1', name: 'Demo' },
  event: null,
  guard: null,
  submittedBy: null,
  submittedAt: ago(180),
  status: 'Under review',
  statusChangedBy: null,
  statusChangedAt: null,
  version: 1,
  contentHash: 'x',
  // Every field of a report but its event and guard (given above), and its signature, left empty.
  ...Object.fromEntries(
    [...allReportFields.filter((field) => field !== 'eventId' && field !== 'guardId'), 'signature'].map((field) => [
      field,
      null,
    ]),
  ),
  comments: [],
  attachments: [],
  versions: [],
  canEdit: false,
  canReview: false,
  canAttach: false,
};

function renderPortal(data: ClientDashboard) {
  return renderWithProviders(
    <div>
      {clientPortalSections.map(({ id, Section }) => (
        <Section key={id} data={data} />
      ))}
    </div>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the client portal sections', () => {
  it('shows the guards on site with their state, the tour compliance and the open incidents with comments', async () => {
    mockFetch({});
    renderPortal(portal());
    const guards = await screen.findByRole('list', { name: 'Guards on site now' });
    const rows = within(guards).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Jamal Carter'),
      expect.stringContaining('Maria Gonzalez'),
      expect.stringContaining('Tyrone Mitchell'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('On duty')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('On break')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('On break since');
    expect(within(rows[2] as HTMLElement).getByText('Outside the site area')).toBeTruthy();

    const tours = screen.getByTestId('panel-tour-compliance');
    expect(within(tours).getByTestId('tour-percent').textContent).toBe('75% on time');
    expect(tours.textContent).toContain('Rounds due so far: 4 · on time: 3 · late: 0 · missed: 1');
    expect(tours.textContent).toContain('checkpoints missed: 2');
    const table = within(tours).getByRole('table', { name: 'Tour rounds today at Navy Pier' });
    expect(within(table).getByRole('rowheader', { name: 'Perimeter round' })).toBeTruthy();

    const incidents = screen.getByRole('list', { name: 'Open incidents' });
    const vandalism = within(incidents).getByRole('listitem', { name: 'Vandalism Report' });
    expect(within(vandalism).getByText('Under review')).toBeTruthy();
    const comments = within(vandalism).getByRole('list', { name: 'Latest comments on Vandalism Report' });
    expect(comments.textContent).toContain('Earlier comments: 2');
    expect(comments.textContent).toContain('Which gate was it?');
    expect(comments.textContent).toContain('Unknown user');
    const pdf = within(vandalism).getByRole('link', { name: 'Full report (PDF): Vandalism Report' });
    expect(pdf.getAttribute('href')).toBe('/api/v1/incident-reports/r1.pdf');
    const fire = within(incidents).getByRole('listitem', { name: 'Fire Report' });
    expect(within(fire).getByText('No comments yet')).toBeTruthy();
    expect(screen.getByText('The newest 2 of 12 open incidents')).toBeTruthy();
  });

  it('sends a comment on an open incident and reads the portal again', async () => {
    let posted: unknown;
    mockFetch({
      'POST /api/v1/incident-reports/r1/comments': ({ body }) => {
        posted = body;
        return { body: reportAnswer };
      },
    });
    renderPortal(portal());
    fireEvent.click(await screen.findByRole('button', { name: 'Comment on Vandalism Report' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: '  Thank you, noted.  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(posted).toEqual({ content: 'Thank you, noted.' }));
    await waitFor(() => expect(screen.queryByLabelText('Your comment')).toBeNull());
  });

  it('says so when nobody is on site, no round was due and nothing is open', async () => {
    mockFetch({});
    renderPortal(portal({ guardsOnSite: [], tourCompliance: [], openIncidents: [], openIncidentCount: 0 }));
    expect(await screen.findByText('No guard is on site right now')).toBeTruthy();
    expect(screen.getByText('No tour round has been due yet today')).toBeTruthy();
    expect(screen.getByText('No open incidents at your sites')).toBeTruthy();
    expect(screen.getByText('No events today')).toBeTruthy();
    expect(screen.getByText('No visitors today')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    mockFetch({});
    await i18n.changeLanguage('ar');
    renderPortal(portal({ guardsOnSite: [] }));
    expect(await screen.findByText('لا يوجد حارس في الموقع الآن')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'حوادث مفتوحة' })).toBeTruthy();
  });

  it('links today’s report of each event, lists the reports sent with their PDFs and the report mails', async () => {
    mockFetch({
      'GET /api/v1/auth/session': {
        body: { user: sessionUser({ roles: ['client'], role: 'client', customerId: 'cu1' }) },
      },
      'GET /api/v1/daily-activity-reports': {
        body: {
          items: [
            {
              id: 'r2',
              eventId: 'e1',
              eventName: 'Navy Pier',
              customerName: 'Harbor Events',
              date: '2026-03-17',
              version: 2,
              revision: true,
              issuedAt: ago(30),
              chainSeq: 41,
              chainHash: 'ab'.repeat(32),
            },
          ],
        },
      },
      'GET /api/v1/customers/cu1/report-subscriptions': {
        body: {
          items: [
            {
              id: 's1',
              customerId: 'cu1',
              recipients: ['ops@harbor.test', 'night@harbor.test'],
              kind: 'daily',
              sendAt: '07:00',
              createdAt: ago(600),
              createdBy: null,
            },
          ],
        },
      },
    });
    const event = {
      id: 'e1',
      eventName: 'Navy Pier',
      customerName: 'Harbor Events',
      siteName: null,
      timeZone: 'America/Chicago',
      startDate: ago(600),
      endDate: ago(-600),
      guardsAssigned: 4,
      guardsOnDuty: 3,
      scheduledNow: 3,
    };
    renderPortal(portal({ eventsToday: [event] }));
    const reports = await screen.findByTestId('panel-daily-reports');
    const today = localDayOf(now.getTime(), 'America/Chicago');
    const open = within(reports).getByRole('link', { name: 'Open today’s report of Navy Pier' });
    expect(open.getAttribute('href')).toBe(`/reports/daily-activity?event=e1&date=${today}`);
    const todayPdf = within(reports).getByRole('link', { name: 'Today’s report of Navy Pier as PDF' });
    expect(todayPdf.getAttribute('href')).toBe(`/api/v1/reports/daily-activity.pdf?eventId=e1&date=${today}`);
    const sent = await within(reports).findByRole('link', { name: 'Report of Navy Pier for 2026-03-17 as PDF' });
    expect(sent.getAttribute('href')).toBe('/api/v1/daily-activity-reports/r2/pdf');
    expect(within(reports).getByText('Revision 2')).toBeTruthy();
    expect(
      within(reports)
        .getByRole('link', { name: /All reports/ })
        .getAttribute('href'),
    ).toBe('/reports/daily-activity');

    const mails = await screen.findByRole('list', { name: 'Reports by e-mail' });
    expect(mails.textContent).toContain('Daily at 07:00');
    expect(mails.textContent).toContain('ops@harbor.test, night@harbor.test');
  });

  it('says when no report was sent and none is mailed yet', async () => {
    mockFetch({
      'GET /api/v1/auth/session': {
        body: { user: sessionUser({ roles: ['client'], role: 'client', customerId: 'cu1' }) },
      },
      'GET /api/v1/daily-activity-reports': { body: { items: [] } },
      'GET /api/v1/customers/cu1/report-subscriptions': { body: { items: [] } },
    });
    renderPortal(portal());
    expect(
      await screen.findByText('No report has been issued yet. Reports are issued when they are mailed to you.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('No report is mailed to you yet. Your guarding company can set one up.'),
    ).toBeTruthy();
  });
});
