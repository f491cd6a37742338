import type { ContractSummary } from '../../../../shared/contract/billing.ts';
import { formatDate } from '../../../lib/format.ts';

/** A contract's dates: "1 Jan 2026 – 31 Dec 2026", or "from 1 Jan 2026" while it has no end. */
export function contractDates(
  contract: Pick<ContractSummary, 'startsOn' | 'endsOn'>,
  /** "from {{from}}" in the viewer's language. */
  openEnded: (from: string) => string,
) {
  const from = formatDate(`${contract.startsOn}T00:00:00`);
  return contract.endsOn ? `${from} – ${formatDate(`${contract.endsOn}T00:00:00`)}` : openEnded(from);
}

/** Text kept whole (a first-strong isolate) inside a line of another direction, e.g. a name in an Arabic line. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
