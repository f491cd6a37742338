import { z } from 'zod';
import { text } from './common.ts';
import { dashboardAlertSchema } from './dashboard.ts';

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
