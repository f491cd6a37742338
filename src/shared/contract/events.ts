import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common.ts';

export const eventStatuses = ['Upcoming', 'Active', 'Completed', 'Unassigned'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventListQuerySchema = pageQuerySchema.extend({
  status: z.enum(eventStatuses, 'Must be one of Upcoming, Active, Completed, Unassigned').optional(),
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventSummarySchema = z
  .object({
    id: z.string(),
    eventName: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    clientId: z.string(),
    siteName: z.string().nullable(),
    timeZone: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(eventStatuses),
    guardPayrate: z.number(),
    managerPayrate: z.number(),
    supervisorPayrate: z.number(),
    payrollBudget: z.number(),
    guardsAssigned: z.number().int(),
    guardsOnDuty: z.number().int(),
    guardsOnBreak: z.number().int(),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListResponseSchema = pageOf(eventSummarySchema).meta({ id: 'EventList' });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** Status derived from the dates (SPEC §3): Unassigned wins, then Upcoming / Active / Completed. */
export function eventStatusAt(event: { startDate: Date; endDate: Date; unassigned: boolean }, now: Date): EventStatus {
  if (event.unassigned) return 'Unassigned';
  if (now < event.startDate) return 'Upcoming';
  if (now <= event.endDate) return 'Active';
  return 'Completed';
}
