import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SosButton } from './sos-button.tsx';

describe('the SOS button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing when released before 2 seconds, and says it was cancelled', () => {
    const onTrigger = vi.fn();
    render(<SosButton onTrigger={onTrigger} />);
    const button = screen.getByRole('button', { name: 'SOS' });
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.getByRole('status').textContent).toBe('Keep holding… 1');
    fireEvent.pointerUp(button, { button: 0, pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(onTrigger).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('SOS cancelled: released too early.');
  });

  it('sends after being held for 2 seconds', () => {
    const onTrigger = vi.fn();
    render(<SosButton onTrigger={onTrigger} />);
    const button = screen.getByRole('button', { name: 'SOS' });
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(onTrigger).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onTrigger).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button, { button: 0, pointerId: 1 });
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it('works the same with Space held down (key repeats do not restart it)', () => {
    const onTrigger = vi.fn();
    render(<SosButton onTrigger={onTrigger} />);
    const button = screen.getByRole('button', { name: 'SOS' });
    fireEvent.keyDown(button, { key: ' ' });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    fireEvent.keyDown(button, { key: ' ', repeat: true });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onTrigger).toHaveBeenCalledTimes(1);

    fireEvent.keyUp(button, { key: ' ' });
    fireEvent.keyDown(button, { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.keyUp(button, { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });
});
