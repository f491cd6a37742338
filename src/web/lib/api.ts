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
  constructor(operation: Operation, issues: unknown) {
    super(`${operation.method} ${operation.path}: the answer does not match the contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractMismatchError';
  }
}

/** Calls one contract operation: the path, method and types all come from its definition. */
export async function callApi<O extends Operation>(
  operation: O,
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
  if (!operation.response) return undefined as OperationResult<O>;
  if (!validateResponses) return payload as OperationResult<O>;
  const checked = operation.response.safeParse(payload);
  if (!checked.success) throw new ContractMismatchError(operation, checked.error.issues);
  // The parsed value, not the raw one: defaults and coercions of the schema apply as they do on the server.
  return checked.data as OperationResult<O>;
}

/** The URL of an operation for a link or an image (a CSV or PDF download, a photo): same path rules as callApi. */
export function operationUrl<O extends Operation>(
  operation: O,
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
