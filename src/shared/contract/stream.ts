import { callStatuses } from '../dispatch-rules.ts';
import { z } from '../zod.ts';
import { alertSchema } from './alerts.ts';
import { text } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * The live stream (docs/product/alerts.md#live-stream): GET /api/v1/stream, Server-Sent Events, one per browser tab, authenticated by the
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
  'shift.changed',
  'dispatch.call',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** What happened to a shift (docs/product/shifts.md#live-updates). */
export const shiftChangeKinds = [
  'created',
  'changed',
  'cancelled',
  'published',
  'unpublished',
  'assigned',
  'unassigned',
  'claim_approved',
  'claim_denied',
] as const;
export type ShiftChangeKind = (typeof shiftChangeKinds)[number];

export const heartbeatIntervalMs = 20_000;

export const guardStatuses = ['onDuty', 'onBreak', 'off', 'sos'] as const;
export type GuardStatus = (typeof guardStatuses)[number];

export const liveEventSchemas = {
  ready: z.object({ now: text() }),
  heartbeat: z.object({ now: text() }),
  'alert.created': z.object({ alert: alertSchema }),
  'alert.updated': z.object({ alert: alertSchema }),
  'alert.deleted': z.object({ id: text() }),
  'guard.location': z.object({
    userId: text(),
    eventId: text().nullable(),
    lat: z.number(),
    lng: z.number(),
    accuracy: z.number().nullable(),
    at: text(),
    /** Inside/outside the Allowed zones after this position (null: not known). */
    allowed: z.enum(['inside', 'outside']).nullable(),
    inRestrictedZone: z.boolean(),
  }),
  'guard.status': z.object({
    userId: text(),
    eventId: text().nullable(),
    status: z.enum(guardStatuses),
    at: text(),
  }),
  'message.created': z.object({ conversationId: text(), messageId: text() }),
  /** A member read (or received: `mark` delivered) a conversation up to `at` — to its members, for the ticks. */
  'conversation.read': z.object({
    conversationId: text(),
    userId: text(),
    at: text(),
    mark: z.enum(['read', 'delivered']),
  }),
  /**
   * A shift was created, edited, cancelled, published or (un)assigned: to its people, to those who plan the
   * schedule of its event, and — when it is published or withdrawn — to everyone of the client who works shifts.
   * Ids only: the screens read the shifts again.
   */
  'shift.changed': z.object({ shiftId: text(), eventId: text(), change: z.enum(shiftChangeKinds) }),
  /**
   * A call for service was taken or moved on (docs/product/dispatch.md#live-updates): to the dispatchers who see
   * it, to its guard (and the guard it was taken from: `assigneeId` is then no longer theirs) and to its customer's
   * users. The screens read the call again for the rest.
   */
  'dispatch.call': z.object({
    callId: text(),
    status: z.enum(callStatuses),
    assigneeId: text().nullable(),
    eventId: text().nullable(),
    at: text(),
  }),
} as const satisfies Record<LiveEventType, z.ZodType>;

export type LiveEvent = {
  [K in LiveEventType]: { type: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventType];

/** The live stream's operation: its answer is not JSON but a Server-Sent Events stream of LiveEvents. */
export const streamOperations = {
  open: defineOperation({
    method: 'GET',
    path: '/stream',
    access: 'authenticated',
    tags: ['live'],
    summary: 'Server-Sent Events: alerts, guard positions and status, messages — only what the caller may see',
    produces: 'text/event-stream',
  }),
};
