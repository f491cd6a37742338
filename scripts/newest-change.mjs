// When a build's sources last changed: the build scripts rebuild only when an output is older than this.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The latest modification time (ms) of the files and folders under each of `targets` (paths from the root). */
export function newestChange(targets) {
  const newest = (target) => {
    const full = path.join(root, target);
    if (!existsSync(full)) return 0;
    const stat = statSync(full);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newest(path.join(target, name))));
  };
  return Math.max(...targets.map(newest));
}
