import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one-caller design of docs/architecture.md#request-path, kept by test: handlers get the caller from
 * `operationRoute`, services take it as their one caller parameter, and every role or scope decision lives in
 * `src/server/access/` or `src/shared/policy.ts`.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-data\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(repositoryRoot, file).split(path.sep).join('/');
const filesUnder = (dir: string) => sourceFiles(path.join(repositoryRoot, dir));

function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const roleNames = [
  'executive',
  'manager',
  'supervisor',
  'guard',
  'client',
  'guest',
  'admin',
  'areaManager',
  'eventManager',
  'securityManager',
  'customer',
].join('|');

/** A line that compares something role-like with a role's name, in code or in SQL. */
const roleComparison = new RegExp(
  [
    `[=!]==\\s*['"](${roleNames})['"]`,
    `['"](${roleNames})['"]\\s*[=!]==`,
    `\\.includes\\(\\s*['"](${roleNames})['"]`,
    `\\broles?\\b[^\\n]*\\bin\\s*\\(\\s*'(${roleNames})'`,
    `\\bwhen\\s+'(${roleNames})'\\s+then`,
  ].join('|'),
);

/** Where role and scope decisions may be written. */
const decidesAccess = (file: string) =>
  /^src\/server\/access\//.test(file) ||
  /^src\/shared\/(policy|roles)\.ts$/.test(file) ||
  /^src\/server\/(db|demo)\//.test(file);

describe('one caller', () => {
  const modules = filesUnder('src/server/modules');

  it('no handler or service resolves the caller itself', () => {
    expect(linesMatching(modules, /\brequireUser\(|\brequireActor\(|\binterface RequestInfo\b/)).toEqual([]);
  });

  it('services take the caller, never derive the actor from a user', () => {
    const outsideSession = modules.filter((file) => !file.endsWith(path.join('auth', 'session-plugin.ts')));
    expect(linesMatching(outsideSession, /\bactorOf\(|\beffectiveRole\(/)).toEqual([]);
  });

  it('every role or scope decision lives in src/server/access or src/shared/policy.ts', () => {
    const files = [...filesUnder('src/server'), ...filesUnder('src/web'), ...filesUnder('src/shared')].filter(
      (file) => !decidesAccess(relative(file)),
    );
    const roleLines = linesMatching(files, /role/i).filter((line) => roleComparison.test(line));
    const scopeLines = linesMatching(files, /\beventScope\.kind\b/);
    expect([...roleLines, ...scopeLines]).toEqual([]);
  });

  it('recognises a role decision', () => {
    expect(roleComparison.test("if (effectiveRole(user.roles) === 'admin') {")).toBe(true);
    expect(roleComparison.test("and u.roles[1] in ('guard', 'supervisor')")).toBe(true);
    expect(roleComparison.test("user.roles.includes('manager')")).toBe(true);
    expect(roleComparison.test("requiredRole: body.requiredRole ?? 'guard',")).toBe(false);
  });
});

describe('one error language', () => {
  /**
   * Every text is translated by a code (docs/decisions/0019-error-codes.md): field errors in `validation`, server
   * errors in `errors`, labels by their id. No locale file is keyed by an English sentence.
   */
  it('no translation table is keyed by English text', () => {
    const localeFiles = filesUnder('src/web/i18n/locales');
    // A key of a locale file is an identifier-like word; an English sentence used as a key has spaces in it.
    expect(linesMatching(localeFiles, /^\s*'[^']*\s[^']*'\s*:/)).toEqual([]);
  });
});
