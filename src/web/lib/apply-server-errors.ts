import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type FieldError, fieldErrorKey } from '../../shared/contract/field-errors.ts';
import { i18n } from '../i18n/i18n.ts';
import { translateError } from '../i18n/translate-error.ts';
import { type ApiError, isApiError } from './api-client.ts';

/**
 * An API error's field messages to place beside fields: each field's error by code as its key (shown translated by
 * translateFieldMessage, like the form's own checks), else the server's English message.
 */
export function fieldMessagesOf(error: ApiError): Record<string, string> | undefined {
  if (!error.fieldErrors) return error.fields;
  const byCode = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, fieldError]) => [field, fieldErrorKey(fieldError as FieldError)]),
  );
  return { ...error.fields, ...byCode };
}

/**
 * Puts each of the API's field messages (fieldMessagesOf) beside its field, focusing the first; says whether any was
 * placed.
 */
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
 * the form when the error is not about a field of this form: the error by its code in the current language
 * (translateError), the server's English only for a code this app does not know.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (isApiError(error) && error.status === 400 && placeFieldErrors(fieldMessagesOf(error), fields, setError)) {
    return undefined;
  }
  return error instanceof Error ? translateError(error) : i18n.t('visitors:errors.generic');
}
