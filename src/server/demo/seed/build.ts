/**
 * What every domain file of the demo seed builds on (docs/product/demo-operation.md): the model of the operation
 * being built, the rows gathered for writing, the seeded random streams (ids included) and the small rules of time
 * and people that several domains share. Everything is placed relative to `now`.
 */

import type { AlertRecord } from '../../modules/alerts/index.ts';
import type {
  ContractLineRecord,
  ContractRecord,
  HolidayCalendarRecord,
  HolidayDateRecord,
} from '../../modules/billing/index.ts';
import type { BreakRecord } from '../../modules/breaks/index.ts';
import type { ClientNoteRecord, ClientRecord } from '../../modules/clients/index.ts';
import type { CustomerRecord } from '../../modules/customers/index.ts';
import type { DispatchCallEventRecord, DispatchCallRecord } from '../../modules/dispatch/index.ts';
import type {
  EventAssignmentRecord,
  EventNoteRecord,
  EventRecord,
  GeofenceRecord,
  RestrictedAreaRecord,
} from '../../modules/events/index.ts';
import type { GeofenceActivityRecord, GuardZoneStateRecord, LocationPingRecord } from '../../modules/field/index.ts';
import type { IncidentReportRecord, ReportCommentRecord } from '../../modules/incident-reports/index.ts';
import type { ConversationMemberRecord, ConversationRecord, MessageRecord } from '../../modules/messenger/index.ts';
import type {
  PatrolAssignmentRecord,
  PatrolRouteRecord,
  PatrolRouteStopRecord,
  PatrolVisitRecord,
} from '../../modules/patrols/index.ts';
import type { PaySettingsRecord, PersonPayrollIdsRecord } from '../../modules/payroll/index.ts';
import type { ClockEntryRecord } from '../../modules/personnel/index.ts';
import type { ReportSubscriptionRecord } from '../../modules/report-delivery/index.ts';
import type { ShiftAssignmentRecord, ShiftRecord } from '../../modules/shifts/index.ts';
import type { TaskRecord } from '../../modules/tasks/index.ts';
import type { CheckpointRecord, CheckpointScanRecord, TourRecord, TourRunRecord } from '../../modules/tours/index.ts';
import type { CustomerAccessRecord, EventAccessRecord, UserRecord } from '../../modules/users/index.ts';
import type { VisitorRecord, WatchListRecord } from '../../modules/visitors/index.ts';
import {
  type ClientSpec,
  demoSeed,
  type EventSpec,
  firstNames,
  lastNames,
  type PersonSpec,
  type VenueSpec,
} from '../demo-data.ts';
import { SeededRandom } from '../seeded-random.ts';
import type { LocalCalendar } from './local-calendar.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Clock history reaches this far back. */
export const HISTORY = 60 * DAY;
/** Minimum rest between two shifts of one person. */
const REST = 10 * HOUR;

export const ms = (date: Date) => date.getTime();
export const at = (time: number) => new Date(time);

export function emailLocalPart(name: string): string {
  const clean = (word: string) =>
    word
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const [first = '', ...rest] = name.split(' ');
  return `${clean(first)}.${clean(rest.join(''))}`;
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: ${what} not found`);
  return value;
}

export type PayRole = 'guard' | 'supervisor' | 'manager';

export interface Person {
  id: string;
  clientId: string;
  spec: PersonSpec;
  name: string;
  role: string;
  createdAt: Date;
}

export interface Assignment {
  id: string;
  userId: string;
  assignedAt: Date;
  assignedBy: string;
  unassignedAt: Date | null;
  unassignedBy: string | null;
}

export interface EventInfo {
  id: string;
  spec: EventSpec;
  venue: VenueSpec;
  row: EventRecord;
  start: Date;
  end: Date;
  /** How far out (in semi-axes of the venue's allowed ellipse) the allowed zone's polygon reaches at most. */
  allowedReach: number;
  createdBy: string;
  assignments: Assignment[];
  supervisors: Person[];
  eventManagers: Person[];
}

export interface Shift {
  id: string;
  person: Person;
  event: EventInfo;
  payRole: PayRole;
  clockIn: Date;
  clockOut: Date | null;
}

export interface ClientState {
  id: string;
  spec: ClientSpec;
  calendar: LocalCalendar;
  customerIds: Map<string, string>;
  people: Person[];
  byName: Map<string, Person>;
  guards: Person[];
  events: EventInfo[];
  eventsByKey: Map<string, EventInfo>;
  shifts: Shift[];
  onDuty: Map<string, Shift>;
  onBreak: Set<string>;
  /** The operators who acknowledge alerts and comment on reports. */
  operators: Person[];
}

/** A supervisor's note of a day on an event, saved through the daily-activity service (seed/daily-activity.ts). */
export interface DailyNote {
  clientId: string;
  eventId: string;
  day: string;
  body: string;
  updatedAt: Date;
  updatedBy: string;
}

export interface DemoRows {
  clients: ClientRecord[];
  clientNotes: ClientNoteRecord[];
  customers: CustomerRecord[];
  users: UserRecord[];
  userCustomerAccess: CustomerAccessRecord[];
  events: EventRecord[];
  userEventAccess: EventAccessRecord[];
  eventNotes: EventNoteRecord[];
  geofences: GeofenceRecord[];
  restrictedAreas: RestrictedAreaRecord[];
  eventAssignments: EventAssignmentRecord[];
  clockEntries: ClockEntryRecord[];
  breaks: BreakRecord[];
  locationPings: LocationPingRecord[];
  guardZoneStates: GuardZoneStateRecord[];
  alerts: AlertRecord[];
  geofenceActivity: GeofenceActivityRecord[];
  incidentReports: IncidentReportRecord[];
  incidentReportComments: ReportCommentRecord[];
  visitors: VisitorRecord[];
  visitorBlocklist: WatchListRecord[];
  conversations: ConversationRecord[];
  conversationMembers: ConversationMemberRecord[];
  /** The scheduled operation (docs/product/shifts.md): past, current and next weeks of the active events. */
  shifts: ShiftRecord[];
  shiftAssignments: ShiftAssignmentRecord[];
  messages: MessageRecord[];
  tasks: TaskRecord[];
  checkpoints: CheckpointRecord[];
  tours: TourRecord[];
  tourRuns: TourRunRecord[];
  checkpointScans: CheckpointScanRecord[];
  /** The supervisor's note of a recent day (docs/product/proof-of-service.md#daily-activity-report). */
  dailyNotes: DailyNote[];
  /** The demo customer's daily report mail (docs/product/proof-of-service.md#scheduled-delivery). */
  reportSubscriptions: ReportSubscriptionRecord[];
  /** Billing (docs/product/billing.md): each client's holiday calendar, a contract per customer and its lines. */
  holidayCalendars: HolidayCalendarRecord[];
  holidayDates: HolidayDateRecord[];
  contracts: ContractRecord[];
  contractLines: ContractLineRecord[];
  /** Payroll (docs/product/payroll-runs.md): each client's pay settings and its people's payroll ids. */
  paySettings: PaySettingsRecord[];
  personPayrollIds: PersonPayrollIdsRecord[];
  /** Dispatch (docs/product/dispatch.md): calls for service of the last 30 days and their steps. */
  dispatchCalls: DispatchCallRecord[];
  dispatchCallEvents: DispatchCallEventRecord[];
  /** Mobile patrol (docs/product/dispatch.md#mobile-patrol-runsheets): the demo guard's route and its nights. */
  patrolRoutes: PatrolRouteRecord[];
  patrolRouteStops: PatrolRouteStopRecord[];
  patrolAssignments: PatrolAssignmentRecord[];
  patrolVisits: PatrolVisitRecord[];
  /** users.current_event_id, set once the events exist. */
  currentEvents: Array<{ userId: string; eventId: string }>;
}

export type SeedSummary = Record<Exclude<keyof DemoRows, 'currentEvents'>, number>;

/** The operation being built: its rows, random streams and the people's booked time, shared by the domain files. */
export class DemoBuild {
  readonly rows: DemoRows = {
    clients: [],
    clientNotes: [],
    customers: [],
    users: [],
    userCustomerAccess: [],
    events: [],
    userEventAccess: [],
    eventNotes: [],
    geofences: [],
    restrictedAreas: [],
    eventAssignments: [],
    clockEntries: [],
    breaks: [],
    locationPings: [],
    guardZoneStates: [],
    alerts: [],
    geofenceActivity: [],
    incidentReports: [],
    incidentReportComments: [],
    shifts: [],
    shiftAssignments: [],
    visitors: [],
    visitorBlocklist: [],
    conversations: [],
    conversationMembers: [],
    messages: [],
    tasks: [],
    checkpoints: [],
    tours: [],
    tourRuns: [],
    checkpointScans: [],
    dailyNotes: [],
    reportSubscriptions: [],
    holidayCalendars: [],
    holidayDates: [],
    contracts: [],
    contractLines: [],
    paySettings: [],
    personPayrollIds: [],
    dispatchCalls: [],
    dispatchCallEvents: [],
    patrolRoutes: [],
    patrolRouteStops: [],
    patrolAssignments: [],
    patrolVisits: [],
    currentEvents: [],
  };
  readonly root = new SeededRandom(demoSeed);
  readonly idStream = this.root.fork('ids');
  /** Ids of the geofence crossings: a stream of their own, so every other row keeps its id. */
  readonly crossingIds = this.root.fork('geofence-activity-ids');
  /** Ids of checkpoints, tours, runs and scans: a stream of their own, so every other row keeps its id. */
  readonly tourIds = this.root.fork('tour-ids');
  readonly dispatchIds = this.root.fork('dispatch-ids');
  /** Ids of report subscriptions: a stream of their own, so every other row keeps its id. */
  readonly subscriptionIds = this.root.fork('report-subscription-ids');
  /** Ids of holiday calendars, contracts and lines: a stream of their own, so every other row keeps its id. */
  readonly billingIds = this.root.fork('billing-ids');
  readonly busy = new Map<string, Array<[number, number]>>();
  readonly states = new Map<string, ClientState>();
  readonly now: number;
  phoneCounter = 0;
  readonly usedNames = new Set<string>();
  /** Per client, found while building breaks and pings and turned into alerts afterwards. */
  overrunAlerts: Array<{ shift: Shift; row: BreakRecord }> = [];
  pingAlerts: AlertRecord[] = [];

  constructor(
    readonly nowDate: Date,
    readonly passwordHash: string,
  ) {
    this.now = ms(nowDate);
  }

  id(): string {
    return this.idStream.uuid();
  }

  ago(duration: number): Date {
    return at(this.now - duration);
  }

  /** Clamp an instant so it is not after now (minus a margin). */
  notAfterNow(time: number, margin = 0): Date {
    return at(Math.min(time, this.now - margin));
  }

  /** Moves an instant to a random time in office hours (08:00–17:59 local) of its local day, not after now. */
  officeHours(state: ClientState, rng: SeededRandom, time: number, margin = 5 * MINUTE): Date {
    const day = state.calendar.dayOffsetOf(at(time));
    const clock = `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return this.notAfterNow(ms(state.calendar.at(day, clock)) + rng.int(0, 59) * 1000, margin);
  }

  phone(): string {
    const n = this.phoneCounter;
    this.phoneCounter += 1;
    const area = ['312', '773', '872'][n % 3] ?? '312';
    return `(${area}) 555-01${String(10 + Math.floor(n / 3)).padStart(2, '0')}`;
  }

  randomPhone(rng: SeededRandom): string {
    return `(${rng.pick(['312', '773', '872', '708'])}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
  }

  personName(rng: SeededRandom): string {
    for (;;) {
      const name = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
      if (!this.usedNames.has(name)) {
        this.usedNames.add(name);
        return name;
      }
    }
  }

  schedulersOf(state: ClientState, spec: EventSpec): Person[] {
    const list = state.people.filter(
      (p) =>
        (['manager', 'areaManager'].includes(p.role) && (p.spec.customerAccess ?? []).includes(spec.customer)) ||
        (['supervisor', 'eventManager'].includes(p.role) && (p.spec.eventAccess ?? []).includes(spec.key)),
    );
    if (list.length > 0) return list;
    return state.people.filter((p) => p.role === 'manager' || p.role === 'executive');
  }

  mayWork(guard: Person, event: EventInfo): boolean {
    const recent = ms(event.end) > this.now - 30 * DAY;
    if (guard.spec.status === 'disabled' && recent) return false;
    if ((guard.spec.availability ?? 'available') !== 'available' && recent) return false;
    return true;
  }

  nameOf(state: ClientState, userId: string): string {
    return state.people.find((p) => p.id === userId)?.name ?? '';
  }

  personById(state: ClientState, userId: string): Person {
    return must(
      state.people.find((p) => p.id === userId),
      `person ${userId}`,
    );
  }

  isFree(userId: string, from: number, to: number): boolean {
    for (const [a, b] of this.busy.get(userId) ?? []) if (from < b + REST && a < to + REST) return false;
    return true;
  }

  reserve(userId: string, from: number, to: number): void {
    const list = this.busy.get(userId) ?? [];
    list.push([from, to]);
    this.busy.set(userId, list);
  }

  rateOf(event: EventInfo, role: PayRole): number {
    const [guard, supervisor, manager] = event.spec.rates;
    return role === 'guard' ? guard : role === 'supervisor' ? supervisor : manager;
  }

  isActive(event: EventInfo): boolean {
    return !event.spec.unassigned && ms(event.start) <= this.now && ms(event.end) > this.now;
  }
}
