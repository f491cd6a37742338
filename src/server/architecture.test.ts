import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Rules of the server's structure that no type-check or lint rule expresses (docs/architecture.md). */
const serverRoot = import.meta.dirname;

function productionFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' || name === 'demo' ? [] : productionFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !name.startsWith('authorization-matrix') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(serverRoot, file);

describe('server structure', () => {
  it('alerts are written by the alerts repository alone', () => {
    const writers = productionFiles(serverRoot)
      .filter((file) => /insert\s+into\s+alerts\b|\.insert\(\s*alerts\s*\)/i.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(writers).toEqual([path.join('modules', 'alerts', 'repository.ts')]);
  });
});
