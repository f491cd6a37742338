/**
 * A tour's runs are those starting within its life, [valid_from, archived_at): an edit keeps the former version as a
 * removed copy holding the runs before it, and a removed tour starts no run after its removal
 * (docs/product/tours-and-check-calls.md#changing-and-removing).
 */
export function tourLifeHolds(
  tour: { valid_from: Date | string | null; archived_at: Date | string | null },
  runStartsAt: Date,
): boolean {
  const t = runStartsAt.getTime();
  if (tour.valid_from !== null && t < new Date(tour.valid_from).getTime()) return false;
  if (tour.archived_at !== null && t >= new Date(tour.archived_at).getTime()) return false;
  return true;
}
