/** docs/product/access-and-roles.md#home-and-redirects: a session-storage key holds the URL to return to after sign-in. */
export const redirectStorageKey = 'watchpost.redirectUrl';

/** Paths exempt from the access redirect (docs/product/access-and-roles.md#home-and-redirects): never stored as a place to come back to. */
const exemptPaths = new Set(['/', '/sign-in', '/sign-up', '/sign-out', '/logout', '/callback', '/404', '/loading']);

function isSafeLocalPath(path: string): boolean {
  // Only same-origin absolute paths: '/x', never '//host' or '/\host'.
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

export function storeRedirect(path: string): void {
  if (!isSafeLocalPath(path) || exemptPaths.has(pathnameOf(path))) return;
  try {
    sessionStorage.setItem(redirectStorageKey, path);
  } catch {
    // Storage can be unavailable (private mode, quota): the user then lands on their home page.
  }
}

export function readRedirect(): string | undefined {
  try {
    const stored = sessionStorage.getItem(redirectStorageKey);
    return stored && isSafeLocalPath(stored) && !exemptPaths.has(pathnameOf(stored)) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function clearRedirect(): void {
  try {
    sessionStorage.removeItem(redirectStorageKey);
  } catch {
    // See storeRedirect.
  }
}
