/**
 * Badge ids (docs/product/personnel-and-tasks.md#badges). A person's badge id is derived from their user id, so it needs no column and is the
 * same on every print: 'WP-' and the first 8 hexadecimal digits of the id, upper-case (WP-1A2B3C4D).
 */
export const badgeIdPrefix = 'WP-';

export function badgeIdFor(userId: string): string {
  const hex = userId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `${badgeIdPrefix}${hex.padEnd(8, '0')}`;
}
