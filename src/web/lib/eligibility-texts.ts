import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftBlock, ShiftWarning } from '../../shared/contract/shifts.ts';
import { formatDate, formatHours, formatMoney } from './format.ts';

/**
 * A block or warning of the eligibility check in the reader's language (docs/product/shifts.md): the
 * `shifts` namespace words each code with the figures the API sends in `params`, formatted here (hours with two
 * decimals, money in dollars, days as dates). The schedule screen and the guard's open shifts both go through here.
 */
export function useEligibilityText(): (item: ShiftBlock | ShiftWarning) => string {
  const { t } = useTranslation('shifts');
  return useCallback(
    (item) => {
      const p = item.params ?? {};
      const hours = (v: unknown) => formatHours(typeof v === 'number' ? v : Number(v ?? 0));
      const day = (v: unknown) => (typeof v === 'string' && v ? formatDate(`${v}T12:00:00Z`) : '');
      const overtimeHours = 'overtimeHours' in item ? (item.overtimeHours ?? p.overtimeHours) : p.overtimeHours;
      const overtimeCost = 'overtimeCost' in item ? (item.overtimeCost ?? p.overtimeCost) : p.overtimeCost;
      return t(`rules.${item.code}`, {
        ...p,
        expiresOn: day(p.expiresOn),
        day: day(p.day),
        hours: hours(p.hours),
        restHours: hours(p.restHours),
        minRestHours: formatHours(Number(p.minRestHours ?? 0)),
        overtimeHours: hours(overtimeHours),
        overtimeCost: formatMoney(Math.round(Number(overtimeCost ?? 0) * 100)),
      });
    },
    [t],
  );
}
