import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type Operation,
  type OperationInput,
  type OperationResult,
  operationPath,
} from '../../shared/contract/operation.ts';
import { apiBase, apiRequest } from './api-client.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * In development and tests every answer is checked against the operation's response schema, so a server that
 * drifts from the contract fails loudly where it is cheap to notice; production trusts the server and skips it.
 */
const validateResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

export class ContractMismatchError extends Error {
  constructor(operation: Pick<Operation, 'method' | 'path'>, issues: unknown) {
    super(`${operation.method} ${operation.path}: the answer does not match the contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractMismatchError';
  }
}

/**
 * An operation known by its method and path alone (src/shared/contract/entry-routes.ts), for the calls the sign-in
 * page and the session check make: their module then imports no schema. The full definition is loaded only where
 * answers are checked (development and tests), so the check is the same as for any other operation.
 */
export interface LazyOperation<O extends Operation> {
  readonly method: O['method'];
  readonly path: O['path'];
  readonly load: () => Promise<O>;
}

export function lazyOperation<O extends Operation>(
  route: { readonly method: O['method']; readonly path: O['path'] },
  load: () => Promise<O>,
): LazyOperation<O> {
  return { method: route.method, path: route.path, load };
}

/** Calls one contract operation: the path, method and types all come from its definition. */
export async function callApi<O extends Operation>(
  operation: O | LazyOperation<O>,
  ...[input]: Record<never, never> extends OperationInput<O>
    ? [input?: OperationInput<O> & { signal?: AbortSignal | undefined }]
    : [input: OperationInput<O> & { signal?: AbortSignal | undefined }]
): Promise<OperationResult<O>> {
  const { params, query, body, headers, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const payload = await apiRequest<unknown>(operationPath(operation, params), {
    method: operation.method,
    query,
    body,
    headers,
    signal,
  });
  // Unchecked (production), the payload is the answer as it came: no definition is loaded just to read it.
  if (!validateResponses && 'load' in operation) return payload as OperationResult<O>;
  const definition = 'load' in operation ? await operation.load() : operation;
  if (!definition.response) return undefined as OperationResult<O>;
  if (!validateResponses) return payload as OperationResult<O>;
  const checked = definition.response.safeParse(payload);
  if (!checked.success) throw new ContractMismatchError(definition, checked.error.issues);
  // The parsed value, not the raw one: defaults and coercions of the schema apply as they do on the server.
  return checked.data as OperationResult<O>;
}

/** The URL of an operation for a link or an image (a CSV or PDF download, a photo): same path rules as callApi. */
export function operationUrl<O extends Operation>(
  operation: O | LazyOperation<O>,
  input: Pick<OperationInput<O>, 'params' | 'query'> = {} as Pick<OperationInput<O>, 'params' | 'query'>,
): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  const path = `${apiBase}${operationPath(operation, params)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The cache key of an operation's answer: the path's segments with its parameters filled in, then the operation
 * itself (`GET /shifts/:id`) with its query. Keys follow the URL, so a key made from fewer parameters is the prefix
 * of every query below it: `pathKeyOf(shiftOperations.get, { id })` covers the shift and its candidates, and
 * `pathKeyOf(shiftOperations.list)` every shifts query. No feature writes a key of its own; two features that read
 * the same operation share its cache entry and its refreshes.
 */
export function queryKeyOf<O extends Operation>(
  operation: O | LazyOperation<O>,
  input: Pick<OperationInput<O>, 'params' | 'query'> = {} as Pick<OperationInput<O>, 'params' | 'query'>,
): QueryKey {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  const last: { route: string; query?: Query } = { route: `${operation.method} ${operation.path}` };
  if (query !== undefined) last.query = query;
  return [...pathKeyOf(operation, params), last];
}

/**
 * The key prefix of a path: its segments up to the first parameter not given. Without parameters it is the
 * resource (`['shifts']`), the prefix of every query under it.
 */
export function pathKeyOf(operation: Pick<Operation, 'path'>, params?: Record<string, unknown>): QueryKey {
  const key: string[] = [];
  for (const segment of operation.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      key.push(segment);
      continue;
    }
    const value = params?.[segment.slice(1)];
    if (value === undefined || value === null) break;
    key.push(String(value));
  }
  return key;
}

/** What `invalidate` refreshes: every query of an operation, or every query under a key from `pathKeyOf`. */
export type CacheTarget = Operation | LazyOperation<Operation> | QueryKey;

const routeOf = (key: QueryKey): unknown => {
  const last = key.at(-1);
  return typeof last === 'object' && last !== null && 'route' in last ? last.route : undefined;
};

/** Marks the targets' queries stale and re-reads the ones on screen; resolves when those are read again. */
export async function invalidate(client: QueryClient, ...targets: CacheTarget[]): Promise<void> {
  await Promise.all(
    targets.map((target) => {
      if (Array.isArray(target)) return client.invalidateQueries({ queryKey: target });
      const route = `${(target as Operation).method} ${(target as Operation).path}`;
      return client.invalidateQueries({ predicate: (query) => routeOf(query.queryKey) === route });
    }),
  );
}
