import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { ClientNotes } from './client-notes.tsx';

const clientId = '00000000-0000-4000-8000-0000000000c1';

function button(name: string): HTMLButtonElement {
  const element = screen.getByRole('button', { name });
  if (!(element instanceof HTMLButtonElement)) throw new Error('not a button');
  return element;
}

describe('note box', () => {
  it('keeps Save disabled while the note is empty or blank, and sends the trimmed note', async () => {
    const sent: unknown[] = [];
    mockFetch({
      [`GET /api/v1/clients/${clientId}/notes`]: { body: { items: [] } },
      [`POST /api/v1/clients/${clientId}/notes`]: ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: { id: 'n1', content: 'Gate code changed', authorId: 'u1', authorName: 'Erin', createdAt: '' },
        };
      },
    });
    renderWithProviders(<ClientNotes clientId={clientId} actor={sessionUser()} />);
    const box = await screen.findByLabelText('Add a note', {}, { timeout: 5000 });
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);

    fireEvent.change(box, { target: { value: '   ' } });
    expect(button('Save').disabled).toBe(true);

    fireEvent.change(box, { target: { value: '  Gate code changed ' } });
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(sent).toEqual([{ content: 'Gate code changed' }]), { timeout: 5000 });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''), { timeout: 5000 });
    expect(button('Save').disabled).toBe(true);
  });

  it('clears the box on Cancel', async () => {
    mockFetch({ [`GET /api/v1/clients/${clientId}/notes`]: { body: { items: [] } } });
    renderWithProviders(<ClientNotes clientId={clientId} actor={sessionUser()} />);
    const box = await screen.findByLabelText('Add a note', {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'Draft' } });
    fireEvent.click(button('Cancel'));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(button('Save').disabled).toBe(true);
  });
});
