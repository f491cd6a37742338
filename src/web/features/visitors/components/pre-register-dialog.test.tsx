import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { PreRegisterDialog } from './pre-register-dialog.tsx';

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('PreRegisterDialog', () => {
  it('asks for the ID type beside it as soon as ID digits are given and left, and keeps Pre-register usable', async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/v1/events': { body: { items: [], page: 1, limit: 100, total: 0 } },
      'POST /api/v1/visitors': ({ body }) => {
        sent.push(body);
        return { status: 201, body: visitorFixture({ name: 'Ada Guest' }) };
      },
    });
    renderWithProviders(<PreRegisterDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pre-register visitor' });
    const submit = within(dialog).getByRole('button', { name: 'Pre-register' }) as HTMLButtonElement;
    const digits = within(dialog).getByLabelText(/^ID number, last 4 digits/);
    const idType = within(dialog).getByRole('combobox', { name: /^ID type/ });

    // Only the digits, the name still empty: the ID type's message shows once the digits field is left.
    fireEvent.focus(digits);
    type(digits, '1234');
    fireEvent.blur(digits);
    expect(await within(dialog).findByText('Choose the type of ID')).toBeTruthy();
    expect(idType.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(false);

    // Pressing Pre-register sends nothing and shows every message beside its field, the first wrong one focused.
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Enter the visitor’s name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Name/)));
    expect(sent).toHaveLength(0);

    type(within(dialog).getByLabelText(/^Name/), 'Ada Guest');
    fireEvent.mouseDown(idType);
    fireEvent.click(await screen.findByRole('option', { name: 'Passport' }));
    await waitFor(() => expect(within(dialog).queryByText('Choose the type of ID')).toBeNull());
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Ada Guest', idType: 'passport', idLast4: '1234' });
  });
});
