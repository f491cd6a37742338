import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { photoProblem } from './photo-card.tsx';

describe('profile page', () => {
  it('saves the display name and shows it in the toolbar', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'PATCH /api/v1/me': (request) => {
        patches.push(request.body);
        return { body: sessionUser({ displayName: 'Erin E. Executive' }) };
      },
    });
    renderApp('/profile');
    const name = await screen.findByLabelText(/^Display name/, {}, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('You must enter a name')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Erin E. Executive' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(patches).toEqual([{ displayName: 'Erin E. Executive' }]));
    expect(await screen.findByRole('button', { name: /^Account: Erin E\. Executive/ })).toBeTruthy();
  });

  it('refuses files that are not JPEG, PNG or WebP, or larger than 5 MB, before uploading', () => {
    expect(photoProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toMatch(/JPEG, PNG or WebP/);
    expect(photoProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toMatch(
      /5 MB/,
    );
    expect(photoProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
  });
});
