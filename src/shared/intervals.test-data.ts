/** Length of the union of the intervals, clipped to [start, end): what the rules' tests deduct for breaks. */
export function coveredMs(intervals: readonly { start: number; end: number }[], start: number, end: number): number {
  const clipped = intervals
    .map((interval) => ({ start: Math.max(start, interval.start), end: Math.min(end, interval.end) }))
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
  let covered = 0;
  let reach = start;
  for (const interval of clipped) {
    const from = Math.max(reach, interval.start);
    if (interval.end > from) covered += interval.end - from;
    reach = Math.max(reach, interval.end);
  }
  return covered;
}
