/**
 * The checkpoint token a label holds (docs/product/tours-and-check-calls.md#checkpoints): the last part of its
 * `{BASE_URL}/field/scan/{token}` URL. A label of another Watchpost server still names a token of this app's form;
 * anything else (a product code, another site's URL) is no checkpoint label: null.
 */
export function tokenFromLabel(text: string): string | null {
  const match = /\/field\/scan\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(text.trim());
  if (!match?.[1]) return null;
  try {
    const token = decodeURIComponent(match[1]);
    return token.length > 0 && token.length <= 200 ? token : null;
  } catch {
    return null;
  }
}

/** The app's own path for a token: what the route `/field/scan/:token` records. */
export function scanPath(token: string): string {
  return `/field/scan/${encodeURIComponent(token)}`;
}
