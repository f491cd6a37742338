import {
  englishOf,
  englishOfIssue,
  type FieldError,
  fieldError,
  fieldErrorOf,
  type IssueLike,
} from '../../shared/contract/field-errors.ts';

/** A zod issue with where it is: `path` as zod gives it (keys and indexes). */
export interface IssueAt extends IssueLike {
  readonly path: readonly PropertyKey[];
  readonly keys?: readonly string[] | undefined;
}

/** The `fields` (English) and `fieldErrors` (by code) of a 400, one per dotted path. */
export interface FieldsOfIssues {
  fields: Record<string, string>;
  fieldErrors: Record<string, FieldError>;
}

/**
 * A zod error's issues as the `fields` and `fieldErrors` of a 400: one per dotted path, the first issue of a path
 * winning, and an unknown-field error for each extra key; `at` names an issue without a path (the body, the query).
 */
export function fieldErrorsOfIssues(issues: readonly IssueAt[], at = 'body'): FieldsOfIssues {
  const result: FieldsOfIssues = { fields: {}, fieldErrors: {} };
  const put = (path: string, error: FieldError, english: string) => {
    if (path in result.fieldErrors) return;
    result.fieldErrors[path] = error;
    result.fields[path] = english;
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      const unknown = fieldError('validation.unknown_field');
      for (const key of issue.keys) put(path ? `${path}.${key}` : key, unknown, englishOf(unknown));
      continue;
    }
    put(path || at, fieldErrorOf(issue), englishOfIssue(issue));
  }
  return result;
}

/** A zod error's issues as the English `fields` of a 400 (fieldErrorsOfIssues without the codes). */
export function fieldsOfIssues(issues: readonly IssueAt[]): Record<string, string> {
  return fieldErrorsOfIssues(issues).fields;
}
