import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneScreen, renderWithProviders } from '../test/utils.tsx';
import { PeriodDayFields } from './period-day-fields.tsx';

describe('PeriodDayFields', () => {
  it('shares a phone row between From and To, the gap included, instead of taking half of it each', () => {
    const restore = phoneScreen();
    try {
      renderWithProviders(
        <PeriodDayFields
          texts="workforceReports"
          from="2026-03-01"
          to="2026-03-18"
          onChange={() => {}}
          problem={undefined}
          desktopWidth={170}
        />,
      );
      for (const label of ['From', 'To']) {
        const field = screen.getByLabelText(label).closest('.MuiTextField-root') as HTMLElement;
        const style = getComputedStyle(field);
        expect(style.width).not.toBe('50%');
        expect(style.flexGrow).toBe('1');
        expect(Number.parseFloat(style.minWidth)).toBe(0);
      }
    } finally {
      restore();
    }
  });
});
