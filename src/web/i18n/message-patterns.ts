/**
 * Messages with a changing part (a number, a provider's name, a status) cannot be looked up by their whole
 * English text. Each is listed here by its English template, which is also its key in the `messages` files:
 * `At most {{max}} characters` matches "At most 120 characters" and is translated with `max` = "120".
 * Keep this file free of imports from i18n.ts: i18n.ts uses it.
 */
export interface MessagePattern {
  /** The English template and key of the messages files; `{{name}}` stands for one changing part. */
  template: string;
  /** Changing parts whose English text is itself a message to translate (a status, a role, a sentence). */
  translatedParts?: readonly string[];
}

export const messagePatterns: readonly MessagePattern[] = [
  // Zod schemas of src/shared (`At most ${max} characters`).
  { template: 'At most {{max}} characters' },
  // src/server/modules/auth/attempt-limiter.ts (1 minute is a key of its own).
  { template: 'Too many failed attempts. Try again in {{minutes}} minutes.' },
  // src/server/modules/clients/service.ts (1 event / 1 user account are keys of their own).
  { template: 'This client has {{count}} events; a client with events cannot be deleted. Deactivate it instead.' },
  { template: 'This client has {{count}} user accounts; remove them or deactivate the client instead.' },
  // src/server/modules/customers/service.ts, the same for a customer.
  {
    template: 'This customer has {{count}} events; a customer with events cannot be deleted. Deactivate it instead.',
  },
  { template: 'This customer has {{count}} user accounts; remove them or deactivate the customer instead.' },
  // src/server/modules/visitors/service.ts: `${step.conflict} This visitor is ${status label in lower case}.`
  { template: '{{conflict}} This visitor is {{status}}.', translatedParts: ['conflict', 'status'] },
  // src/server/modules/users/service.ts: the role's label of src/shared/roles.ts.
  { template: 'You cannot give the role {{role}}: it is above your own.', translatedParts: ['role'] },
  // src/server/modules/oidc: the single sign-on provider's name.
  { template: '{{provider}} did not share a valid email address, which Watchpost needs for your account.' },
  {
    template:
      'An account with this email already exists. Sign in with your password: {{provider}} has not confirmed that this email address is yours.',
  },
  { template: '{{provider}} cannot be reached right now. Try again in a moment.' },
  { template: '{{provider}} did not send an ID token.' },
  { template: 'Sign-in with {{provider}} was cancelled.' },
  { template: '{{provider}} refused the sign-in.' },
  { template: '{{provider}} refused the sign-in: {{reason}}' },
  { template: 'The answer from {{provider}} could not be verified, so you were not signed in. Try again.' },
  { template: 'Sign-in with {{provider}} failed. Try again in a moment.' },
  // src/server/app.ts: `No route ${method} ${path}.`
  { template: 'No route {{method}} {{path}}.' },
  // src/web/lib/api-client.ts: `The server answered ${status} ${statusText}`.trim().
  { template: 'The server answered {{status}} {{statusText}}' },
  { template: 'The server answered {{status}}' },
];

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function regexOf(template: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    source += escapeRegExp(template.slice(last, match.index));
    source += `(?<${match[1]}>.+?)`;
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return new RegExp(`^${source}$`, 's');
}

const compiled = messagePatterns.map((pattern) => ({ ...pattern, regex: regexOf(pattern.template) }));

/** The pattern an English message is an instance of, with its changing parts; undefined when none fits. */
export function matchMessagePattern(
  message: string,
): { pattern: MessagePattern; values: Record<string, string> } | undefined {
  if (message.includes('{{')) return undefined;
  for (const pattern of compiled) {
    const match = pattern.regex.exec(message);
    if (match?.groups) return { pattern, values: { ...match.groups } };
  }
  return undefined;
}

/**
 * Translates an English message that fits one of the patterns: `translate` is translateMessage (it looks the
 * template up with the changing parts as values, and translates the parts named in `translatedParts`).
 * Undefined when no pattern fits.
 */
export function translateByPattern(
  message: string,
  translate: (key: string, values?: Record<string, unknown>) => string,
): string | undefined {
  const found = matchMessagePattern(message);
  if (!found) return undefined;
  const values: Record<string, string> = { ...found.values };
  for (const part of found.pattern.translatedParts ?? []) {
    const text = values[part];
    if (text !== undefined) values[part] = translate(text);
  }
  return translate(found.pattern.template, values);
}
