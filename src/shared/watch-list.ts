/**
 * Watch-list matching (docs/product/visitors.md#watch-list): a visitor matches an entry when their name, or their vehicle plate, is the same
 * once case, accents and spacing are set aside. The keys are stored beside each entry (visitor_blocklist.name_key
 * and plate_key, indexed) and computed here for the visitor being checked in — one rule for both sides.
 */

/** 'José  Álvarez ' → 'jose alvarez': NFD, diacritics dropped, lower case, runs of spaces made one. */
export function watchListNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'AB-12 3' → 'ab123': the name rule, then no spaces, dashes or dots. Null for an empty plate. */
export function watchListPlateKey(plate: string | null | undefined): string | null {
  if (!plate) return null;
  const key = watchListNameKey(plate).replace(/[\s\-–—.·]/g, '');
  return key === '' ? null : key;
}
