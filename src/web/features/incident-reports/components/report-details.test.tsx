import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../../shared/contract/incident-reports.ts';
import { disabledReasonOf, mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { report, reportId } from './fixtures.test-data.ts';
import { ReportDetails } from './report-details.tsx';

function mockApi(current: Report, posts: unknown[] = []) {
  let shown = current;
  return mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } },
    [`GET /api/v1/incident-reports/${reportId}`]: () => ({ body: shown }),
    [`POST /api/v1/incident-reports/${reportId}/comments`]: ({ body }) => {
      posts.push(body);
      shown = {
        ...shown,
        comments: [
          {
            id: 'c1',
            content: (body as { content: string }).content,
            author: { id: 'u1', name: 'Sam Supervisor' },
            createdAt: '2026-03-18T15:10:00.000Z',
          },
        ],
      };
      return { body: shown };
    },
    [`POST /api/v1/incident-reports/${reportId}/status`]: ({ body }) => {
      posts.push(body);
      shown = { ...shown, status: 'Under review' };
      return { body: shown };
    },
  });
}

describe('report details', () => {
  it('shows the type’s fields and keeps comment Save disabled while the comment is empty', async () => {
    const posts: unknown[] = [];
    mockApi(report(), posts);
    renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    expect(await screen.findByText('North concourse, gate 4', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.getByText('Was there a fire?')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    // A Fire Report has no incident type or victim.
    expect(screen.queryByText('Victim name')).toBeNull();
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toBe(
      `/api/v1/incident-reports/${reportId}.pdf`,
    );
    // Not a reviewer: no status buttons.
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(disabledReasonOf(save)).toBe('Write a comment first.');
    const box = screen.getByRole('textbox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'Fire brigade left at 15:40' } });
    expect(save).toHaveProperty('disabled', false);
    expect(disabledReasonOf(save)).toBeNull();
    fireEvent.click(save);
    expect(await screen.findByText('Comment saved successfully!', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Fire brigade left at 15:40', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Sam Supervisor', { selector: 'bdi' })).toBeTruthy();
    expect(posts).toEqual([{ content: 'Fire brigade left at 15:40' }]);
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('offers the next review step to a reviewer, after a confirmation', async () => {
    const posts: unknown[] = [];
    mockApi(report({ canReview: true }), posts);
    renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start review' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Start review' })).find((b) => dialog.contains(b)) as HTMLElement,
    );
    await waitFor(() => expect(posts).toEqual([{ status: 'Under review' }]));
    expect(await screen.findByRole('button', { name: 'Close report' })).toBeTruthy();
  });
});
