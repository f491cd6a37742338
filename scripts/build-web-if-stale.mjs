// Builds the SPA into dist/web unless the build is newer than every source file it comes from.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestChange } from './newest-change.mjs';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

if (!existsSync(output) || statSync(output).mtimeMs < newestChange(sources)) {
  console.log('Building the web app…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [path.join(root, 'scripts/compress-web.mjs')], { cwd: root, stdio: 'inherit' });
}
