import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CancelSubmitActions } from './form-dialog-frame.tsx';
import { BusySubmitButton, ReasonedButton, SubmitButton } from './form-parts.tsx';

function reasonOf(button: HTMLElement): string | null | undefined {
  const holder = button.parentElement as HTMLElement;
  const id = holder.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('a disabled action says why', () => {
  it('shows the reason beside the button and ties it to a focusable holder a keyboard reaches', () => {
    const onClick = vi.fn();
    render(
      <ReasonedButton disabledReason="Choose at least one person first" onClick={onClick}>
        Print badges
      </ReasonedButton>,
    );
    const button = screen.getByRole('button', { name: 'Print badges' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Choose at least one person first')).toBeTruthy();
    const holder = button.parentElement as HTMLElement;
    holder.focus();
    expect(document.activeElement).toBe(holder);
    expect(reasonOf(button)).toBe('Choose at least one person first');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the same button element when the reason comes and goes, and then says nothing', () => {
    function Toggle() {
      const [reason, setReason] = useState<string | null>('Nothing to save yet');
      return (
        <>
          <button type="button" onClick={() => setReason(null)}>
            change
          </button>
          <BusySubmitButton busy={false} disabledReason={reason}>
            Save
          </BusySubmitButton>
        </>
      );
    }
    render(<Toggle />);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBe(save);
    expect(save.disabled).toBe(false);
    expect(screen.queryByText('Nothing to save yet')).toBeNull();
    expect((save.parentElement as HTMLElement).hasAttribute('tabindex')).toBe(false);
    expect(reasonOf(save)).toBeNull();
  });

  it('gives a dialog’s Cancel and submit the reason, and the page form’s full-width submit too', () => {
    render(
      <>
        <CancelSubmitActions
          busy={false}
          submitLabel="Save"
          submitDisabledReason="Nothing to save yet"
          onCancel={() => undefined}
        />
        <SubmitButton submitting={false} busyLabel="Signing in" disabledReason="Fill in the fields first">
          Sign in
        </SubmitButton>
      </>,
    );
    expect(reasonOf(screen.getByRole('button', { name: 'Save' }))).toBe('Nothing to save yet');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(reasonOf(screen.getByRole('button', { name: 'Sign in' }))).toBe('Fill in the fields first');
  });

  it('leaves a submit usable while only fields are wrong (no reason given)', () => {
    render(<BusySubmitButton busy={false}>Add</BusySubmitButton>);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
