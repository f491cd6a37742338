import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { CheckInDialog } from './check-in-dialog.tsx';

/** Dmitri Volkov, expected with a delivery, registered by the front desk. */
const visitor = visitorFixture({
  name: 'Dmitri Volkov',
  company: 'Volkov Logistics',
  email: null,
  hostName: null,
  purpose: 'Delivery',
  vehiclePlate: 'IL7K4429',
  status: 'expected',
  requestedById: null,
  requestedByName: null,
});

const watchListAnswer = {
  status: 409,
  body: {
    error: {
      code: 'watch_list_match',
      message: 'This visitor is on the watch list.',
      fields: { reason: 'Drove through the barrier', entryId: 'e1', entryName: 'Dmitri Volkov', matchedOn: 'plate' },
    },
  },
};

function renderAs(role: 'guard' | 'supervisor', routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    ...routes,
  });
  renderWithProviders(<CheckInDialog visitor={visitor} onClose={() => {}} onPrintBadge={() => {}} />);
  return fetchMock;
}

describe('the check-in dialog and the watch list', () => {
  it('shows the warning with the reason; a guard can only deny entry', async () => {
    const denied: unknown[] = [];
    renderAs('guard', {
      'POST /api/v1/visitors/00000000-0000-4000-8000-00000000000a/check-in': watchListAnswer,
      'POST /api/v1/visitors/00000000-0000-4000-8000-00000000000a/deny': ({ body }) => {
        denied.push(body);
        return { body: { ...visitor, status: 'denied' } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Check in Dmitri Volkov' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    const warning = await within(dialog).findByTestId('watch-list-warning');
    expect(warning.textContent).toContain('The vehicle plate matches the watch-list entry “Dmitri Volkov”.');
    expect(warning.textContent).toContain('Reason: Drove through the barrier');
    await waitFor(() =>
      expect(within(dialog).queryByText('Only a supervisor or above can let this visitor in.')).toBeTruthy(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Check in anyway' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny entry' }));
    await waitFor(() => expect(denied).toEqual([{ note: 'Denied entry: on the watch list' }]));
  });

  it('lets a supervisor check in anyway, acknowledging the warning, then offers the badge', async () => {
    const sent: unknown[] = [];
    renderAs('supervisor', {
      'POST /api/v1/visitors/00000000-0000-4000-8000-00000000000a/check-in': ({ body }) => {
        sent.push(body);
        return (body as { acknowledgeWatchList?: boolean }).acknowledgeWatchList
          ? { body: { ...visitor, status: 'checked_in', badgeNumber: 'V-9' } }
          : watchListAnswer;
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Check in Dmitri Volkov' });
    fireEvent.change(within(dialog).getByLabelText('Badge number'), { target: { value: 'V-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Check in anyway' }));
    expect(await screen.findByRole('dialog', { name: 'Dmitri Volkov is checked in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print badge' })).toBeTruthy();
    expect(sent).toEqual([{ badgeNumber: 'V-9' }, { badgeNumber: 'V-9', acknowledgeWatchList: true }]);
  });
});
