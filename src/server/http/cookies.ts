/** The session cookie, set at sign-in by the auth module. */
export const sessionCookieName = 'wp_session';

/** The pending second sign-in step travels in this httpOnly cookie, never in the page (docs/decisions/0015-multi-factor-sign-in.md). */
export const mfaCookieName = 'wp_mfa';
