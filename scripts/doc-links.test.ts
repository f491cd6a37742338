import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenReferences, headingSlug } from './doc-links.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixture = mkdtempSync(path.join(os.tmpdir(), 'watchpost-doc-links-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

describe('heading anchors as GitHub makes them', () => {
  it('lower case, punctuation and symbols dropped, spaces as hyphens, code and links as their text', () => {
    expect(headingSlug('Time off, availability and swaps')).toBe('time-off-availability-and-swaps');
    expect(headingSlug("The client's rules")).toBe('the-clients-rules');
    expect(headingSlug('No-shows: Missed Clock-In')).toBe('no-shows-missed-clock-in');
    expect(headingSlug('`npm start` — the two commands')).toBe('npm-start--the-two-commands');
    expect(headingSlug('Sign-in & [sign-up](x.md) ##')).toBe('sign-in--sign-up');
    expect(headingSlug('**Bold** and _em_ and snake_case')).toBe('bold-and-em-and-snake_case');
    expect(headingSlug('0042 — ingest: p50/p99 (ms)')).toBe('0042--ingest-p50p99-ms');
    expect(headingSlug('Ärger über Zeitzonen')).toBe('ärger-über-zeitzonen');
  });
});

describe('broken references', () => {
  it('finds missing files and headings in Markdown and in code, and product pages the index leaves out', () => {
    write(
      'docs/guide.md',
      [
        '# Guide',
        '## Time zones',
        '## Notes',
        '## Notes',
        'Fine: [zones](#time-zones), [second notes](#notes-1), [adr](decisions/0001-first.md#why), [web](https://x.test/a#b).',
        'Broken: [third notes](#notes-2) and [gone](decisions/0009-gone.md)',
        'and a link whose text wraps [over',
        'two lines](product/a.md#nowhere).',
        '```md',
        '[inside a fence](missing.md) is not a link',
        '```',
        'Inline `[code](missing.md)` is not one either; [ref]: ../README.md#top is a definition.',
        '[defined]: decisions/0001-first.md#not-a-heading',
        '<a href="product/README.md#products">html</a>',
      ].join('\n'),
    );
    write('docs/decisions/0001-first.md', '# 0001 — First\n\n## Why\n');
    write('docs/product/README.md', '# Products\n\n[A](a.md)\n');
    write('docs/product/a.md', '# A\n');
    write('docs/product/b.md', '# B\n');
    write('README.md', '# Top\n\nSee [the guide](docs/guide.md#time-zones) and [nothing](docs/nothing.md).\n');
    write(
      'src/zoned.ts',
      [
        '// See docs/guide.md#time-zones and docs/decisions/0001 (fine), docs/guide.md#time-zone (not).',
        "// docs/decisions/0002 has no decision; docs/product/ is a folder. fetch('/api/docs/json') is no page.",
      ].join('\n'),
    );
    write('src/db/0013.sql', '-- Reservations (docs/decisions/0014-atomic-attempt-limits.md);\n');

    const found = brokenReferences(fixture).map((b) => `${b.file}:${b.line} ${b.target} — ${b.reason}`);
    expect(found.sort()).toEqual(
      [
        'README.md:3 docs/nothing.md — no such file',
        'docs/guide.md:6 #notes-2 — no heading #notes-2',
        'docs/guide.md:6 decisions/0009-gone.md — no such file',
        'docs/guide.md:7 product/a.md#nowhere — no heading #nowhere',
        'docs/guide.md:13 decisions/0001-first.md#not-a-heading — no heading #not-a-heading',
        'docs/product/README.md:1 b.md — product page not listed',
        'src/db/0013.sql:1 docs/decisions/0014-atomic-attempt-limits.md — no such file',
        'src/zoned.ts:1 docs/guide.md#time-zone — no heading #time-zone',
        'src/zoned.ts:2 docs/decisions/0002 — no such file',
      ].sort(),
    );
  });

  it('none in this checkout: docs/, README.md and the code lead only to pages and headings that exist', () => {
    const found = brokenReferences(repoRoot).map((b) => `${b.file}:${b.line} ${b.target} — ${b.reason}`);
    expect(found).toEqual([]);
  });
});
