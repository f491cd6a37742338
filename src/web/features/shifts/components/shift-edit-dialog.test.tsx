import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Shift } from '../../../../shared/contract/shifts.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';
import { type MockHandler, type MockResponse, mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { gabe, settings, shift, shiftId } from './schedule.test-data.ts';

function mockApi(current: Shift, extra: Record<string, MockResponse | MockHandler> = {}) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
    'GET /api/v1/scheduling/settings': { body: settings },
    'GET /api/v1/shifts': { body: { items: [current] } },
    [`GET /api/v1/shifts/${shiftId}`]: { body: current },
    [`GET /api/v1/shifts/${shiftId}/candidates`]: { body: { items: [] } },
    ...extra,
  });
}

async function openDetails() {
  renderApp('/schedule');
  const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 30_000 });
  fireEvent.click(within(grid).getByText('08:00–16:00'));
  return screen.findByRole('dialog', { name: 'Harbor Festival · North gate' });
}

describe('editing a shift', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    updateServerOffset('2026-11-16T18:00:00.000Z');
  });

  it('shows whom new times block and why, and saves them anyway only with a reason', async () => {
    const bodies: unknown[] = [];
    mockApi(shift(), {
      [`PATCH /api/v1/shifts/${shiftId}`]: ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) {
          return {
            status: 409,
            body: {
              error: {
                code: 'shift.ineligible',
                message: 'This change blocks people on the shift.',
                params: {
                  people: [
                    {
                      userId: gabe,
                      name: 'Gabe Guard',
                      blocks: ['licence.expired', 'rest.too_short'],
                      expiresOn: '2026-11-18',
                      restHours: 6,
                      minRestHours: 8,
                    },
                  ],
                },
              },
            },
          };
        }
        return { body: shift({ endAt: '2026-11-19T06:00:00.000Z' }) };
      },
    });
    const details = await openDetails();
    fireEvent.click(await within(details).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    expect((within(dialog).getByLabelText(/Start/) as HTMLInputElement).value).toBe('2026-11-18T08:00');
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2026-11-19T00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This change blocks people on the shift');
    expect(alert.textContent).toContain(
      'Gabe Guard: The licence expires on Nov 18, 2026, before the shift ends; Only 6.00 h of rest next to another shift (at least 8.00 h)',
    );
    // Only the end changed; a shift ending at midnight is sent as that instant.
    expect(bodies).toEqual([{ endAt: '2026-11-19T06:00:00.000Z' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await within(dialog).findByText('You must give a reason')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText(/Reason for saving anyway/), {
      target: { value: 'Relief arrives late' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(bodies[1]).toEqual({ endAt: '2026-11-19T06:00:00.000Z', override: { reason: 'Relief arrives late' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit shift' })).toBeNull());
  });

  it('asks no reason once the change the refusal was about is undone', async () => {
    const bodies: unknown[] = [];
    mockApi(shift(), {
      [`PATCH /api/v1/shifts/${shiftId}`]: ({ body }) => {
        bodies.push(body);
        return {
          status: 409,
          body: {
            error: {
              code: 'shift.ineligible',
              message: 'Blocked.',
              params: { people: [{ userId: gabe, name: 'Gabe Guard', blocks: ['role.missing'] }] },
            },
          },
        };
      },
    });
    const details = await openDetails();
    fireEvent.click(await within(details).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Required role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Supervisor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Gabe Guard: Does not hold the role this shift needs',
    );
    expect(bodies).toEqual([{ requiredRole: 'supervisor' }]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Required role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Guard' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).queryByLabelText(/Reason for saving anyway/)).toBeNull();
  });

  it('shows on the shift an edit saved despite blocks: who, when, why and whom it blocked', async () => {
    mockApi(
      shift({
        editOverride: {
          reason: 'Client moved the opening',
          by: 'u9',
          byName: 'Mia Manager',
          at: '2026-11-12T15:30:00.000Z',
          people: [
            { userId: gabe, name: 'Gabe Guard', blocks: ['licence.expired'], params: { expiresOn: '2026-11-17' } },
          ],
        },
      }),
    );
    const details = await openDetails();
    const isolated = (text: string) => `\u2068${text}\u2069`;
    expect(
      await within(details).findByText(
        `Times or role changed despite blocks by ${isolated('Mia Manager')} on ${isolated('Nov 12, 2026, 9:30 AM')}: “${isolated('Client moved the opening')}”`,
      ),
    ).toBeTruthy();
    expect(details.textContent).toContain('Gabe Guard: The licence expires on Nov 17, 2026, before the shift ends');
  });
});
