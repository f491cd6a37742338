import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

describe('layering (docs/architecture.md#layers)', () => {
  it('shared uses no Node or browser-only modules', () => {
    const nodeImports = sourceFiles(path.join(root, 'shared'))
      .filter((f) => !f.endsWith('.test.ts'))
      .flatMap((f) => importsOf(f).filter((s) => s.startsWith('node:')));
    expect(nodeImports).toEqual([]);
  });
});

describe('zod in the browser', () => {
  it('shared and web code take z from src/shared/zod.ts, which turns eval off before any schema is built', () => {
    const direct = [...sourceFiles(path.join(root, 'shared')), ...sourceFiles(path.join(root, 'web'))]
      .filter((f) => !f.endsWith(`${path.sep}shared${path.sep}zod.ts`) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /^\s*import\s+(?!type\b)[^'"]*from\s+['"]zod['"]/m.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(direct).toEqual([]);
  });
});

describe('contract text', () => {
  it('every string of the contract is a storable text() (no bare z.string outside common.ts)', () => {
    const bare = sourceFiles(root)
      .filter((f) => f.startsWith(path.join(root, 'contract')) || f.endsWith('settings-schema.ts'))
      .filter((f) => !f.endsWith('.test.ts') && !f.endsWith(`${path.sep}common.ts`))
      .filter((f) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(bare).toEqual([]);
  });
});
