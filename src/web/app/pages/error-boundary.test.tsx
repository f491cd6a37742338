import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/utils.tsx';
import { AppProviders } from '../providers.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('Guard roster is undefined');
  return <p>All quiet</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        defuse
      </button>
      <AppErrorBoundary>
        <Bomb explode={explode} />
      </AppErrorBoundary>
    </>
  );
}

describe('AppErrorBoundary', () => {
  it('shows the message, the error text and the component stack, and can retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders queryClient={testQueryClient()}>
        <Harness />
      </AppProviders>,
    );
    // The error page loads with MUI's theme (the sign-in page carries neither).
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toBe('Guard roster is undefined');
    expect(screen.getByText('Component stack')).toBeTruthy();
    expect(document.querySelector('pre')?.textContent).toContain('Bomb');

    fireEvent.click(screen.getByRole('button', { name: 'defuse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All quiet')).toBeTruthy();
  });
});
