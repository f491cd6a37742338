import { translateError } from '../../../../i18n/translate-error.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../../lib/apply-server-errors.ts';

/** Field messages (English, translated where shown) and a message for the form, from a check or a refusal. */
export interface SaveErrors {
  fields: Partial<Record<string, string>>;
  form?: string;
}

/** The first message of each field of a zod check (the API's own schema). */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): SaveErrors {
  const fields: Partial<Record<string, string>> = {};
  let form: string | undefined;
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string') fields[key] ??= issue.message;
    else form ??= issue.message;
  }
  return form === undefined ? { fields } : { fields, form };
}

/** The server's 400 field messages beside the fields `known`; anything else above the form, translated. */
export function refusalToErrors(error: unknown, known: readonly string[]): SaveErrors {
  const messages = isApiError(error) && error.status === 400 ? fieldMessagesOf(error) : undefined;
  if (messages) {
    const fields = Object.fromEntries(Object.entries(messages).filter(([k]) => known.includes(k)));
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { fields: {}, form: translateError(error) };
}
