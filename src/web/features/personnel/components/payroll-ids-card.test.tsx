import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayrollIds } from '../../../../shared/contract/payroll.ts';
import type { PersonnelDetail } from '../../../../shared/contract/personnel.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { personnelFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const annId = '00000000-0000-4000-8000-0000000000a1';
const none: PayrollIds = { adp: null, gusto: null, paychex: null, quickbooks: null };

function detailWith(payrollIds: PayrollIds): PersonnelDetail {
  return { ...personnelFixture(), assignedEvents: [], clientTimeZone: 'UTC', payrollIds };
}

type Patch = { status?: number; body: unknown };

/** The person's page as `role` sees it; each PATCH body is pushed to `patches` and answered by `answer`. */
function mockPerson(role: 'supervisor' | 'manager', ids: PayrollIds, answer?: (body: unknown) => Patch) {
  const patches: unknown[] = [];
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    [`GET /api/v1/personnel/${annId}`]: { body: detailWith(ids) },
    [`GET /api/v1/personnel/${annId}/timesheet`]: {
      body: {
        personId: annId,
        from: '2026-05-01T00:00:00.000Z',
        to: '2026-05-06T00:00:00.000Z',
        entries: [],
        totals: { entries: 0, rawHours: 0, payrollHours: 0, breakMinutes: 0 },
      },
    },
    [`PATCH /api/v1/personnel/${annId}`]: ({ body }) => {
      patches.push(body);
      return answer ? answer(body) : { body: detailWith(ids) };
    },
  });
  return patches;
}

async function payrollCard() {
  const heading = await screen.findByRole('heading', { name: 'Payroll ids' }, { timeout: 15_000 });
  const card = heading.closest('section');
  if (!card) throw new Error('no payroll ids section');
  return card;
}

/** The value shown under a label of the card's description list. */
function shownValue(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling?.textContent;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('payroll ids on the person page', () => {
  it('shows a manager the ids and saves only the changed ones', async () => {
    const patches = mockPerson('manager', { ...none, adp: 'E-100', quickbooks: 'Ann North (QB)' });
    renderApp(`/personnel?focus=${annId}`);
    const card = await payrollCard();
    expect(shownValue(card, 'ADP file number')).toBe('E-100');
    expect(shownValue(card, 'Gusto employee id')).toBe('Not set');
    expect(shownValue(card, 'Paychex worker id')).toBe('Not set');
    expect(shownValue(card, 'QuickBooks employee name')).toBe('Ann North (QB)');
    expect(within(card).queryByText('Only an executive or a manager can change payroll ids.')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit payroll ids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll ids of Ann North' });
    const adp = within(dialog).getByRole('textbox', { name: 'ADP file number' });
    expect(adp).toHaveProperty('value', 'E-100');
    // Nothing changed yet: nothing to save.
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Gusto employee id' }), {
      target: { value: '  G-7 ' },
    });
    fireEvent.change(adp, { target: { value: '' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Payroll ids of Ann North saved')).toBeTruthy();
    // Trimmed, the emptied one cleared, the untouched ones left out (kept).
    expect(patches).toEqual([{ payrollIds: { adp: null, gusto: 'G-7' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payroll ids of Ann North' })).toBeNull());
  });

  it('shows a supervisor the ids read-only, without the Edit button', async () => {
    mockPerson('supervisor', { ...none, paychex: 'P-9' });
    renderApp(`/personnel?focus=${annId}`);
    const card = await payrollCard();
    expect(shownValue(card, 'Paychex worker id')).toBe('P-9');
    expect(shownValue(card, 'ADP file number')).toBe('Not set');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit payroll ids' })).toBeNull();
    expect(within(card).getByText('Only an executive or a manager can change payroll ids.')).toBeTruthy();
  });

  it('puts a server field error beside its field and keeps the dialog open', async () => {
    const patches = mockPerson('manager', none, () => ({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Invalid request',
          fields: { 'payrollIds.adp': 'At most 32 characters' },
          fieldErrors: { 'payrollIds.adp': { code: 'validation.too_long', params: { max: 32 } } },
        },
      },
    }));
    renderApp(`/personnel?focus=${annId}`);
    const card = await payrollCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit payroll ids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll ids of Ann North' });
    const adp = within(dialog).getByRole('textbox', { name: 'ADP file number' });
    fireEvent.change(adp, { target: { value: 'E-1' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(adp.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('At most 32 characters')).toBeTruthy();
    expect(patches).toEqual([{ payrollIds: { adp: 'E-1' } }]);
    expect(screen.getByRole('dialog', { name: 'Payroll ids of Ann North' })).toBeTruthy();
  });

  it('says a refusal above the fields by its code, in the language in use (Arabic)', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockPerson('manager', none, () => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not allowed to do this.' } },
    }));
    renderApp(`/personnel?focus=${annId}`);
    const heading = await screen.findByRole('heading', { name: 'معرّفات الرواتب' }, { timeout: 15_000 });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getAllByText('غير محدد')).toHaveLength(4);
    fireEvent.click(within(card).getByRole('button', { name: 'تعديل معرّفات الرواتب' }));
    const dialog = await screen.findByRole('dialog', { name: 'معرّفات الرواتب لـ Ann North' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'معرّف الموظف في Gusto' }), {
      target: { value: 'G-7' },
    });
    const save = within(dialog).getAllByRole('button').at(-1) as HTMLElement;
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('غير مسموح لك بالقيام بهذا.');
  });
});
