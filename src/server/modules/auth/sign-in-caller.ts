import type { FastifyRequest } from 'fastify';
import type { PublicCaller } from '../../access/caller.ts';
import type { SignInCaller } from './service.ts';

/** The handler's caller as a sign-in sees it: with the session the request came with, which the new one replaces. */
export function signInCallerOf(caller: PublicCaller, request: FastifyRequest): SignInCaller {
  return { ...caller, previousToken: request.sessionToken ?? null };
}
