import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneScreen, renderWithProviders } from '../test/utils.tsx';
import { FilterRow } from './filter-row.tsx';

describe('FilterRow', () => {
  it('stacks its fields on a phone without wrapping, so the column is the page width and not its widest field', () => {
    const restore = phoneScreen();
    try {
      renderWithProviders(
        <FilterRow>
          <span>Status</span>
          <span>Customer</span>
        </FilterRow>,
      );
      const row = screen.getByText('Status').parentElement as HTMLElement;
      const style = getComputedStyle(row);
      expect(style.flexDirection).toBe('column');
      expect(style.flexWrap).not.toBe('wrap');
    } finally {
      restore();
    }
  });
});
