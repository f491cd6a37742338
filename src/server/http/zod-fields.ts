import type { z } from 'zod';

/** A zod error's issues as the `fields` of a 400: one message per dotted path ('Unknown field' for extra keys). */
export function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[at ? `${at}.${key}` : key] ??= 'Unknown field';
      continue;
    }
    fields[at || 'body'] ??= issue.message;
  }
  return fields;
}
