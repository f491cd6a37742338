import { z } from '../zod.ts';
import { text } from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

/** The longest text the global search takes (its box reads it too). */
export const searchQueryMaxLength = 100;

export const searchQuerySchema = z.object({
  q: text('search.text_required')
    .trim()
    .min(1, 'search.text_required')
    .max(searchQueryMaxLength, withCode('validation.too_long')),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultKinds = ['event', 'person', 'client', 'incident-report'] as const;
export type SearchResultKind = (typeof searchResultKinds)[number];

export const searchResultSchema = z
  .object({
    kind: z.enum(searchResultKinds),
    id: text(),
    title: text(),
    subtitle: text(),
    /** Where the web app opens the record, e.g. `/events?focus=<id>`. */
    url: text(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** At most 10 records of each kind and 20 in all; the kinds the caller may not see are simply absent. */
export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) }).meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const maxShortcuts = 20;

export const updateShortcutsBodySchema = z
  .strictObject({
    shortcuts: z
      .array(text().min(1, 'validation.not_empty').max(100, withCode('validation.too_long')), 'validation.not_id_list')
      .max(maxShortcuts, withCode('search.too_many_shortcuts'))
      .refine((ids) => new Set(ids).size === ids.length, 'search.each_shortcut_may_appear'),
  })
  .meta({ id: 'UpdateShortcuts' });
export type UpdateShortcutsBody = z.infer<typeof updateShortcutsBodySchema>;

export const shortcutsResponseSchema = z.object({ shortcuts: z.array(text()) }).meta({ id: 'Shortcuts' });
export type ShortcutsResponse = z.infer<typeof shortcutsResponseSchema>;

const tags = ['search'];

/** Global search over the records the caller may see, and the caller's pinned shortcuts. */
export const searchOperations = {
  search: defineOperation({
    method: 'GET',
    path: '/search',
    access: 'authenticated',
    tags,
    summary: 'Events, people, clients and incident reports the caller may see whose names match q',
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
  updateShortcuts: defineOperation({
    method: 'PUT',
    path: '/me/shortcuts',
    access: 'authenticated',
    tags,
    summary: "Replace the caller's pinned navigation shortcuts (guests keep theirs in the browser: 403)",
    body: updateShortcutsBodySchema,
    response: shortcutsResponseSchema,
  }),
};
