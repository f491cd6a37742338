import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The server's source folder, src/server. */
export const serverRoot = path.join(import.meta.dirname, '..');

/**
 * The server's production files below `dir`: every .ts file but tests, leaving out the test support and demo
 * folders and any folder named in `skip`. For the structure tests (docs/architecture.md).
 */
export function productionFiles(dir: string = serverRoot, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return name === 'test' || name === 'demo' || skip.includes(name) ? [] : productionFiles(full, skip);
    }
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}
