import { formatMoney } from '../../../lib/format.ts';

/** Dollars (the API's money) in the viewer's number format. */
export function formatDollars(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}
