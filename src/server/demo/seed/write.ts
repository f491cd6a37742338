/** Writes the demo rows in one transaction, table by table in the order their references need. */
import { inArray } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  alerts,
  breaks,
  checkpointScans,
  checkpoints,
  clientNotes,
  clients,
  clockEntries,
  conversationMembers,
  conversations,
  customers,
  dailyNotes,
  eventAssignments,
  eventNotes,
  events,
  geofenceActivity,
  geofences,
  guardZoneStates,
  incidentReportComments,
  incidentReports,
  locationPings,
  messages,
  reportSubscriptions,
  restrictedAreas,
  shiftAssignments,
  shifts,
  tasks,
  tourRuns,
  tours,
  userCustomerAccess,
  userEventAccess,
  users,
  visitorBlocklist,
  visitors,
} from '../../db/schema.ts';
import type { DemoRows, SeedSummary } from './build.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const INSERT_CHUNK = 1000;

async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

export async function writeDemoRows(tx: Tx, rows: DemoRows): Promise<SeedSummary> {
  await insertRows(tx, clients, rows.clients);
  await insertRows(tx, customers, rows.customers);
  await insertRows(tx, users, rows.users);
  await insertRows(tx, clientNotes, rows.clientNotes);
  await insertRows(tx, userCustomerAccess, rows.userCustomerAccess);
  await insertRows(tx, events, rows.events);
  const byEvent = new Map<string, string[]>();
  for (const { userId, eventId } of rows.currentEvents) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), userId]);
  for (const [eventId, userIds] of byEvent) {
    await tx.update(users).set({ currentEventId: eventId }).where(inArray(users.id, userIds));
  }
  await insertRows(tx, userEventAccess, rows.userEventAccess);
  await insertRows(tx, eventNotes, rows.eventNotes);
  await insertRows(tx, geofences, rows.geofences);
  await insertRows(tx, restrictedAreas, rows.restrictedAreas);
  await insertRows(tx, eventAssignments, rows.eventAssignments);
  await insertRows(tx, shifts, rows.shifts);
  await insertRows(tx, clockEntries, rows.clockEntries);
  await insertRows(tx, breaks, rows.breaks);
  await insertRows(tx, locationPings, rows.locationPings);
  await insertRows(tx, guardZoneStates, rows.guardZoneStates);
  await insertRows(tx, alerts, rows.alerts);
  await insertRows(tx, shiftAssignments, rows.shiftAssignments);
  await insertRows(tx, geofenceActivity, rows.geofenceActivity);
  await insertRows(tx, incidentReports, rows.incidentReports);
  await insertRows(tx, incidentReportComments, rows.incidentReportComments);
  await insertRows(tx, visitors, rows.visitors);
  await insertRows(tx, visitorBlocklist, rows.visitorBlocklist);
  await insertRows(tx, conversations, rows.conversations);
  await insertRows(tx, conversationMembers, rows.conversationMembers);
  await insertRows(tx, messages, rows.messages);
  await insertRows(tx, tasks, rows.tasks);
  await insertRows(tx, checkpoints, rows.checkpoints);
  await insertRows(tx, tours, rows.tours);
  await insertRows(tx, tourRuns, rows.tourRuns);
  await insertRows(tx, checkpointScans, rows.checkpointScans);
  await insertRows(tx, dailyNotes, rows.dailyNotes);
  await insertRows(tx, reportSubscriptions, rows.reportSubscriptions);
  const { currentEvents: _, ...tables } = rows;
  return Object.fromEntries(Object.entries(tables).map(([name, list]) => [name, list.length])) as SeedSummary;
}
