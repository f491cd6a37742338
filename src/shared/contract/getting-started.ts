import { z } from '../zod.ts';
import { text } from './common.ts';
import { defineOperation } from './operation.ts';

/**
 * GET /api/v1/getting-started (docs/product/getting-started.md): how far the signed-in user's client has got with
 * setting up its operation, for the Getting started page (/example). Every figure counts only what the caller may
 * see (docs/product/access-and-roles.md#event-visibility), in their working client.
 */
export const gettingStartedSchema = z
  .object({
    /** Customers of the client; null for a role that may not list customers. */
    customers: z.number().int().nullable(),
    /** Events the caller may see. */
    events: z.number().int(),
    /** Of those, the ones with at least one zone drawn. */
    eventsWithZones: z.number().int(),
    /** Of those, the ones with someone assigned now. */
    eventsWithGuards: z.number().int(),
    /** The next of those events (soonest start first) that has no zone yet, to draw its zones. */
    eventWithoutZonesId: text().nullable(),
    /** Someone has clocked in on one of those events. */
    clockedIn: z.boolean(),
    /** An alert the caller may see was acknowledged, or a report they may read was reviewed. */
    reviewed: z.boolean(),
  })
  .meta({ id: 'GettingStarted' });
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

export const gettingStartedOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/getting-started',
    access: 'gettingStarted.view',
    tags: ['getting-started'],
    summary: 'Progress of the setup steps (customers, events, zones, guards, clock-ins, reviews) in the caller’s scope',
    response: gettingStartedSchema,
  }),
};
