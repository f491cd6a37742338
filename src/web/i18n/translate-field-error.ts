import { englishOf, englishOrList, type FieldError, parseFieldErrorKey } from '../../shared/contract/field-errors.ts';
import { currentLocale, i18n } from './i18n.ts';
import { defaultLanguage } from './languages.ts';

type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

/** A list param as the language words it: "a, b or c" for `validation.either`, else "a, b, c". */
function listOf(code: string, values: readonly string[]): string {
  const english = (i18n.resolvedLanguage ?? i18n.language) === defaultLanguage;
  if (code === 'validation.either') {
    return english
      ? englishOrList(values)
      : new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(values);
  }
  return english ? values.join(', ') : new Intl.ListFormat(currentLocale(), { type: 'unit' }).format(values);
}

/** A field error by its code and params, in the current language (the `validation` namespace). */
export function translateFieldError(error: FieldError): string {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error.params ?? {})) {
    shown[name] = Array.isArray(value) ? listOf(error.code, value) : value;
  }
  return (i18n.t as unknown as LooseTranslate)(error.code, {
    ...shown,
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: englishOf(error),
  });
}

/**
 * A form field's message in the current language: a field error key (what the shared schemas' checks and
 * applyServerErrors put on a field, src/shared/contract/field-errors.ts) by its code; any other text is shown as
 * it is (a sentence already translated, such as translateError's, or a server's English for a code this app does
 * not know).
 */
export function translateFieldMessage(message: string): string {
  const error = parseFieldErrorKey(message);
  return error ? translateFieldError(error) : message;
}
