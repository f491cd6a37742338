import type { Actor } from './actor.ts';

/**
 * Who is asking and from where: the one caller parameter of every service. `operationRoute` builds it for each
 * handler from the actor the session plugin resolved; a job or the demo seed builds one with `systemCaller`.
 * Services read the actor for record-level rules (src/server/access) and the request's id, address and user agent
 * for the audit trail.
 */
export interface Caller {
  readonly actor: Actor;
  readonly requestId: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** The caller of a public operation (sign-in, sign-up, a password reset): signed in or not. */
export interface PublicCaller {
  readonly actor: Actor | null;
  readonly requestId: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** What a service records of where a request came from (the audit trail), without who made it. */
export type RequestOrigin = Omit<Caller, 'actor'>;

/** A caller for work no request started (a scheduled job, the demo seed), acting as `actor`. */
export function systemCaller(actor: Actor, requestId = 'system'): Caller {
  return { actor, requestId, ip: null, userAgent: null };
}
