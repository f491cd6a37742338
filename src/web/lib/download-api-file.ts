import type { ErrorBody } from '../../shared/contract/errors.ts';
import { ApiError } from './api-client.ts';

/** The file name the server gives (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return named ? decodeURIComponent(named) : fallback;
}

/**
 * Downloads a file an API route answers (an export). Fetched rather than linked, so a refusal reaches the screen
 * as an ApiError to translate by its code instead of a page of JSON.
 */
export async function downloadApiFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    const error = body?.error;
    throw error
      ? new ApiError(response.status, error.code, error.message, error.fields, error.params, error.fieldErrors)
      : new ApiError(response.status, `http_${response.status}`, response.statusText, undefined, {
          status: response.status,
          statusText: response.statusText,
        });
  }
  const blob = await response.blob();
  if (typeof URL.createObjectURL !== 'function') return;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
