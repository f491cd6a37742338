import { z } from 'zod';

export const dashboardAlertSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  guardName: z.string().nullable(),
  eventName: z.string().nullable(),
  seen: z.boolean(),
  createdAt: z.string(),
});

export const dashboardEventSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  customerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  guardsAssigned: z.number().int(),
  guardsOnDuty: z.number().int(),
});

export const dashboardSummarySchema = z
  .object({
    generatedAt: z.string(),
    guardsOnDuty: z.number().int(),
    guardsOnBreak: z.number().int(),
    activeEvents: z.number().int(),
    upcomingEvents: z.number().int(),
    unseenAlerts: z.number().int(),
    openSosAlerts: z.number().int(),
    incidentsLast7Days: z.number().int(),
    visitorsOnSite: z.number().int(),
    activeEventList: z.array(dashboardEventSchema),
    recentAlerts: z.array(dashboardAlertSchema),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
