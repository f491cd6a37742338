import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldShift } from '../../../../shared/contract/shifts.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { MyShiftsCard, OpenShiftsCard } from './shifts-card.tsx';

function fieldShift(overrides: Partial<FieldShift> = {}): FieldShift {
  return {
    id: '00000000-0000-4000-8000-00000000005a',
    eventId: '00000000-0000-4000-8000-0000000000e1',
    eventName: 'Harbor Festival',
    eventTimeZone: 'America/Chicago',
    siteName: 'Pier 9',
    address: null,
    post: 'North gate',
    startAt: '2026-11-25T14:00:00.000Z',
    endAt: '2026-11-25T22:00:00.000Z',
    requiredRole: 'guard',
    notes: null,
    myStatus: null,
    openPlaces: 2,
    warnings: [],
    ...overrides,
  };
}

describe('field shifts', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists my upcoming shifts and says which claim waits for approval', async () => {
    mockFetch({
      'GET /api/v1/field/shifts': {
        body: {
          items: [
            fieldShift({ myStatus: 'assigned' }),
            fieldShift({ id: '00000000-0000-4000-8000-00000000005b', post: 'South gate', myStatus: 'pending' }),
          ],
        },
      },
    });
    renderWithProviders(<MyShiftsCard />);
    const list = await screen.findByRole('list', { name: 'My upcoming shifts' }, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Harbor Festival · North gate');
    expect(items[0]?.textContent).not.toContain('Waiting for approval');
    expect(items[1]?.textContent).toContain('Waiting for approval');
  });

  it('claims an open shift, showing the overtime first and then that the claim waits for a manager', async () => {
    let claimed = false;
    mockFetch({
      'GET /api/v1/field/open-shifts': () => ({
        body: {
          items: claimed
            ? []
            : [
                fieldShift({
                  warnings: [{ code: 'overtime.weekly', message: 'Overtime', overtimeHours: 2, overtimeCost: 30 }],
                }),
              ],
        },
      }),
      'POST /api/v1/field/open-shifts/00000000-0000-4000-8000-00000000005a/claim': () => {
        claimed = true;
        return { status: 201, body: { status: 'pending', shift: fieldShift({ myStatus: 'pending', openPlaces: 1 }) } };
      },
    });
    renderWithProviders(<OpenShiftsCard />);
    const list = await screen.findByRole('list', { name: 'Open shifts' }, { timeout: 15_000 });
    expect(list.textContent).toContain('2.00 h of weekly overtime, costing $30.00 extra');
    expect(list.textContent).toContain('2 places open');
    fireEvent.click(within(list).getByRole('button', { name: 'Claim Harbor Festival · North gate' }));
    expect(await screen.findByText('Claimed: waiting for a manager’s approval.')).toBeTruthy();
    expect(await screen.findByText('No open shifts for you right now.')).toBeTruthy();
  });

  it('shows why a claim is refused', async () => {
    mockFetch({
      'GET /api/v1/field/open-shifts': { body: { items: [fieldShift()] } },
      'POST /api/v1/field/open-shifts/00000000-0000-4000-8000-00000000005a/claim': {
        status: 409,
        body: {
          error: { code: 'shift.full', message: 'Every place of the shift is taken.', params: { headcount: 2 } },
        },
      },
    });
    renderWithProviders(<OpenShiftsCard />);
    const list = await screen.findByRole('list', { name: 'Open shifts' }, { timeout: 15_000 });
    fireEvent.click(within(list).getByRole('button', { name: /Claim/ }));
    expect((await screen.findByRole('status')).textContent).not.toBe('');
  });

  it('says the lists come back with the connection when the phone has none', async () => {
    const fetchMock = mockFetch({});
    onlineManager.setOnline(false);
    try {
      renderWithProviders(
        <>
          <MyShiftsCard />
          <OpenShiftsCard />
        </>,
      );
      expect(await screen.findAllByText('Shown when the connection returns.', {}, { timeout: 15_000 })).toHaveLength(2);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
