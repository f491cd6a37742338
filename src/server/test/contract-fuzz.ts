import fc from 'fast-check';

/**
 * Request generators for the contract fuzz test (src/server/http/contract-fuzz.test.ts), made from the OpenAPI
 * document the server publishes, so a new route is fuzzed without touching the test. For each operation a
 * plausible request is generated from its schemas (real ids from the database where a uuid is asked for), then
 * one hostile change is made to it: a field missing, extra, of the wrong type, huge, with NUL, lone surrogates or
 * control characters, a denormal, huge or negative number, a bad id, path traversal, an array for an object, deep
 * nesting, a wrong content type or broken JSON.
 */

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body: { contentType: string; schema: JsonSchema } | undefined;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsOf(doc: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType && media?.schema ? { contentType, schema: media.schema } : undefined,
      };
    }),
  );
}

/** A request as the fuzz test sends it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was made hostile, for the failure report. */
  change: string;
}

/** Ids that exist, by table, to put where a uuid is asked for (so requests get past "not found"). */
export interface IdPool {
  byTable: Record<string, string[]>;
  all: string[];
}

const inf = '__FUZZ_INFINITY__';

// ── Hostile values ──────────────────────────────────────────────────────────────────────────────────────────

const hostileStrings = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x\ud800y',
    '\udc00',
    'end\ud83d',
    '\u0001\u0002\u001f\u007f\u0085\u2028\u2029',
    '\ufeff\u200b\u202e',
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%00',
    '%E0%A4%A',
    "' or 1=1; drop table users; --",
    '<script>alert(1)</script>',
    '=HYPERLINK("http://x")',
    '',
    ' ',
    'NaN',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom('x'.repeat(5_000), '\u{1F4A3}'.repeat(3_000), 'a\u0000'.repeat(2_000)),
);

const hostileNumbers = fc.oneof(
  fc.constantFrom(
    5e-324,
    -5e-324,
    1e-40,
    1.1e-38,
    1e308,
    -1e308,
    3.5e38,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -1,
    -0.5,
    0,
    0.001,
    1e21,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const deepNesting = fc.integer({ min: 500, max: 3_000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: hostileNumbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { toString: 1 }, { __proto__: { admin: true } }) },
  { weight: 1, arbitrary: fc.array(hostileStrings, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(inf) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const hostileIds = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2F',
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%ED%A0%80',
    "1'%20or%20'1'='1",
    '-1',
    '0',
    '9999999999999999999999',
    'x'.repeat(300),
  ),
  fc.uuid(),
);

const hostileQueryValues = fc.oneof(
  fc.constantFrom(
    'a%00b',
    '%00',
    '%ED%A0%80',
    '%E0%A4%A',
    '%C0%AE%C0%AE%2F',
    '..%2F..%2Fetc%2Fpasswd',
    '-1',
    '0',
    '1e309',
    '-1e309',
    '5e-324',
    'NaN',
    'Infinity',
    '0x10',
    '99999999999999999999',
    '',
    'true',
    '2026-02-30',
    '2026-13-01T25:61:00Z',
    '9999-12-31T23:59:59Z',
    '0001-01-01',
    '0001-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31',
    '%F0%9F%92%A3'.repeat(100),
    'x'.repeat(3_000),
  ),
  fc.string({ unit: 'binary', maxLength: 16 }).map((s) => encodeLoosely(s)),
);

/** encodeURIComponent that keeps going on lone surrogates (encoding their code unit as if it were a code point). */
function encodeLoosely(value: string): string {
  let out = '';
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      out += `%${Buffer.from(ch, 'utf8').toString('hex').match(/../g)?.join('%') ?? ''}`;
    }
  }
  return out;
}

// ── Plausible values from a schema ──────────────────────────────────────────────────────────────────────────

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name] ?? {};
}

const tableHints: Array<[RegExp, string[]]> = [
  [/event/i, ['events']],
  [/customer/i, ['customers']],
  [/client/i, ['clients']],
  [/(guard|user|person|personnel|member|participant|assignee|assigned)/i, ['users']],
  [/zone/i, ['geofences', 'zones']],
  [/task/i, ['tasks']],
  [/alert/i, ['alerts']],
  [/conversation/i, ['conversations']],
  [/visitor/i, ['visitors']],
  [/report/i, ['incident_reports']],
];

function idsFor(name: string, ids: IdPool): fc.Arbitrary<string> {
  for (const [pattern, tables] of tableHints) {
    if (!pattern.test(name)) continue;
    const found = tables.flatMap((table) => ids.byTable[table] ?? []);
    if (found.length > 0) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...found) }, fc.uuid());
  }
  return ids.all.length > 0 ? fc.oneof(fc.constantFrom(...ids.all), fc.uuid()) : fc.uuid();
}

function regexArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

const day = 24 * 60 * 60 * 1000;

/** A value the schema probably accepts (it need not: the point is to get past the first checks). */
export function plausible(
  schemaIn: JsonSchema,
  doc: OpenApiDocument,
  ids: IdPool,
  now: Date,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn, doc);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => plausible(o, doc, ids, now, name, depth)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], doc, ids, now, name, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => plausible({ ...schema, type }, doc, ids, now, name, depth)));
  switch (types[0]) {
    case 'string': {
      if (schema.format === 'uuid') return idsFor(name, ids);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') {
        return fc
          .integer({ min: -30, max: 30 })
          .chain((days) => fc.integer({ min: 0, max: day - 1 }).map((ms) => new Date(now.getTime() + days * day + ms)))
          .map((d) => d.toISOString());
      }
      if (schema.format === 'date') {
        return fc
          .integer({ min: -30, max: 30 })
          .map((days) => new Date(now.getTime() + days * day).toISOString().slice(0, 10));
      }
      const matching = schema.pattern ? regexArbitrary(schema.pattern) : undefined;
      if (matching) return matching;
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
    }
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -1_000_000);
      const max = Math.min(schema.maximum ?? 1000, 1_000_000);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1000, -1e9);
      const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1000, 1e9);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(plausible(schema.items ?? {}, doc, ids, now, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, plausible(value, doc, ids, now, key, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ── One hostile change ──────────────────────────────────────────────────────────────────────────────────────

export type Path = Array<string | number>;

function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (at.length > 6) return out;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...at, index], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  }
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** `value` with the thing at `path` removed, replaced or given a sibling. */
function changed(value: unknown, path: Path, op: 'delete' | 'set' | 'extra', replacement: unknown): unknown {
  if (path.length === 0)
    return op === 'extra' && value && typeof value === 'object' ? { ...value, zz: replacement } : replacement;
  const copy = clone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (op === 'extra' && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last])) {
    (parent[last] as Record<string, unknown>).zz = replacement;
  } else {
    parent[last] = replacement;
  }
  return copy;
}

function serialise(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(`"${inf}"`, '1e400')
    .replace(/^undefined$/, '');
}

function queryString(entries: Array<[string, string]>): string {
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`;
}

/** A request the schemas probably accept: the starting point of each hostile variant. */
export interface Plausible {
  pathParams: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export function plausibleRequest(
  operation: OpenApiOperation,
  doc: OpenApiDocument,
  ids: IdPool,
  now: Date,
): fc.Arbitrary<Plausible> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  return fc.record({
    pathParams: fc.record(
      Object.fromEntries(
        pathParams.map((p) => [p.name, plausible(p.schema, doc, ids, now, `${operation.path} ${p.name}`)]),
      ),
    ) as fc.Arbitrary<Record<string, string>>,
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, plausible(p.schema, doc, ids, now, p.name)])), {
      requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
    }),
    body: operation.body ? plausible(operation.body.schema, doc, ids, now) : fc.constant(undefined),
  });
}

/**
 * Dates at the ends of what JS Date and PostgreSQL hold, years 1 and 9999: every date field of a request gets each
 * of them, not only when a random draw picks one (a year-1 `to` once answered 500:
 * docs/architecture.md#dates-the-contract-accepts).
 */
export const extremeDates = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'] as const;
const dateLike = /^\d{4}-\d{2}-\d{2}(T.*)?$/;
/** The extreme in the field's own form: a day where the field holds a day, else the instant. */
const extremeLike = (current: string, extreme: string) => (current.includes('T') ? extreme : extreme.slice(0, 10));

/**
 * What one hostile variant changes: a body field (by path), a query or path parameter, a header, the content, or a
 * date field set to one of the extreme dates.
 */
export type FuzzTarget =
  | { kind: 'body'; path: Path }
  | { kind: 'query'; name: string }
  | { kind: 'date'; in: 'body' | 'query'; path: Path; value: string }
  | { kind: 'path'; name: string }
  | { kind: 'header' }
  | { kind: 'content' };

/** Every field of the request, the unknown ones (`zz`) included, and its headers and content type. */
export function targetsOf(operation: OpenApiOperation, plain: Plausible): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  if (operation.body?.contentType === 'application/json') {
    for (const path of pathsOf(plain.body)) targets.push({ kind: 'body', path });
  }
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of queryNames.length > 0 ? [...queryNames, 'zz'] : []) targets.push({ kind: 'query', name });
  const dateFields: Array<{ in: 'body' | 'query'; path: Path; current: string }> = [];
  if (operation.body?.contentType === 'application/json') {
    for (const path of pathsOf(plain.body)) {
      const current = path.reduce<unknown>(
        (v, key) => (v as Record<string | number, unknown> | null)?.[key],
        plain.body,
      );
      if (typeof current === 'string' && dateLike.test(current)) dateFields.push({ in: 'body', path, current });
    }
  }
  for (const [name, current] of Object.entries(plain.query)) {
    if (typeof current === 'string' && dateLike.test(current)) dateFields.push({ in: 'query', path: [name], current });
  }
  for (const field of dateFields) {
    for (const extreme of extremeDates) {
      targets.push({ kind: 'date', in: field.in, path: field.path, value: extremeLike(field.current, extreme) });
    }
  }
  for (const p of operation.parameters.filter((p) => p.in === 'path')) targets.push({ kind: 'path', name: p.name });
  targets.push({ kind: 'header' });
  if (!['GET', 'HEAD'].includes(operation.method) || operation.body) targets.push({ kind: 'content' });
  return targets;
}

/** Text PostgreSQL cannot store, or that means something to a parser: what a string field must refuse or keep inert. */
const poison = fc.constantFrom('a\u0000b', '\u0000', 'x\ud800y', '\udc00', 'ok\ud83d', '\u0001\u001f\u007f');

function stringPoisoned(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'string') return hostileValues;
  return fc.oneof(
    { weight: 3, arbitrary: poison.map((p) => `${value}${p}`) },
    { weight: 1, arbitrary: poison },
    { weight: 2, arbitrary: hostileValues },
  );
}

/**
 * Hostile variants of one target of a plausible request. `headers` carries the caller's cookie (or nothing).
 */
export function hostileFor(
  target: FuzzTarget,
  operation: OpenApiOperation,
  plain: Plausible,
  headers: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const hasJsonBody = operation.body?.contentType === 'application/json';
  const build = (
    change: string,
    overrides: Partial<Omit<FuzzRequest, 'change'>> & {
      query?: Array<[string, string]>;
      path?: Record<string, string>;
    },
  ): FuzzRequest => {
    const params = {
      ...Object.fromEntries(Object.entries(plain.pathParams).map(([k, v]) => [k, encodeURIComponent(v)])),
      ...overrides.path,
    };
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x');
    const query =
      overrides.query ??
      Object.entries(plain.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, encodeURIComponent(String(v))]);
    const request: FuzzRequest = {
      method: operation.method,
      url: `${path}${queryString(query)}`,
      headers: { ...headers, ...overrides.headers },
      change,
    };
    if (overrides.payload !== undefined) request.payload = overrides.payload;
    else if (hasJsonBody && plain.body !== undefined) {
      request.payload = serialise(plain.body);
      request.headers['content-type'] ??= 'application/json';
    }
    return request;
  };

  switch (target.kind) {
    case 'body': {
      const current = target.path.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
        plain.body,
      );
      const isObject = current !== null && typeof current === 'object' && !Array.isArray(current);
      return fc
        .record({
          op: isObject
            ? fc.constantFrom('delete' as const, 'set' as const, 'extra' as const)
            : fc.constantFrom('delete' as const, 'set' as const, 'set' as const, 'set' as const),
          value: stringPoisoned(current),
        })
        .map(({ op, value }) =>
          build(`body ${op} ${target.path.join('.') || '(root)'} = ${describe(value)}`, {
            payload: serialise(changed(plain.body, target.path, op, value)),
            headers: { 'content-type': 'application/json' },
          }),
        );
    }
    case 'query':
      return fc
        .record({
          value: fc.oneof(
            {
              weight: 2,
              arbitrary: poison.map((p) => encodeLoosely(`${String(plain.query[target.name] ?? 'a')}${p}`)),
            },
            { weight: 3, arbitrary: hostileQueryValues },
          ),
          repeat: fc.boolean(),
        })
        .map(({ value, repeat }) => {
          const entries = Object.entries(plain.query)
            .filter(([k, v]) => v !== undefined && k !== target.name)
            .map(([k, v]): [string, string] => [k, encodeURIComponent(String(v))]);
          entries.push([target.name, value]);
          if (repeat) entries.push([target.name, value]);
          return build(`query ${target.name}=${value.slice(0, 40)}${repeat ? ' (twice)' : ''}`, { query: entries });
        });
    case 'date': {
      const change = `date ${target.in} ${target.path.join('.')}=${target.value}`;
      if (target.in === 'body') {
        return fc.constant(
          build(change, {
            payload: serialise(changed(plain.body, target.path, 'set', target.value)),
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      const name = String(target.path[0]);
      const entries = Object.entries(plain.query)
        .filter(([k, v]) => v !== undefined && k !== name)
        .map(([k, v]): [string, string] => [k, encodeURIComponent(String(v))]);
      entries.push([name, encodeURIComponent(target.value)]);
      return fc.constant(build(change, { query: entries }));
    }
    case 'path':
      return hostileIds.map((value) =>
        build(`path ${target.name}=${value.slice(0, 40)}`, { path: { [target.name]: value } }),
      );
    case 'header':
      return fc
        .constantFrom<Record<string, string>>(
          { 'x-request-id': '../../etc/passwd\u0000' },
          { 'x-forwarded-for': 'not an address, %00' },
          { 'x-file-name': '%E0%A4%A' },
          { 'x-file-name': '%00..%2F..%2Fevil' },
          { origin: 'https://evil.example' },
          { cookie: `${headers.cookie ?? ''}; wp_session=forged.value` },
          { 'accept-language': 'x'.repeat(2_000) },
        )
        .map((extra) => build(`header ${Object.keys(extra)[0]}`, { headers: extra }));
    case 'content':
      return fc
        .constantFrom<{ type: string; payload: string | Buffer }>(
          { type: 'text/plain', payload: 'hello' },
          { type: 'application/x-www-form-urlencoded', payload: 'a=b&c=%00' },
          {
            type: 'multipart/form-data; boundary=x',
            payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
          },
          { type: 'application/xml', payload: '<a>b</a>' },
          { type: 'application/json', payload: '{"unterminated":' },
          { type: 'application/json', payload: '' },
          { type: 'application/json; charset=utf-16', payload: '{}' },
          { type: 'application/json', payload: '\u0000' },
          { type: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
          { type: 'image/png', payload: Buffer.from('not a png') },
          { type: 'image/jpeg', payload: Buffer.alloc(0) },
        )
        .map(({ type, payload }) =>
          build(`content ${type} ${describe(payload)}`, { payload, headers: { 'content-type': type } }),
        );
  }
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : Buffer.isBuffer(value) ? 'bytes' : serialise(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
