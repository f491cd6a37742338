import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../shared/contract/clients.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { ClientFormDialog } from './client-form-dialog.tsx';

function client(overrides: Partial<Client> = {}): Client {
  return {
    id: '00000000-0000-4000-8000-0000000000c9',
    clientName: 'Harbor Patrol',
    status: 'Active',
    timeZone: 'America/Chicago',
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    address: null,
    customers: 0,
    events: 0,
    activeEvents: 0,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

function submitOf(dialog: HTMLElement): HTMLButtonElement {
  const button = within(dialog).getByRole('button', { name: 'Add client' });
  if (!(button instanceof HTMLButtonElement)) throw new Error('not a button');
  return button;
}

describe('add client form', () => {
  it('keeps Add disabled until a name is entered and shows the messages beside the fields', async () => {
    const calls: unknown[] = [];
    mockFetch({
      'POST /api/v1/clients': ({ body }) => {
        calls.push(body);
        return { status: 201, body: client() };
      },
    });
    renderWithProviders(<ClientFormDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add client' }, { timeout: 5000 });
    const submit = submitOf(dialog);
    expect(submit.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/^Contact email/), { target: { value: 'nope' } });
    expect(await within(dialog).findByText('You must enter a valid email')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Time zone/), { target: { value: 'Mars/Olympus' } });
    expect(await within(dialog).findByText('Must be an IANA time zone such as America/Chicago')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: '   ' } });
    expect(await within(dialog).findByText('You must enter a name')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: 'Harbor Patrol' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact email/), { target: { value: 'ops@harbor.test' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time zone/), { target: { value: 'America/Chicago' } });
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
    expect(calls[0]).toEqual({
      clientName: 'Harbor Patrol',
      timeZone: 'America/Chicago',
      contactName: null,
      contactEmail: 'ops@harbor.test',
      contactPhone: null,
      address: null,
    });
  });

  it('puts the server’s 400 field message on its field', async () => {
    mockFetch({
      'POST /api/v1/clients': {
        status: 400,
        body: {
          error: { code: 'validation', message: 'Check the fields', fields: { clientName: 'That name is taken' } },
        },
      },
    });
    renderWithProviders(<ClientFormDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add client' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: 'Sentinel' } });
    const submit = submitOf(dialog);
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('That name is taken')).toBeTruthy();
  });
});
