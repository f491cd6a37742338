import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18n } from '../i18n/i18n.ts';
import { isApiError } from './api-client.ts';

/**
 * Puts the API's 400 field messages beside their fields (focusing the first). Returns the message to show above
 * the form when the error is not about a field of this form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (isApiError(error) && error.status === 400 && error.fields) {
    let placed = false;
    for (const name of fields) {
      const message = error.fields[name];
      if (message) {
        setError(name, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (placed) return undefined;
  }
  return error instanceof Error ? error.message : i18n.t('visitors:errors.generic');
}
