import type { DailyActivityContent } from '../../../shared/contract/daily-activity.ts';
import { contentHashOf } from './report-content.ts';

/*
 * Whether an issued version of a day's report no longer matches the records
 * (docs/decisions/0038-daily-activity-versions-in-the-chain.md): the day's content is built again from the records
 * as they stand, as of the version's issue time, and its hash compared with the version's. A field the report
 * gained in a later release is not a change of the records, so the rebuilt content is first cut to the fields the
 * issued one has; otherwise every day issued before an upgrade would be mailed again as a revision.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `value` with only the object keys `issued` has, at every depth; arrays item by item when they are as long (a
 * list of another length differs anyway, so it is kept whole), and any value whose kind differs kept as it is.
 */
export function asIssued(value: unknown, issued: unknown): unknown {
  if (Array.isArray(value) && Array.isArray(issued)) {
    return value.length === issued.length ? value.map((item, i) => asIssued(item, issued[i])) : value;
  }
  if (isObject(value) && isObject(issued)) {
    return Object.fromEntries(Object.keys(issued).map((key) => [key, asIssued(value[key], issued[key])]));
  }
  return value;
}

/** True when the content rebuilt as of the version's issue time differs from the issued version's. */
export function changedSinceIssued(
  rebuilt: DailyActivityContent,
  issued: { content: unknown; contentHash: string },
): boolean {
  return contentHashOf(asIssued(rebuilt, issued.content) as DailyActivityContent) !== issued.contentHash;
}
