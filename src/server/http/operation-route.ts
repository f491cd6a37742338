import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema } from '../../shared/contract/errors.ts';
import type { Operation } from '../../shared/contract/operation.ts';
import type { Caller, PublicCaller } from '../access/caller.ts';
import { AppError } from './app-error.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of an operation sees: its params, query, body and headers as the contract parses them. */
export type OperationRequest<O extends Operation> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  body: Parsed<O['body']>;
};

/**
 * A JSON answer, or the reply a handler sent itself; an operation without a response answers nothing (204), so its
 * handler may return what a service's write returns (`Promise<void>`).
 */
type Answer<O extends Operation> = O['response'] extends z.ZodType
  ? z.input<O['response']> | FastifyReply
  : // biome-ignore lint/suspicious/noConfusingVoidType: a service's write answers Promise<void>, which is no answer.
    FastifyReply | undefined | void;

/** The caller a handler gets: signed in for every operation but a public one. */
export type CallerOf<O extends Operation> = O['access'] extends 'public' ? PublicCaller : Caller;

export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
  caller: CallerOf<O>,
) => Promise<Answer<O>> | Answer<O>;

/** The caller of a request: its actor (null when signed out), id, address and user agent. */
export function publicCallerOf(request: FastifyRequest): PublicCaller {
  const userAgent = request.headers['user-agent'];
  return { actor: request.actor, requestId: request.id, ip: request.ip ?? null, userAgent: userAgent ?? null };
}

/** The signed-in caller of a request (401 when signed out), for a route that is not an operation (the stream). */
export function callerOf(request: FastifyRequest): Caller {
  const caller = publicCallerOf(request);
  if (!caller.actor) throw AppError.unauthenticated();
  return caller as Caller;
}

const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};

export interface OperationRouteOptions {
  /** Route options the contract does not describe (a body limit, a raw content-type parser's config…). */
  extra?: Omit<RouteShorthandOptions, 'schema' | 'config'> & { config?: Record<string, unknown> };
}

/**
 * Registers the route of one contract operation: method, path, schemas and access all come from the definition,
 * the handler is the only thing the server adds. A JSON success answer is sent with the operation's status (so a
 * 201 or 204 needs no reply code in the handler); a handler that sends a file itself returns the reply.
 */
export function operationRoute<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  options: OperationRouteOptions = {},
): void {
  const status = operation.status ?? 200;
  const response: Record<number, z.ZodType> = { ...errorResponses };
  if (operation.response) {
    for (const other of operation.alsoStatuses ?? []) response[other] = operation.response;
    response[status] = operation.response;
  }
  const { config, ...extra } = options.extra ?? {};
  app.route({
    ...extra,
    method: operation.method,
    url: operation.path,
    config: { ...config, access: operation.access },
    schema: {
      tags: [...operation.tags],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.headers ? { headers: operation.headers } : {}),
      ...(operation.consumes ? { consumes: [...operation.consumes] } : {}),
      ...(operation.produces ? { produces: [operation.produces] } : {}),
      response,
    },
    handler: async (request, reply) => {
      const caller = (operation.access === 'public' ? publicCallerOf(request) : callerOf(request)) as CallerOf<O>;
      const answer = await handler(request as unknown as OperationRequest<O>, reply, caller);
      if (answer === reply || reply.sent) return reply;
      if (status === 204) return reply.status(204).send(null);
      return reply.status(status).send(answer);
    },
  });
}
