import { z } from '../zod.ts';
import { text } from './common.ts';
import { dashboardAlertSchema } from './dashboard.ts';
import { defineOperation } from './operation.ts';

export const clockStates = ['off', 'onDuty', 'onBreak'] as const;
export type ClockState = (typeof clockStates)[number];

export const myEventSchema = z.object({
  id: text(),
  name: text(),
  siteName: text().nullable(),
  timeZone: text(),
  startDate: text(),
  endDate: text(),
});

/** What the quick panel shows (docs/product/dashboard.md#quick-panel): the time, the user's event and clock state, recent alerts. */
export const myStatusSchema = z
  .object({
    now: text(),
    clock: z.object({
      state: z.enum(clockStates),
      /** When the user clocked in (on duty) or started the break (on break). */
      since: text().nullable(),
      breakMinutes: z.number().int().nullable(),
    }),
    /** The event clocked in to; else an assigned event running now; else the next assigned one. */
    currentEvent: myEventSchema.nullable(),
    recentAlerts: z.array(dashboardAlertSchema),
  })
  .meta({ id: 'MyStatus' });
export type MyStatus = z.infer<typeof myStatusSchema>;

/** The quick panel's API, defined once for the server's route and the web's client. */
export const myStatusOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/me/status',
    access: 'authenticated',
    tags: ['me'],
    summary: 'The quick panel: the signed-in user’s event, clock state and recent alerts in scope',
    response: myStatusSchema,
  }),
};
