import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18n } from '../i18n/i18n.ts';
import { isApiError } from './api-client.ts';

/** Puts each of the API's field messages beside its field, focusing the first; says whether any was placed. */
export function placeFieldErrors<T extends FieldValues>(
  messages: Partial<Record<string, string>> | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const name of fields) {
    const message = messages?.[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

/**
 * Puts the API's 400 field messages beside their fields (focusing the first). Returns the message to show above
 * the form when the error is not about a field of this form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (isApiError(error) && error.status === 400 && placeFieldErrors(error.fields, fields, setError)) return undefined;
  return error instanceof Error ? error.message : i18n.t('visitors:errors.generic');
}
