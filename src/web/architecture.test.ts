/**
 * What the web takes from the registries instead of writing itself: cache keys come from the operations
 * (`queryKeyOf`, `pathKeyOf` and `invalidate` of src/web/lib/api.ts) and links from the screen registry
 * (`screenPath` and `appRootPath` of src/shared/screens.ts). A key or a path written as a string couples two features through text
 * no compiler checks; these scans fail on one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'src/web');
/** The translations hold texts, not keys or links. */
const skipped = new Set([path.join(webDir, 'i18n')]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skipped.has(full)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-data\.ts$/.test(name) ? [full] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** An array literal starting with a string where a query key is given or kept. */
const handWrittenKey = [
  /queryKey:\s*\[\s*['"`]/,
  /\w*[Kk]ey\w*\s*=\s*\[\s*['"`]/,
  /\w*[Kk]ey\w*\s*=\s*\([^)]*\)\s*=>\s*\[\s*['"`]/,
  /use(?:Options|PagedList)Query(?:<[^>]*>)?\(\s*\[\s*['"`]/,
  /useInvalidatingMutation\([\s\S]{0,400}?,\s*\[\s*['"`][\w-]+['"`]\s*[\],]/,
];

/** A path of the app written as text in a link or a navigation (API paths aside: those come from operations). */
const handWrittenPath = /(?:\bto=\{?|\bhref=\{?|\bnavigate\(|\bto:\s*)['"`]\/(?!api\/)/;

function offenders(pattern: RegExp | RegExp[]): string[] {
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  return sourceFiles(webDir)
    .filter((file) => {
      const text = withoutComments(readFileSync(file, 'utf8'));
      return patterns.some((p) => p.test(text));
    })
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

describe('the web (features, shell, components, lib)', () => {
  it('write no query key of their own: keys come from the operations', () => {
    expect(offenders(handWrittenKey)).toEqual([]);
  });

  it('write no path of the app: links come from the screen registry', () => {
    expect(offenders(handWrittenPath)).toEqual([]);
  });
});
