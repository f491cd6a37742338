import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLineTitle } from './phone-lists.tsx';

describe('PhoneLineTitle', () => {
  it('wraps a long name instead of cutting it, since a phone cannot hover to read it whole', () => {
    const name = 'Millennium Park — Plaza and Ice Rink Patrol, North Entrance';
    render(
      <ThemeProvider theme={createTheme()}>
        <PhoneLineTitle title={name} chip={null} dir="auto" />
      </ThemeProvider>,
    );
    const title = screen.getByText(name);
    expect(getComputedStyle(title).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(title).overflowWrap).toBe('anywhere');
  });
});
