import { z } from 'zod';
import { alertSchema } from './alerts.ts';

/*
 * The live stream (issue 7): GET /api/v1/stream, Server-Sent Events, one per browser tab, authenticated by the
 * session cookie. It carries only what its user may see: alerts in their alert scope (contract/alerts.ts), guard
 * positions and status changes on events they may see (positions only to those who may open the map), and their
 * own messages. Every SSE message has `event:` = one of liveEventTypes and `data:` = JSON of that event's schema.
 * `ready` comes first; `heartbeat` every 20 s. A client that reconnects re-reads its state: the stream never
 * replays what was missed.
 */

export const liveEventTypes = [
  'ready',
  'heartbeat',
  'alert.created',
  'alert.updated',
  'alert.deleted',
  'guard.location',
  'guard.status',
  'message.created',
  'conversation.read',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

export const heartbeatIntervalMs = 20_000;

export const guardStatuses = ['onDuty', 'onBreak', 'off', 'sos'] as const;
export type GuardStatus = (typeof guardStatuses)[number];

export const liveEventSchemas = {
  ready: z.object({ now: z.string() }),
  heartbeat: z.object({ now: z.string() }),
  'alert.created': z.object({ alert: alertSchema }),
  'alert.updated': z.object({ alert: alertSchema }),
  'alert.deleted': z.object({ id: z.string() }),
  'guard.location': z.object({
    userId: z.string(),
    eventId: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    accuracy: z.number().nullable(),
    at: z.string(),
    /** Inside/outside the Allowed zones after this position (null: not known). */
    allowed: z.enum(['inside', 'outside']).nullable(),
    inRestrictedZone: z.boolean(),
  }),
  'guard.status': z.object({
    userId: z.string(),
    eventId: z.string().nullable(),
    status: z.enum(guardStatuses),
    at: z.string(),
  }),
  'message.created': z.object({ conversationId: z.string(), messageId: z.string() }),
  /** A member read (or received: `mark` delivered) a conversation up to `at` — to its members, for the ticks. */
  'conversation.read': z.object({
    conversationId: z.string(),
    userId: z.string(),
    at: z.string(),
    mark: z.enum(['read', 'delivered']),
  }),
} as const satisfies Record<LiveEventType, z.ZodType>;

export type LiveEvent = {
  [K in LiveEventType]: { type: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventType];
