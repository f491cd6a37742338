/**
 * What a set of built scripts is made of: each script's generated code is split by its (hidden) source map into the
 * source files it came from, grouped into packages (`react-dom`, `@mui/material`, `zod`) and folders of our own
 * (`src/shared/contract`, `src/web/features/auth`). A group's gzip size is its share of the script's real gzip size
 * (level 9), split in proportion to the gzip size of the group's code compressed alone, so the groups add up to the
 * measured total. Code the map assigns to no source (the bundler's glue) is `(bundler)`.
 *
 * Used by bench/screen-speed.ts for the scripts /sign-in loads; alone, for the static graph of a build:
 * `node --import tsx/esm bench/bundle-composition.ts [dist/web] [chunk.js …]` lists the entry chunk's static imports
 * (no browser: dynamic imports are not followed; name the chunks to add).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...base64].map((char, index) => [char, index]));

/** One segment of a source map's `mappings`: [generated column, source index?, …] (Base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64Value.get(char);
    if (digit === undefined) throw new Error(`bad source map segment ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The group a source path belongs to: its npm package, or its folder under src (one level below a feature). */
export function groupOf(source: string): string {
  const normal = source.replaceAll('\\', '/');
  const inModules = normal.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first = '', second = ''] = normal.slice(inModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const inSrc = normal.indexOf('src/');
  if (inSrc < 0) return normal;
  const parts = normal.slice(inSrc).split('/');
  const depth = parts[2] === 'features' || parts[2] === 'i18n' ? 4 : 3;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
}

/** Generated code of one script, split by the source group each character maps to. */
function codeByGroup(code: string, map: { sources: string[]; mappings: string }): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const add = (group: string, text: string) => {
    if (!text) return;
    const list = groups.get(group) ?? [];
    list.push(text);
    groups.set(group, list);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    let current = '(bundler)';
    let from = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(current, line.slice(from, column));
      from = column;
      if (sourceDelta === undefined) {
        current = '(bundler)';
      } else {
        sourceIndex += sourceDelta;
        current = groupOf(map.sources[sourceIndex] ?? '(bundler)');
      }
    }
    add(current, `${line.slice(from)}\n`);
  });
  return groups;
}

export interface GroupSize {
  group: string;
  rawBytes: number;
  gzipBytes: number;
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** The groups of the scripts (paths as served, `/assets/x.js`) under `distDir`, largest gzip share first. */
export function composition(distDir: string, scripts: Iterable<string>): GroupSize[] {
  const totals = new Map<string, GroupSize>();
  for (const script of scripts) {
    const file = path.join(distDir, script);
    const code = readFileSync(file, 'utf8');
    const mapFile = `${file}.map`;
    const groups = existsSync(mapFile)
      ? codeByGroup(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([['(no source map)', [code]]]);
    const alone = [...groups].map(([group, parts]) => {
      const text = parts.join('');
      return { group, raw: Buffer.byteLength(text), gzip: gzipSize(text) };
    });
    const aloneSum = alone.reduce((sum, g) => sum + g.gzip, 0);
    const real = gzipSize(code);
    for (const { group, raw, gzip } of alone) {
      const total = totals.get(group) ?? { group, rawBytes: 0, gzipBytes: 0 };
      total.rawBytes += raw;
      total.gzipBytes += aloneSum ? (gzip / aloneSum) * real : 0;
      totals.set(group, total);
    }
  }
  return [...totals.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** A Markdown table of the groups above `minKiB` gzip, the rest summed in one row. */
export function compositionTable(groups: GroupSize[], minKiB = 1): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const shown = groups.filter((g) => g.gzipBytes / 1024 >= minKiB);
  const rest = groups.filter((g) => g.gzipBytes / 1024 < minKiB);
  const rows = shown.map((g) => `| ${g.group} | ${kib(g.gzipBytes)} | ${kib(g.rawBytes)} |`);
  if (rest.length) {
    const gzip = rest.reduce((sum, g) => sum + g.gzipBytes, 0);
    const raw = rest.reduce((sum, g) => sum + g.rawBytes, 0);
    rows.push(`| ${rest.length} smaller groups | ${kib(gzip)} | ${kib(raw)} |`);
  }
  const gzip = groups.reduce((sum, g) => sum + g.gzipBytes, 0);
  const raw = groups.reduce((sum, g) => sum + g.rawBytes, 0);
  rows.push(`| **total** | **${kib(gzip)}** | **${kib(raw)}** |`);
  return ['| Package or folder | kB gzip | kB uncompressed |', '|---|---|---|', ...rows].join('\n');
}

/** The entry script of index.html and every chunk it imports statically (what loads before any `import()`). */
export function staticClosure(distDir: string, extra: string[] = []): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const seen = new Set<string>();
  const visit = (script: string) => {
    if (seen.has(script)) return;
    seen.add(script);
    const code = readFileSync(path.join(distDir, script), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+)["']/g)) {
      visit(path.posix.join(path.posix.dirname(script), match[1] ?? ''));
    }
  };
  for (const script of [entry, ...extra]) visit(script);
  return [...seen];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist = path.join(root, 'dist/web'), ...extra] = process.argv.slice(2);
  const scripts = staticClosure(
    path.resolve(dist),
    extra.map((e) => (e.startsWith('/') ? e : `/assets/${e}`)),
  );
  const files = scripts.map((s) => {
    const gzip = gzipSize(readFileSync(path.join(dist, s)));
    return { s, gzip };
  });
  for (const { s, gzip } of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(gzip / 1024).toFixed(1)}\t${s}`);
  console.log(`${files.length} files, ${(files.reduce((sum, f) => sum + f.gzip, 0) / 1024).toFixed(1)} kB gzip\n`);
  console.log(compositionTable(composition(path.resolve(dist), scripts)));
}
