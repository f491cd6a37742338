/**
 * Finds references that lead nowhere: relative links in the Markdown of docs/ and README.md (to a file, and an
 * #anchor to one of its headings, as GitHub makes them), `docs/...` references in the code (comments mostly), and
 * a product page that docs/product/README.md does not list. Checked by scripts/doc-links.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BrokenReference {
  /** Path from the root, with forward slashes. */
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** Folders whose files may name a page of docs/, and the files that are text. */
const codeFolders = ['src', 'scripts', 'bench', 'e2e', '.ci'];
const codeFile = /\.(ts|tsx|mts|mjs|js|cjs|sql|sh|json|yml|yaml)$|^run$/;
/** This checker and its test name missing pages on purpose. */
const selfFiles = new Set(['scripts/doc-links.ts', 'scripts/doc-links.test.ts']);

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (entry.isFile() && keep(entry.name)) out.push(full);
  }
  return out;
}

/** The text GitHub shows for a heading's Markdown: no links' targets, code marks, emphasis or HTML tags. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/\*+|~~/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+([^_]+?)_+(?=[^\p{L}\p{N}]|$)/gu, '$1$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped (not `-` or `_`), spaces as `-`. */
export function headingSlug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The Markdown with fenced code blocks blanked and inline code spaced out: line numbers and offsets kept. */
function withoutCode(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (opener?.startsWith(fence)) fence = undefined;
        return '';
      }
      if (opener) {
        fence = opener;
        return '';
      }
      return line.replace(/(`+)(?:(?!\1).)+?\1/g, (code) => ' '.repeat(code.length));
    })
    .join('\n');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a Markdown file: its headings (a repeated one gets -1, -2, … as on GitHub) and explicit ids. */
export function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const text = withoutCode(readFileSync(file, 'utf8'));
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of text.split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = headingSlug(heading);
      let slug = base;
      while (seen.has(slug)) {
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        slug = `${base}-${count}`;
      }
      seen.set(slug, 0);
      anchors.add(slug);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) if (match[1]) anchors.add(match[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** Why a target (a path resolved already, and an anchor or '') leads nowhere, or undefined when it leads somewhere. */
function problemWith(file: string, anchor: string): string | undefined {
  if (!existsSync(file)) return 'no such file';
  if (!anchor || !file.endsWith('.md') || !statSync(file).isFile()) return undefined;
  return anchorsOf(file).has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor}`;
}

/** Relative links of one Markdown file: inline, reference definitions and HTML href/src. */
function markdownLinks(text: string): Array<{ target: string; index: number }> {
  const found: Array<{ target: string; index: number }> = [];
  const patterns = [
    /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm,
    /\b(?:href|src)="([^"]+)"/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (match[1]) found.push({ target: match[1], index: match.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

function checkMarkdown(root: string, file: string, broken: BrokenReference[]): Set<string> {
  const text = withoutCode(readFileSync(file, 'utf8'));
  const linked = new Set<string>();
  for (const { target, index } of markdownLinks(text)) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue;
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? '' : target.slice(hash + 1);
    const resolved = pathPart
      ? path.resolve(pathPart.startsWith('/') ? root : path.dirname(file), pathPart.replace(/^\//, ''))
      : file;
    linked.add(resolved);
    const reason = problemWith(resolved, anchor);
    if (reason) broken.push({ file: relative(root, file), line: lineAt(text, index), target, reason });
  }
  return linked;
}

/** `docs/…` in the code: a file or folder, `docs/decisions/NNNN` for the decision of that number, an optional #anchor. */
function checkCode(root: string, file: string, broken: BrokenReference[]): void {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?<![\w/.@-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g)) {
    const [target] = match;
    const [pathPart = '', anchor = ''] = target.split('#');
    let resolved = path.join(root, pathPart);
    const decision = /^docs\/decisions\/(\d{4})$/.exec(pathPart)?.[1];
    if (decision) {
      const dir = path.join(root, 'docs/decisions');
      const matches = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${decision}-`)) : [];
      resolved = matches.length === 1 && matches[0] ? path.join(dir, matches[0]) : path.join(dir, `${decision}-?.md`);
    }
    const reason = problemWith(resolved, anchor);
    if (reason) broken.push({ file: relative(root, file), line: lineAt(text, match.index), target, reason });
  }
}

export function brokenReferences(root: string): BrokenReference[] {
  anchorCache.clear();
  const broken: BrokenReference[] = [];
  const markdown = walk(path.join(root, 'docs'), (name) => name.endsWith('.md'));
  if (existsSync(path.join(root, 'README.md'))) markdown.push(path.join(root, 'README.md'));
  const productIndex = path.join(root, 'docs/product/README.md');
  for (const file of markdown) {
    const linked = checkMarkdown(root, file, broken);
    if (file !== productIndex) continue;
    for (const page of readdirSync(path.dirname(productIndex)).filter((n) => n.endsWith('.md') && n !== 'README.md')) {
      if (!linked.has(path.join(path.dirname(productIndex), page))) {
        broken.push({ file: relative(root, productIndex), line: 1, target: page, reason: 'product page not listed' });
      }
    }
  }
  for (const folder of codeFolders) {
    for (const file of walk(path.join(root, folder), (name) => codeFile.test(name))) {
      if (!selfFiles.has(relative(root, file))) checkCode(root, file, broken);
    }
  }
  return broken;
}
