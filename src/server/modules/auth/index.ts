// The auth module's public face: opening a session, the session cookie, step-up and the password hash.
export { hashPassword } from './password.ts';
export type { PersonRow } from './person.ts';
export { personOf } from './person.ts';
export { signInMetaOf } from './request-meta.ts';
export type { OpenedSession, RequestMeta, SignInOutcome } from './service.ts';
export { idleTimeoutMs, openSession, sessionIdFor } from './service.ts';
export { setSessionCookie } from './session-plugin.ts';
export { present, sessionUserOf } from './session-user.ts';
export { clientForNewUsers } from './sign-up-service.ts';
export { requireRecentAuthentication } from './step-up.ts';
