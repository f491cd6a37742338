/**
 * A tour's runs are those starting within its life, [valid_from, archived_at): an edit keeps the former version as a
 * removed copy holding the runs before it, and a removed tour starts no run after its removal
 * (docs/product/tours-and-check-calls.md#changing-and-removing).
 */
export function tourLifeHolds(
  tour: { validFrom: Date | string | null; archivedAt: Date | string | null },
  runStartsAt: Date,
): boolean {
  const t = runStartsAt.getTime();
  if (tour.validFrom !== null && t < new Date(tour.validFrom).getTime()) return false;
  if (tour.archivedAt !== null && t >= new Date(tour.archivedAt).getTime()) return false;
  return true;
}
