import type { ErrorBody, ErrorParams } from '../../shared/contract/errors.ts';

/**
 * An API failure in the shape of the server's `{ error: { code, message, params?, fields? } }` body. The web
 * shows it by `code` and `params` (translateError); `message` is the server's English.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: ErrorParams | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The same fields by code (`{ code, params? }`), which the web translates (applyServerErrors). */
  readonly fieldErrors: ErrorBody['error']['fieldErrors'];

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    params?: ErrorParams,
    fieldErrors?: ErrorBody['error']['fieldErrors'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
    this.fields = fields;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Base path of the JSON API. */
export const apiBase = '/api/v1';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal | undefined;
  /** Extra request headers (an upload's file name, for one). */
  headers?: Record<string, string>;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

const fallbackMessages: Record<number, string> = {
  401: 'You are not signed in.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  429: 'Too many attempts. Wait a minute and try again.',
};

function buildUrl(path: string, query: ApiRequest['query']): string {
  const url = path.startsWith('/api') ? path : `${apiBase}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Calls the API with the session cookie (same origin) and JSON in both directions. Any non-2xx answer becomes an
 * ApiError; a network failure becomes an ApiError with status 0 and code `network`.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = request;
  const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (body instanceof Blob) {
    // A file upload goes as the raw body, typed as the file is.
    headers['content-type'] = body.type || 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  let payload: unknown;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, fields, params, fieldErrors } = payload.error;
      throw new ApiError(response.status, code, message, fields, params, fieldErrors);
    }
    // No error body (a proxy's page, say): `http_<status>`, translated by its status.
    throw new ApiError(
      response.status,
      `http_${response.status}`,
      fallbackMessages[response.status] ?? `The server answered ${response.status} ${response.statusText}`.trim(),
      undefined,
      { status: response.status, statusText: response.statusText },
    );
  }
  return payload as T;
}
