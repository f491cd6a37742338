import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../shared/contract/errors.ts';
import english from './locales/en/messages.ts';
import { httpErrorKey } from './translate-error.ts';

/*
 * Every English message the shared contract and the server can send to the web app must be a key of the
 * `messages` files, so translateMessage() finds it — except the message of an error with a business code of
 * its own (`new AppError('client.has_events', '…')`): the web shows that one by its code (translateError).
 *
 * How: each source file is parsed (oxc, through Vite) and the string literals and template literals found in a
 * MESSAGE POSITION are collected:
 *  1. zod: in a file that imports zod, the message argument of a schema call — `.min(1, '…')`, `.max`,
 *     `.length`, `.regex`, `.refine(fn, '…')`, `.enum(values, '…')`, `.array(item, '…')`, `.union(options, '…')`,
 *     `.literal(value, '…')` (arguments after the first), and `z.string('…')`, `.number`, `.boolean`, `.int`,
 *     `.email`, `.uuid`, `.url`, `.datetime`, … (any argument);
 *  2. an object property named `message`, `error` or `conflict` (`{ message: '…' }`, zod's `{ error: '…' }`,
 *     `ctx.addIssue({ message })`, the visitor transitions' `conflict`);
 *  3. errors: the arguments of `new SomethingError(…)`, `super(…)`, `AppError.badRequest(…)` & co. and of any
 *     call whose first argument is an error code (`new AppError('forbidden', '…')`, the error handler's
 *     `body('rate_limited', '…')`); the values of an object literal argument there are field messages;
 *  4. field messages assigned as `fields.x = '…'` / `fields[key] ??= '…'`;
 *  5. everything a declaration named `…Message` / `…Messages` holds (constants, objects such as
 *     `signInMessages`, functions such as `unverifiedEmailTakenMessage` — their returned values), and the return
 *     values of `describe…` functions (the OpenID Connect failures);
 *  6. a default for a missing message: `error.message ?? '…'`, `known ? error.message : '…'`, and a parameter
 *     `message = '…'`.
 * Inside a message position the scan follows `a ?? b`, `a || b`, `c ? a : b`, `x as T` and arrow-function
 * bodies. Lower-case words without spaces (error codes such as 'network', ids) are not messages.
 *
 * A template literal (`At most ${max} characters`) is covered when some text of the English file fits it with
 * any text in place of each `${…}` — a concrete variant ('At most 120 characters') or an error code's text
 * with its `{{params}}`.
 *
 * Limits: a message built elsewhere and passed around in a variable is found only where it is written in one
 * of the positions above; texts from libraries (zod's own default messages, Fastify's errors, the provider's
 * error_description) are not in the source and are shown as they come; for a template literal only the shape
 * is checked, not that every value it can take translates well; src/web components are not scanned (their own
 * texts live in their namespaces) except the files that build messages (api-client.ts, settings-store.ts) and
 * the zod schemas of web forms; src/server/demo (demo data, not messages), src/server/test and the start-up
 * and configuration errors (operatorOnly) are skipped.
 */

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' || name === 'demo' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function nameOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** The called method or function's name: `b` of `a.b(…)`, `f` of `f(…)`. */
function calleeName(callee: Node): string | undefined {
  if (callee.type === 'MemberExpression' && !callee.computed) return nameOf(callee.property);
  return nameOf(callee);
}

const zodValueThenMessage = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'startsWith',
  'endsWith',
  'includes',
  'refine',
  'enum',
  'nativeEnum',
  'array',
  'union',
  'literal',
  'object',
  'strictObject',
  'looseObject',
  'record',
  'tuple',
]);
const zodMessageOnly = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'int',
  'email',
  'uuid',
  'guid',
  'url',
  'datetime',
  'nonempty',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'finite',
  'safe',
]);
const messageProperties = new Set(['message', 'error', 'conflict']);
const codes = new Set(Object.keys(errorCodes));
/** A business refusal's code (dotted): its message is not looked up, its code is. */
const isRefusalCode = (node: unknown) =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' && node.value.includes('.');
const builtInErrors = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError']);

type Found = { file: string; line: number; text: string; template?: RegExp };

function scan(file: string): Found[] {
  return scanSource(path.relative(root, file), readFileSync(file, 'utf8'));
}

function scanSource(relative: string, source: string): Found[] {
  const { program, errors } = parseSync(relative, source, { lang: relative.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${relative} does not parse: ${errors[0]?.message}`);
  const usesZod = /from ['"]zod['"]/.test(source);
  const found: Found[] = [];
  const lineOf = (node: Node) => source.slice(0, node.start).split('\n').length;

  /** Collects the literals an expression in a message position can evaluate to. */
  function message(node: unknown): void {
    if (!isNode(node)) return;
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string') add(node, node.value);
        return;
      case 'TemplateLiteral': {
        const quasis = (node.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked);
        if (quasis.every((q) => /^[a-z0-9_]*$/.test(q))) return;
        const regex = new RegExp(`^${quasis.map((q) => q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');
        found.push({ file: relative, line: lineOf(node), text: quasis.join('{…}'), template: regex });
        return;
      }
      case 'ConditionalExpression':
        message(node.consequent);
        message(node.alternate);
        return;
      case 'LogicalExpression':
        message(node.left);
        message(node.right);
        return;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        message(node.expression);
        return;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'FunctionDeclaration':
        returned(node.body);
        return;
      case 'ObjectExpression':
        for (const property of node.properties as Node[]) if (property.type === 'Property') message(property.value);
        return;
      case 'CallExpression': {
        // `…`.trim()
        const callee = node.callee as Node;
        if (callee.type === 'MemberExpression' && nameOf(callee.property) === 'trim') message(callee.object);
        return;
      }
      default:
    }
  }

  /** The values a function body returns. */
  function returned(body: unknown): void {
    if (!isNode(body)) return;
    if (body.type !== 'BlockStatement') {
      message(body);
      return;
    }
    const visit = (node: Node) => {
      if (node.type === 'ReturnStatement') message(node.argument);
      if (/Function/.test(node.type)) return;
      for (const child of children(node)) visit(child);
    };
    for (const child of children(body)) visit(child);
  }

  function add(node: Node, text: string) {
    if (text === '' || /^[a-z0-9_:./-]+$/.test(text)) return;
    found.push({ file: relative, line: lineOf(node), text });
  }

  function fieldMessages(node: unknown) {
    if (isNode(node) && node.type === 'ObjectExpression') message(node);
  }

  const isMessageAccess = (node: unknown) =>
    isNode(node) && node.type === 'MemberExpression' && nameOf(node.property) === 'message';

  function visit(node: Node): void {
    switch (node.type) {
      case 'CallExpression':
      case 'NewExpression': {
        const callee = node.callee as Node;
        const name = calleeName(callee);
        const args = node.arguments as Node[];
        const errorCall =
          (node.type === 'NewExpression' && name?.endsWith('Error') && !builtInErrors.has(name)) ||
          callee.type === 'Super' ||
          (callee.type === 'MemberExpression' && nameOf(callee.object) === 'AppError') ||
          (isNode(args[0]) && args[0].type === 'Literal' && codes.has(String(args[0].value)));
        if (errorCall) {
          const byCode = isRefusalCode(args[0]);
          for (const arg of args) {
            if (byCode && arg !== args[2]) continue;
            if (arg.type === 'ObjectExpression') fieldMessages(arg);
            else message(arg);
          }
        } else if (usesZod && name && zodValueThenMessage.has(name)) {
          for (const arg of args.slice(1)) message(arg);
        } else if (usesZod && name && zodMessageOnly.has(name)) {
          for (const arg of args) message(arg);
        }
        break;
      }
      case 'Property':
        if (!node.computed && messageProperties.has(nameOf(node.key) ?? '')) message(node.value);
        if (/messages?$/i.test(nameOf(node.key) ?? '')) message(node.value);
        break;
      case 'AssignmentExpression': {
        const target = node.left as Node;
        if (target.type === 'MemberExpression' && nameOf(target.object) === 'fields') message(node.right);
        break;
      }
      case 'VariableDeclarator':
        if (/messages?$/i.test(nameOf(node.id) ?? '')) message(node.init);
        break;
      case 'FunctionDeclaration':
        if (/messages?$|^describe/i.test(nameOf(node.id) ?? '')) returned(node.body);
        break;
      case 'LogicalExpression':
        if (isMessageAccess(node.left)) message(node.right);
        break;
      case 'ConditionalExpression':
        if (isMessageAccess(node.consequent)) message(node.alternate);
        if (isMessageAccess(node.alternate)) message(node.consequent);
        break;
      case 'AssignmentPattern':
        if (nameOf(node.left) === 'message') message(node.right);
        break;
      default:
    }
    for (const child of children(node)) visit(child);
  }

  /** In web form components only the zod schemas count; the rest of their texts are in their namespaces. */
  function visitZodOnly(node: Node): void {
    if (node.type === 'CallExpression') {
      const name = calleeName(node.callee as Node);
      const args = node.arguments as Node[];
      if (name && zodValueThenMessage.has(name)) for (const arg of args.slice(1)) message(arg);
      if (name && zodMessageOnly.has(name)) for (const arg of args) message(arg);
    }
    for (const child of children(node)) visitZodOnly(child);
  }

  const webComponent = relative.startsWith('web/') && !messageBuilders.includes(relative);
  if (webComponent) visitZodOnly(program as unknown as Node);
  else visit(program as unknown as Node);
  const once = new Map(found.map((item) => [`${item.line} ${item.text}`, item]));
  return [...once.values()];
}

/** Web files that build user-facing messages in English (the places that display them translate them). */
const messageBuilders = ['web/lib/api-client.ts', 'web/features/settings/settings-store.ts'];

/** Start-up and configuration errors: read by whoever runs the server, in its log, never by a user. */
const operatorOnly = [
  'server/config.ts',
  'server/db/',
  'server/start-server.ts',
  'server/main.ts',
  'server/secrets/rotate-command.ts',
];

function scannedFiles(): string[] {
  const web = sourceFiles(path.join(root, 'web')).filter((file) => {
    const relative = path.relative(root, file);
    if (relative.startsWith('web/i18n/')) return false;
    return messageBuilders.includes(relative) || /from ['"]zod['"]/.test(readFileSync(file, 'utf8'));
  });
  const server = sourceFiles(path.join(root, 'server')).filter(
    (file) => !operatorOnly.some((prefix) => path.relative(root, file).startsWith(prefix)),
  );
  return [...sourceFiles(path.join(root, 'shared')), ...server, ...web];
}

/** The English texts: the messages (each its own key) and the texts of the error codes. */
const texts = Object.values(english);

function covered(item: Found): boolean {
  if (item.template) return texts.some((text) => item.template?.test(text));
  return Object.hasOwn(english, item.text);
}

describe('messages coverage', () => {
  const found = scannedFiles().flatMap(scan);

  it('finds the messages of the shared contract and the server', () => {
    const texts = new Set(found.map((item) => item.text));
    for (const known of [
      'You must enter a valid email',
      'Password is too short - must be at least 4 chars.',
      'Must be a light color',
      'Must be a colour like #1d4ed8',
      'Choose a date and time',
      'Wrong email or password.',
      'You must sign in first.',
      'Unknown field',
      'Already in use',
      'Only a pending request can be approved or declined.',
      'Sign-in failed on our side. Try again in a moment.',
      'Cannot reach the server. Check your connection and try again.',
      'Theme preference saved successfully.',
      'At most {…} characters',
      'Sign-in with {…} was cancelled.',
    ]) {
      expect(texts, known).toContain(known);
    }
  });

  it('finds a message in each position it knows, and no code', () => {
    const sample = `
      import { z } from 'zod';
      const a = z.string('R1 string').min(1, 'R1 min').default('on-site').refine((v) => v, { message: 'R2 object' });
      const b = z.enum(['Active', 'Inactive'], 'R1 enum');
      throw new AppError('forbidden', 'R3 code', { photo: 'R3 field' });
      throw new AppError('client.has_events', 'shown by its code', { fields: { email: 'R3 coded field' } });
      throw AppError.conflict(\`R3 \${n} static\`, { email: 'R3 static field' });
      throw new OidcFlowError(ok ? 'R3 branch one' : 'R3 branch two');
      throw new Error('internal, not a message');
      fields.customerId = 'R4 field';
      fields[key] ??= 'R4 default';
      export const fooMessages = { one: 'R5 object', two: (max: number) => \`R5 \${max} arrow\` };
      export function describeFailure() { if (x) return 'R5 describe'; return 'R5 describe end'; }
      const shown = known ? error.message : 'R6 fallback';
      const shown2 = issue.message ?? 'R6 nullish';
      function make(message = 'R6 parameter') {}
      const transition = { conflict: 'R2 conflict', action: 'visitor.check-in' };
      log.info('not a message either');
    `;
    const texts = scanSource('server/sample.ts', sample).map((item) => item.text);
    expect(texts.sort()).toEqual(
      [
        'R1 string',
        'R1 min',
        'R2 object',
        'R1 enum',
        'R3 code',
        'R3 coded field',
        'R3 field',
        'R3 {…} static',
        'R3 static field',
        'R3 branch one',
        'R3 branch two',
        'R4 field',
        'R4 default',
        'R5 object',
        'R5 {…} arrow',
        'R5 describe',
        'R5 describe end',
        'R6 fallback',
        'R6 nullish',
        'R6 parameter',
        'R2 conflict',
      ].sort(),
    );
  });

  it('has every message in the English messages file', () => {
    const missing = found.filter((item) => !covered(item)).map((item) => `${item.file}:${item.line} ${item.text}`);
    expect(missing).toEqual([]);
  });

  it('keys every English message by its own text, and an error code by the code', () => {
    const codeKey = (key: string) => codes.has(key.replace(/_one$/, '')) || key === httpErrorKey;
    for (const [key, value] of Object.entries(english)) if (!codeKey(key)) expect(value, key).toBe(key);
  });
});
