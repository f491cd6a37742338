import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../../shared/contract/incident-reports.ts';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { report, reportId } from './fixtures.test-data.ts';
import { ReportDetails } from './report-details.tsx';

describe('edit report dialog', () => {
  it('saves only after a change and a reason, sending just the changed field and the reason', async () => {
    const patches: unknown[] = [];
    let shown: Report = report({ canEdit: true });
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } },
      'GET /api/v1/incident-reports/options': {
        body: { events: [], guards: [], clients: [], selfGuardId: null },
      },
      [`GET /api/v1/incident-reports/${reportId}`]: () => ({ body: shown }),
      [`PATCH /api/v1/incident-reports/${reportId}`]: ({ body }) => {
        patches.push(body);
        shown = { ...shown, ...(body as Partial<Report>), version: 2 };
        return { body: shown };
      },
    });
    renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const location = screen.getByRole('textbox', { name: /Incident location/ });
    expect(location).toHaveProperty('value', 'North concourse, gate 4');
    const save = screen.getAllByRole('button', { name: 'Save' }).find((b) => dialog.contains(b)) as HTMLElement;
    expect(save).toHaveProperty('disabled', true);

    const reason = screen.getByRole('textbox', { name: /Reason for the change/ });
    fireEvent.change(reason, { target: { value: 'Wrong gate' } });
    // A reason alone is not a change.
    await waitFor(() => expect(save).toHaveProperty('disabled', true));

    fireEvent.change(location, { target: { value: 'North concourse, gate 5' } });
    fireEvent.change(reason, { target: { value: 'ab' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    // A reason too short is the field's fault: pressing Save says so beside it and sends nothing.
    fireEvent.click(save);
    expect(await screen.findByText('Say why the report is changed')).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Wrong gate' } });
    await waitFor(() => expect(screen.queryByText('Say why the report is changed')).toBeNull());

    fireEvent.click(save);
    expect(await screen.findByText('Report updated; the earlier version is kept.', {}, { timeout: 5000 })).toBeTruthy();
    expect(patches).toEqual([{ incidentLocation: 'North concourse, gate 5', reason: 'Wrong gate' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
