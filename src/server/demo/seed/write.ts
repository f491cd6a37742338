/**
 * Writes the demo rows in one transaction through the modules' own record functions (each module's history.ts),
 * table by table in the order their references need; the seed itself holds no SQL.
 */
import { recordAlerts } from '../../modules/alerts/index.ts';
import { recordBilling } from '../../modules/billing/index.ts';
import { recordBreaks } from '../../modules/breaks/index.ts';
import { recordClientNotes, recordClients } from '../../modules/clients/index.ts';
import { recordCustomers } from '../../modules/customers/index.ts';
import { recordDispatchCallEvents, recordDispatchCalls } from '../../modules/dispatch/index.ts';
import {
  recordEventAssignments,
  recordEventNotes,
  recordEvents,
  recordGeofences,
  recordRestrictedAreas,
} from '../../modules/events/index.ts';
import { recordGeofenceActivity, recordGuardZoneStates, recordLocationPings } from '../../modules/field/index.ts';
import { recordIncidentReports, recordReportComments } from '../../modules/incident-reports/index.ts';
import { recordConversationMembers, recordConversations, recordMessages } from '../../modules/messenger/index.ts';
import { recordPatrols } from '../../modules/patrols/index.ts';
import { recordPayroll } from '../../modules/payroll/index.ts';
import { recordClockEntries } from '../../modules/personnel/index.ts';
import { recordReportSubscriptions } from '../../modules/report-delivery/index.ts';
import { recordShiftAssignments, recordShifts } from '../../modules/shifts/index.ts';
import { recordTasks } from '../../modules/tasks/index.ts';
import { recordCheckpointScans, recordCheckpoints, recordTourRuns, recordTours } from '../../modules/tours/index.ts';
import {
  recordCurrentEvents,
  recordCustomerAccess,
  recordEventAccess,
  recordUsers,
} from '../../modules/users/index.ts';
import { recordVisitors, recordWatchListEntries } from '../../modules/visitors/index.ts';
import type { DemoRows, SeedSummary } from './build.ts';
import { saveDailyNotes } from './daily-activity.ts';
import type { Tx } from './past-context.ts';

/** Writes every row of the demo; returns how many rows each table got. */
export async function writeDemoRows(tx: Tx, rows: DemoRows): Promise<SeedSummary> {
  await recordClients(tx, rows.clients);
  await recordCustomers(tx, rows.customers);
  await recordUsers(tx, rows.users);
  await recordClientNotes(tx, rows.clientNotes);
  await recordCustomerAccess(tx, rows.userCustomerAccess);
  await recordEvents(tx, rows.events);
  await recordCurrentEvents(tx, rows.currentEvents);
  await recordEventAccess(tx, rows.userEventAccess);
  await recordEventNotes(tx, rows.eventNotes);
  await recordGeofences(tx, rows.geofences);
  await recordRestrictedAreas(tx, rows.restrictedAreas);
  await recordEventAssignments(tx, rows.eventAssignments);
  await recordShifts(tx, rows.shifts);
  await recordClockEntries(tx, rows.clockEntries);
  await recordBreaks(tx, rows.breaks);
  await recordLocationPings(tx, rows.locationPings);
  await recordGuardZoneStates(tx, rows.guardZoneStates);
  // Before the shift assignments: a no-show's assignment names its Missed Clock-In alert.
  await recordAlerts(tx, rows.alerts);
  await recordShiftAssignments(tx, rows.shiftAssignments);
  await recordGeofenceActivity(tx, rows.geofenceActivity);
  await recordIncidentReports(tx, rows.incidentReports);
  await recordReportComments(tx, rows.incidentReportComments);
  await recordVisitors(tx, rows.visitors);
  await recordWatchListEntries(tx, rows.visitorBlocklist);
  await recordConversations(tx, rows.conversations);
  await recordConversationMembers(tx, rows.conversationMembers);
  await recordMessages(tx, rows.messages);
  await recordTasks(tx, rows.tasks);
  await recordCheckpoints(tx, rows.checkpoints);
  await recordTours(tx, rows.tours);
  await recordTourRuns(tx, rows.tourRuns);
  await recordCheckpointScans(tx, rows.checkpointScans);
  await saveDailyNotes(tx, rows.dailyNotes);
  await recordReportSubscriptions(tx, rows.reportSubscriptions);
  await recordBilling(tx, rows);
  await recordPayroll(tx, rows);
  await recordDispatchCalls(tx, rows.dispatchCalls);
  await recordDispatchCallEvents(tx, rows.dispatchCallEvents);
  await recordPatrols(tx, rows);
  const { currentEvents: _, ...tables } = rows;
  return Object.fromEntries(Object.entries(tables).map(([name, list]) => [name, list.length])) as SeedSummary;
}
