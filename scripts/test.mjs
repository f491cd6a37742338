// `npm test`: type-check, lint, unit + integration tests (real PostgreSQL), then the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [
  ['Type-check', bin('tsc'), ['-b']],
  ['Lint', bin('biome'), ['check', '.']],
  ['Import boundaries', process.execPath, ['--import', 'tsx/esm', path.join(root, 'scripts/import-boundaries.ts')]],
  ['Unit and integration tests', bin('vitest'), ['run']],
  ['Chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]],
  ['End-to-end tests', bin('playwright'), ['test']],
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;
const began = performance.now();
for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const stepBegan = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds(stepBegan)}.`);
    process.exit(result.status ?? 1);
  }
  // What each step costs, so the CI budget is spent knowingly.
  console.log(`✔ ${title} (${seconds(stepBegan)})`);
}
console.log(`\n✔ All checks passed (${seconds(began)}).`);
