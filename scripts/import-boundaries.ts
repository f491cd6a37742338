// Import boundaries between the layers and between web features, checked on resolved paths (where a file lives, not
// how an import is spelled). `npm run lint` runs it; README "Import boundaries" says why the rules are what they are.
//
// A small checker of our own rather than dependency-cruiser: Biome's noRestrictedImports matches import text only,
// and dependency-cruiser needs TypeScript's JavaScript API (gone in TypeScript 7) or SWC, which it runs without TSX.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BoundaryRule {
  name: string;
  why: string;
  /** Files the rule applies to (repository-relative, forward slashes). */
  from: RegExp;
  /** Files under `from` the rule leaves alone. */
  fromNot?: RegExp;
  /** Whether an import of `target` from `file` breaks the rule; `fromMatch` is `from` matched against the file. */
  forbids: (target: string, fromMatch: RegExpMatchArray) => boolean;
}

export interface Violation {
  rule: string;
  file: string;
  target: string;
}

const testFile = /\.test\.tsx?$|\.test-data\.ts$/;
const featureFoundations = /^src\/(web\/(components|lib|i18n)\/|shared\/)/;

export const boundaryRules: BoundaryRule[] = [
  {
    name: 'shared-is-standalone',
    why: 'src/shared is the contract both sides read: it imports neither the server nor the web.',
    from: /^src\/shared\//,
    forbids: (target) => /^src\/(server|web)\//.test(target),
  },
  {
    name: 'web-not-to-server',
    why: 'The web talks to the server over HTTP only; what both need lives in src/shared.',
    from: /^src\/web\//,
    forbids: (target) => target.startsWith('src/server/'),
  },
  {
    name: 'http-not-to-modules',
    why: 'src/server/http is the plumbing every module plugs into; it depends on no module (its tests may).',
    from: /^src\/server\/http\//,
    fromNot: testFile,
    forbids: (target) => target.startsWith('src/server/modules/'),
  },
  {
    name: 'module-only-through-index',
    why:
      'A server module is used by another only through its public index.ts (its service functions), never its ' +
      'repository or routes: what another module needs is a deliberate export. Tests may reach further.',
    from: /^src\/server\/modules\/([^/]+)\//,
    fromNot: testFile,
    forbids: (target, [, module]) =>
      target.startsWith('src/server/modules/') &&
      !target.startsWith(`src/server/modules/${module}/`) &&
      !/^src\/server\/modules\/[^/]+\/index\.ts$/.test(target),
  },
  {
    name: 'server-only-through-module-index',
    why:
      'The rest of the server (the live stream, the jobs, access, the demo seed) uses a module through its index.ts ' +
      "like another module does; only app.ts mounts the modules' routes. Tests and the test fixtures may reach further.",
    from: /^src\/server\/(?!modules\/|http\/)/,
    fromNot: /\.test\.tsx?$|\.test-data\.ts$|^src\/server\/app\.ts$|^src\/server\/test\//,
    forbids: (target) =>
      target.startsWith('src/server/modules/') && !/^src\/server\/modules\/[^/]+\/index\.ts$/.test(target),
  },
  {
    name: 'feature-not-to-other-feature',
    why: 'A web feature stands alone: what features share lives in src/web/components or src/web/lib.',
    from: /^src\/web\/features\/([^/]+)\//,
    forbids: (target, [, feature]) =>
      target.startsWith('src/web/features/') && !target.startsWith(`src/web/features/${feature}/`),
  },
  {
    name: 'feature-only-to-web-foundations',
    why:
      'Besides its own files and packages, a web feature imports web/components, web/lib, web/i18n and shared, ' +
      'never the app that hosts it. Its tests may also use web/test and the app.',
    from: /^src\/web\/features\//,
    fromNot: testFile,
    forbids: (target) =>
      target.startsWith('src/') && !target.startsWith('src/web/features/') && !featureFoundations.test(target),
  },
  {
    name: 'foundations-not-to-features-or-app',
    why: 'web/components and web/lib serve the features and the app, so they import neither.',
    from: /^src\/web\/(components|lib)\//,
    fromNot: testFile,
    forbids: (target) => /^src\/web\/(features|app)\//.test(target),
  },
];

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return sourceExtensions.some((extension) => name.endsWith(extension)) ? [full] : [];
  });
}

const importPattern =
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

/** Module specifiers a file imports (static, type-only, re-exports, dynamic and mocked). */
export function importedSpecifiers(text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
}

function resolveRelative(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of sourceExtensions) {
    if (existsSync(base + extension)) return base + extension;
    const index = path.join(base, `index${extension}`);
    if (existsSync(index)) return index;
  }
  return base;
}

const loadedPattern =
  /\b(?:import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g;

/**
 * Module specifiers whose code loads with the file: static imports and re-exports, not `import type` (erased) nor
 * `import()` (a chunk of its own). `import { type A }` counts: with verbatimModuleSyntax it stays a side-effect
 * import.
 */
export function loadedSpecifiers(text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(loadedPattern)].flatMap((m) => (m[1] ? [] : [m[3] ?? m[4] ?? '']));
}

/**
 * The first page: what the app loads before the sign-in page shows (docs/decisions/0023 and 0029). Its JavaScript
 * budget is 170 kB gzip (bench/sign-in-bundle.ts measures it); these packages alone would take it over.
 */
export const firstPage = {
  entries: ['src/web/main.tsx', 'src/web/features/auth/components/sign-in-page.tsx'],
  why:
    'The sign-in page checks its form with shared rules, calls the API through entry routes and draws with plain ' +
    "elements, so it loads no schema library, form library, MUI or emotion; the contract's schemas and MUI load " +
    'with the screens that use them.',
  forbids: (target: string) =>
    target === 'zod' ||
    target.startsWith('zod/') ||
    target.startsWith('@hookform/') ||
    target === 'react-hook-form' ||
    target.startsWith('@mui/') ||
    target.startsWith('@emotion/') ||
    target === 'stylis' ||
    (target.startsWith('src/shared/contract/') && !/\/(entry-routes|operation|field-errors)\.ts$/.test(target)),
};

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Files and packages the first page loads that it must not, each with the file that imports it (following static
 * imports only, from `firstPage.entries`).
 */
export function firstPageViolations(root: string): Violation[] {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const seen = new Set<string>();
  const violations: Violation[] = [];
  const visit = (absolute: string) => {
    const file = relative(absolute);
    if (seen.has(file)) return;
    seen.add(file);
    if (!sourceExtensions.some((extension) => file.endsWith(extension))) return;
    for (const specifier of loadedSpecifiers(readFileSync(absolute, 'utf8'))) {
      const local = specifier.startsWith('.');
      const resolved = local ? resolveRelative(absolute, specifier) : undefined;
      const target = resolved ? relative(resolved) : packageOf(specifier);
      if (firstPage.forbids(target)) violations.push({ rule: 'first-page-light', file, target });
      if (resolved && existsSync(resolved)) visit(resolved);
    }
  };
  for (const entry of firstPage.entries) visit(path.join(root, entry));
  return violations;
}

/** Every import under `root/src` that breaks a rule. */
export function findViolations(root: string, rules: BoundaryRule[] = boundaryRules): Violation[] {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const violations: Violation[] = [];
  for (const absolute of sourceFiles(path.join(root, 'src'))) {
    const file = relative(absolute);
    const applicable = rules.flatMap((rule) => {
      const match = file.match(rule.from);
      return match && !rule.fromNot?.test(file) ? [{ rule, match }] : [];
    });
    if (applicable.length === 0) continue;
    for (const specifier of importedSpecifiers(readFileSync(absolute, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(resolveRelative(absolute, specifier));
      for (const { rule, match } of applicable) {
        if (rule.forbids(target, match)) violations.push({ rule: rule.name, file, target });
      }
    }
  }
  return violations;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const violations = [...findViolations(root), ...firstPageViolations(root)];
  for (const { rule, file, target } of violations) {
    const why = boundaryRules.find((candidate) => candidate.name === rule)?.why ?? firstPage.why;
    console.error(`✖ ${file} → ${target}\n  ${rule}: ${why}`);
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a boundary (scripts/import-boundaries.ts).`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}
