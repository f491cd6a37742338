import type { z } from 'zod';
import type { RouteAccess } from '../policy.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success status and the body it carries; 204 carries none. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One operation of the JSON API, defined once: the server registers its route from this (method, path, schemas,
 * access) and the web calls it through the typed client made from the same object, so a path, a parameter or a
 * response shape is written in one place only. See docs/decisions/0020-operations-defined-once.md.
 */
export interface Operation {
  readonly method: HttpMethod;
  /** Path under /api/v1 in Fastify's syntax (`/clients/:id`). */
  readonly path: string;
  /** Who may call it: a permission of the policy table, `authenticated` or `public`. */
  readonly access: RouteAccess;
  readonly summary: string;
  /** Longer OpenAPI text, when the summary cannot say all a caller needs. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** For an operation whose body is raw bytes (an image upload): the media types it takes. */
  readonly consumes?: readonly string[];
  /** Request headers the operation reads (an upload's file name). */
  readonly headers?: z.ZodType;
  /** The success status (200 unless said) and its body; no `response` means the body is not JSON (a file). */
  readonly status?: SuccessStatus;
  /**
   * Other success statuses the handler may answer with the same response schema (it sends them itself): an
   * idempotent action answers 201 for a new record and 200 for a replayed key.
   */
  readonly alsoStatuses?: readonly SuccessStatus[];
  readonly response?: z.ZodType;
  /** For an operation whose answer is not JSON: the media type it sends (`text/csv`, `application/pdf`, …). */
  readonly produces?: string;
}

/** Keeps the literal types of a definition (its schemas above all) while checking it is an Operation. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: the path parameters, query and body the operation takes, nothing it does not. */
export type OperationInput<O extends Operation> = (O['params'] extends z.ZodType
  ? { params: Input<O['params']> }
  : { params?: never }) &
  (O['query'] extends z.ZodType
    ? Record<never, never> extends Input<O['query']>
      ? { query?: Input<O['query']> }
      : { query: Input<O['query']> }
    : { query?: never }) &
  (O['body'] extends z.ZodType
    ? { body: Input<O['body']> }
    : O['consumes'] extends readonly string[]
      ? { body: Blob }
      : { body?: never }) &
  (O['headers'] extends z.ZodType ? { headers: Input<O['headers']> } : { headers?: never });

/** What the operation answers on success: its response schema's output, or nothing for 204 and files. */
export type OperationResult<O extends Operation> = O['response'] extends z.ZodType ? Output<O['response']> : undefined;

/** The path with its `:name` parameters filled in (each one URI-encoded). */
export function operationPath(operation: Pick<Operation, 'path'>, params: Record<string, unknown> | undefined): string {
  return operation.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${operation.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
