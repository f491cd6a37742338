import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionFiles, serverRoot } from './test/production-files.ts';

/** Rules of the server's structure that no type-check or lint rule expresses (docs/architecture.md). */
const relative = (file: string) => path.relative(serverRoot, file);

/** Where SQL may be written: repositories, the database layer, and the access module's SQL predicates. */
const mayHoldSql = (file: string) =>
  /(^|-)repository\.ts$/.test(path.basename(file)) || /^(db|access)\//.test(relative(file).split(path.sep).join('/'));

/**
 * What in a file's text builds SQL: a `sql` template, a value (not a type) imported from drizzle-orm, or a table
 * imported from the schema (the query builder's starting point). Answers a reason per finding.
 */
function sqlBuildingIn(text: string): string[] {
  const found: string[] = [];
  if (/\bsql\s*`/.test(text)) found.push('sql template');
  const imports = /\b(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const [, typeOnly, clause = '', source = ''] of text.matchAll(imports)) {
    const fromDrizzle = /^drizzle-orm(\/|$)/.test(source);
    const fromSchema = /(^|\/)db\/schema\.ts$/.test(source);
    if ((!fromDrizzle && !fromSchema) || typeOnly) continue;
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const values = braces
      ? (braces[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
      : [clause.trim()];
    for (const name of values) found.push(`${name} from ${source}`);
  }
  return found;
}

describe('server structure', () => {
  it('alerts are written by the alerts repository alone', () => {
    const writers = productionFiles()
      .filter((file) => /insert\s+into\s+alerts\b|\.insert\(\s*alerts\s*\)/i.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(writers).toEqual([path.join('modules', 'alerts', 'repository.ts')]);
  });

  it('the job queue is started by start-server.ts alone, so an app built by a test runs no background work', () => {
    const starters = productionFiles()
      .filter((file) => /\bJobQueue\.start\(/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(starters).toEqual(['start-server.ts']);
  });

  it('SQL is written in repositories only', () => {
    const offenders = productionFiles()
      .filter((file) => !mayHoldSql(file))
      .map((file) => ({ file: relative(file), sql: sqlBuildingIn(readFileSync(file, 'utf8')) }))
      .filter((finding) => finding.sql.length > 0);
    expect(offenders).toEqual([]);
  });

  it('tells SQL building from type-only imports', () => {
    expect(
      sqlBuildingIn("import type { SQL } from 'drizzle-orm';\nimport { type SQL as S } from 'drizzle-orm';"),
    ).toEqual([]);
    expect(sqlBuildingIn("import type { Polygon } from '../../db/schema.ts';")).toEqual([]);
    expect(sqlBuildingIn("import { type SQL, sql } from 'drizzle-orm';")).toEqual(['sql from drizzle-orm']);
    expect(sqlBuildingIn("import {\n  and,\n  eq,\n} from 'drizzle-orm';")).toEqual([
      'and from drizzle-orm',
      'eq from drizzle-orm',
    ]);
    expect(sqlBuildingIn("import { tasks } from '../../db/schema.ts';")).toEqual(['tasks from ../../db/schema.ts']);
    expect(sqlBuildingIn('const q = db.execute(sql`select 1`);')).toEqual(['sql template']);
    expect(sqlBuildingIn("import { drizzle } from 'drizzle-orm/node-postgres';")).toEqual([
      'drizzle from drizzle-orm/node-postgres',
    ]);
  });
});
