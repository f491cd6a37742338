import { describe, expect, it } from 'vitest';
import { textLengthLimits } from './text-length-limits.ts';

const shared = import.meta.glob<Record<string, unknown>>(['../../shared/**/*.ts', '!../../shared/**/*.test.ts'], {
  eager: true,
});

/** The messages of every length check (`.max(n, '…')`) reachable from the exported zod schemas. */
function lengthMessages(value: unknown, seen: Set<unknown>, out: Set<string>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (def) {
    if (def.check === 'max_length' && typeof def.error === 'function') {
      const message: unknown = def.error({});
      if (typeof message === 'string') out.add(message);
    }
    for (const part of Object.values(def)) lengthMessages(part, seen, out);
    return;
  }
  for (const part of Array.isArray(value) ? value : Object.values(value)) lengthMessages(part, seen, out);
}

describe('text length limits', () => {
  it('lists every "At most N characters" limit of the shared contract', () => {
    const found = new Set<string>();
    const seen = new Set<unknown>();
    for (const module of Object.values(shared)) lengthMessages(module, seen, found);
    const limits = [...found]
      .map((message) => /^At most (\d+) characters$/.exec(message)?.[1])
      .filter((max) => max !== undefined)
      .map(Number);
    expect(limits).toContain(120);
    expect(limits.filter((max) => !(textLengthLimits as readonly number[]).includes(max))).toEqual([]);
  });
});
