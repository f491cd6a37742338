// The auth module's public face: opening a session, the session cookie, step-up and the password hash.
export { hashPassword } from './password.ts';
export { passwordResetJobs } from './password-reset-service.ts';
export type { PersonRow } from './person.ts';
export { personOf } from './person.ts';
export type { AuthUser } from './repository.ts';
export type { OpenedSession, SignInCaller, SignInOutcome } from './service.ts';
export { idleTimeoutMs, openSession, sessionIdFor, sessionStillValid } from './service.ts';
export { SessionCache } from './session-cache.ts';
export { sessionJobs } from './session-cleanup.ts';
export { currentActorOf, setSessionCookie } from './session-plugin.ts';
export { present, sessionUserOf } from './session-user.ts';
export { signInCallerOf } from './sign-in-caller.ts';
export { clientForNewUsers } from './sign-up-service.ts';
export { requireRecentAuthentication } from './step-up.ts';
