/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { languages, namespaces } from './languages.ts';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<{ default: Tree; sameInEveryLanguage?: readonly string[] }>('./locales/*/*.ts', {
  eager: true,
});

function fileOf(language: string, namespace: string): Tree | undefined {
  return files[`./locales/${language}/${namespace}.ts`]?.default;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * Texts that are the same in another language on purpose (the product name, codes, formats, words a language
 * borrows unchanged) are listed by the English file of their namespace as `export const sameInEveryLanguage`;
 * everything else must differ from the English.
 */
function sameAsEnglish(namespace: string): Set<string> {
  return new Set(files[`./locales/en/${namespace}.ts`]?.sameInEveryLanguage ?? []);
}

const others = languages.filter((language) => language.id !== 'en');

describe('translation files', () => {
  it('exist for every namespace in every language', () => {
    for (const language of languages) {
      for (const namespace of namespaces) {
        expect(fileOf(language.id, namespace), `${language.id}/${namespace}`).toBeDefined();
      }
    }
    const known = new Set(namespaces.flatMap((ns) => languages.map((l) => `./locales/${l.id}/${ns}.ts`)));
    expect(Object.keys(files).filter((path) => !known.has(path))).toEqual([]);
  });

  for (const namespace of namespaces) {
    describe(namespace, () => {
      const english = flatten(fileOf('en', namespace) ?? {});
      const allowed = sameAsEnglish(namespace);

      it('has no empty English text', () => {
        for (const [key, value] of english) expect(value.trim(), `en ${namespace}:${key}`).not.toBe('');
      });

      for (const language of others) {
        it(`is complete in ${language.title} (${language.id})`, () => {
          const translated = flatten(fileOf(language.id, namespace) ?? {});
          expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
          for (const [key, value] of translated) {
            const source = english.get(key) ?? '';
            const id = `${language.id} ${namespace}:${key}`;
            expect(value.trim(), id).not.toBe('');
            expect(variables(value), `${id} keeps the placeholders of the English`).toEqual(variables(source));
            if (/[A-Za-z]{2}/.test(source) && !allowed.has(key)) {
              expect(value, `${id} is still English`).not.toBe(source);
            }
          }
        });
      }
    });
  }
});
