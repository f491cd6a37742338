/**
 * The demo operation (docs/product/demo-operation.md): two Chicago guarding companies with customers, venues, events, guards,
 * 60 days of clock history, breaks, alerts, incident reports, visitors, conversations and tasks.
 *
 * Deterministic: the same `now` gives the same data (seeded pseudo-random streams, ids included), and every
 * time is placed relative to `now` so there is always work that ended, work going on and work ahead.
 * The rows are built in memory first, then written in one transaction with batched inserts.
 */
import { inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { tourRunsBetween } from '../../shared/tour-schedule.ts';
import { watchListNameKey, watchListPlateKey } from '../../shared/watch-list.ts';
import { addDaysTo, localDateOf, midnightIn } from '../../shared/zoned-time.ts';
import type { Database } from '../db/client.ts';
import type { AlertType } from '../db/schema.ts';
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
  type Polygon,
  type ReportType,
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
} from '../db/schema.ts';
import {
  type AlertTexts,
  assignmentAlertTexts,
  breakOverrunAlertTexts,
  breakZoneExitAlertTexts,
  geofenceExitAlertTexts,
  leftEarlyAlertTexts,
  missedCheckCallAlertTexts,
  missedCheckpointAlertTexts,
  missedClockInAlertTexts,
  noMovementAlertTexts,
  restrictedAreaAlertTexts,
  sosAlertTexts,
  watchListAlertTexts,
} from '../modules/alerts/alert-texts.ts';
import { hashPassword } from '../modules/auth/password.ts';
import {
  alertNotes,
  type ClientSpec,
  conversationSpecs,
  demoClients,
  demoPassword,
  demoSeed,
  demoTimeZone,
  type EventSpec,
  firstNames,
  lastNames,
  type PersonSpec,
  portalComments,
  reportComments,
  reportTemplates,
  sosNotes,
  taskTemplates,
  type VenueSpec,
  venues,
  visitorCompanies,
  visitorPurposes,
  type ZoneSpec,
} from './demo-data.ts';
import { SeededRandom } from './seeded-random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Clock history reaches this far back. */
const HISTORY = 60 * DAY;
/** Minimum rest between two shifts of one person. */
const REST = 10 * HOUR;
const INSERT_CHUNK = 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row<T extends PgTable> = T['$inferInsert'];

const ms = (date: Date) => date.getTime();
const at = (time: number) => new Date(time);

// ── Local time ───────────────────────────────────────────────────────────────────────────────────────────

/** Wall-clock times in one IANA zone, as day offsets from the local date of `now`. */
class LocalCalendar {
  private readonly format: Intl.DateTimeFormat;
  private readonly today: { year: number; month: number; day: number };

  constructor(
    readonly timeZone: string,
    now: Date,
  ) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const p = this.parts(now);
    this.today = { year: p.year, month: p.month, day: p.day };
  }

  private parts(date: Date) {
    const values: Record<string, number> = {};
    for (const part of this.format.formatToParts(date)) values[part.type] = Number(part.value);
    return {
      year: values.year ?? 1970,
      month: values.month ?? 1,
      day: values.day ?? 1,
      hour: values.hour ?? 0,
      minute: values.minute ?? 0,
      second: values.second ?? 0,
    };
  }

  private offset(time: number): number {
    const p = this.parts(at(time));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(time / 1000) * 1000;
  }

  /** Days from today (local dates) to the local date of `date`. */
  dayOffsetOf(date: Date): number {
    const p = this.parts(date);
    return Math.round(
      (Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(this.today.year, this.today.month - 1, this.today.day)) / DAY,
    );
  }

  /** The instant of HH:MM local time, `dayOffset` days from today. */
  at(dayOffset: number, time: string): Date {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const wall = Date.UTC(this.today.year, this.today.month - 1, this.today.day + dayOffset, hour, minute);
    let instant = wall - this.offset(wall);
    instant = wall - this.offset(instant);
    return at(instant);
  }
}

// ── Geometry ─────────────────────────────────────────────────────────────────────────────────────────────

const METRES_PER_DEGREE = 111_320;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point within `spread` metres north/south and east/west of the venue's centre, drawn from `rng`. */
function pointNearVenue(venue: { latitude: number; longitude: number }, rng: SeededRandom, spread: number) {
  return offsetPoint(venue.latitude, venue.longitude, rng.between(-spread, spread), rng.between(-spread, spread));
}

function offsetPoint(lat: number, lng: number, north: number, east: number): [number, number] {
  return [
    round6(lat + north / METRES_PER_DEGREE),
    round6(lng + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))),
  ];
}

interface Shape {
  polygon: Polygon;
  /** The farthest vertex, in units of the semi-axes: anything farther out in any direction is outside. */
  reach: number;
}

/**
 * An irregular polygon around a centre that contains the whole ellipse with these semi-axes (metres): drawn
 * around the unit circle, pushed out until every edge clears it, then stretched onto the ellipse.
 */
function polygonAround(
  rng: SeededRandom,
  lat: number,
  lng: number,
  north: number,
  east: number,
  vertices: number,
): Shape {
  const unit: Array<[number, number]> = [];
  const start = rng.between(0, Math.PI);
  for (let i = 0; i < vertices; i += 1) {
    const angle = start + ((2 * Math.PI) / vertices) * (i + rng.between(-0.2, 0.2));
    const radius = rng.between(1, 1.15);
    unit.push([radius * Math.sin(angle), radius * Math.cos(angle)]);
  }
  let clearance = Number.POSITIVE_INFINITY;
  unit.forEach(([y1, x1], i) => {
    const [y2, x2] = unit[(i + 1) % unit.length] ?? [y1, x1];
    clearance = Math.min(clearance, Math.abs(x1 * y2 - x2 * y1) / Math.hypot(x2 - x1, y2 - y1));
  });
  const grow = Math.max(1, 1.02 / clearance);
  return {
    polygon: unit.map(([y, x]) => offsetPoint(lat, lng, north * y * grow, east * x * grow)),
    reach: Math.max(...unit.map(([y, x]) => Math.hypot(y, x) * grow)),
  };
}

function zoneCentre(venue: VenueSpec, zone: ZoneSpec): [number, number] {
  return offsetPoint(venue.latitude, venue.longitude, zone.north, zone.east);
}

// ── Small helpers ────────────────────────────────────────────────────────────────────────────────────────

function emailLocalPart(name: string): string {
  const clean = (word: string) =>
    word
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const [first = '', ...rest] = name.split(' ');
  return `${clean(first)}.${clean(rest.join(''))}`;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A signature as a guard draws one on the phone: one pen stroke per word (a loop per letter, capitals taller, a
 * flourish under the last word), as SVG. No font is involved, so it looks the same on every machine;
 * `drawSignatures` turns it into the PNG the signature pad makes.
 */
function signatureSvg(name: string): string {
  const baseline = 48;
  let x = 14;
  const strokes: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    let path = `M ${x} ${baseline}`;
    for (const [i, letter] of [...word].entries()) {
      const code = letter.codePointAt(0) ?? 0;
      const tall = i === 0 || letter !== letter.toLowerCase();
      const height = (tall ? 30 : 14) + (code % 5) * 2;
      const width = 7 + (code % 4);
      const lean = 3 + (code % 3);
      path += ` C ${x + lean} ${baseline - height}, ${x + width + lean} ${baseline - height}, ${x + width / 2} ${baseline - 2}`;
      path += ` S ${x + width} ${baseline + 2}, ${x + width + 2} ${baseline - 4}`;
      x += width + 2;
    }
    strokes.push(path);
    x += 12;
  }
  const flourish = `M ${Math.max(14, x - 70)} ${baseline + 8} Q ${x - 30} ${baseline + 2}, ${x + 4} ${baseline + 10}`;
  const width = Math.max(260, Math.ceil(x + 16));
  const paths = [...strokes, flourish]
    .map((d) => `<path d="${d}" fill="none" stroke="#111827" stroke-width="2.2" stroke-linecap="round"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="70">${paths}</svg>`;
}

/** Each report's signature drawing as a PNG data URL, the form the API takes from the signature pad. */
async function drawSignatures(rows: DemoRows): Promise<void> {
  const drawn = new Map<string, string>();
  for (const report of rows.incidentReports) {
    const svg = report.signature;
    if (!svg) continue;
    let png = drawn.get(svg);
    if (!png) {
      const bytes = await sharp(Buffer.from(svg, 'utf8'))
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      png = `data:image/png;base64,${bytes.toString('base64')}`;
      drawn.set(svg, png);
    }
    report.signature = png;
  }
}

/** An alert's title, text and params as the live app writes them (modules/alerts/alert-texts.ts). */
const alertColumns = ({ title, text, params }: AlertTexts) => ({ title, message: text, params });

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: ${what} not found`);
  return value;
}

// ── Model of the operation being built ───────────────────────────────────────────────────────────────────

type PayRole = 'guard' | 'supervisor' | 'manager';

interface Person {
  id: string;
  clientId: string;
  spec: PersonSpec;
  name: string;
  role: string;
  createdAt: Date;
}

interface Assignment {
  id: string;
  userId: string;
  assignedAt: Date;
  assignedBy: string;
  unassignedAt: Date | null;
  unassignedBy: string | null;
}

interface EventInfo {
  id: string;
  spec: EventSpec;
  venue: VenueSpec;
  row: Row<typeof events>;
  start: Date;
  end: Date;
  /** How far out (in semi-axes of the venue's allowed ellipse) the allowed zone's polygon reaches at most. */
  allowedReach: number;
  createdBy: string;
  assignments: Assignment[];
  supervisors: Person[];
  eventManagers: Person[];
}

interface Shift {
  id: string;
  person: Person;
  event: EventInfo;
  payRole: PayRole;
  clockIn: Date;
  clockOut: Date | null;
}

interface ClientState {
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

export interface DemoRows {
  clients: Row<typeof clients>[];
  clientNotes: Row<typeof clientNotes>[];
  customers: Row<typeof customers>[];
  users: Row<typeof users>[];
  userCustomerAccess: Row<typeof userCustomerAccess>[];
  events: Row<typeof events>[];
  userEventAccess: Row<typeof userEventAccess>[];
  eventNotes: Row<typeof eventNotes>[];
  geofences: Row<typeof geofences>[];
  restrictedAreas: Row<typeof restrictedAreas>[];
  eventAssignments: Row<typeof eventAssignments>[];
  clockEntries: Row<typeof clockEntries>[];
  breaks: Row<typeof breaks>[];
  locationPings: Row<typeof locationPings>[];
  guardZoneStates: Row<typeof guardZoneStates>[];
  alerts: Row<typeof alerts>[];
  geofenceActivity: Row<typeof geofenceActivity>[];
  incidentReports: Row<typeof incidentReports>[];
  incidentReportComments: Row<typeof incidentReportComments>[];
  visitors: Row<typeof visitors>[];
  visitorBlocklist: Row<typeof visitorBlocklist>[];
  conversations: Row<typeof conversations>[];
  conversationMembers: Row<typeof conversationMembers>[];
  /** The scheduled operation (docs/product/shifts.md): past, current and next weeks of the active events. */
  shifts: Row<typeof shifts>[];
  shiftAssignments: Row<typeof shiftAssignments>[];
  messages: Row<typeof messages>[];
  tasks: Row<typeof tasks>[];
  checkpoints: Row<typeof checkpoints>[];
  tours: Row<typeof tours>[];
  tourRuns: Row<typeof tourRuns>[];
  checkpointScans: Row<typeof checkpointScans>[];
  /** The supervisor's note of a recent day (docs/product/proof-of-service.md#daily-activity-report). */
  dailyNotes: Row<typeof dailyNotes>[];
  /** The demo customer's daily report mail (docs/product/proof-of-service.md#scheduled-delivery). */
  reportSubscriptions: Row<typeof reportSubscriptions>[];
  /** users.current_event_id, set once the events exist. */
  currentEvents: Array<{ userId: string; eventId: string }>;
}

export type SeedSummary = Record<Exclude<keyof DemoRows, 'currentEvents'>, number>;

class DemoBuilder {
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
    currentEvents: [],
  };
  private readonly root = new SeededRandom(demoSeed);
  private readonly idStream = this.root.fork('ids');
  /** Ids of the geofence crossings: a stream of their own, so every other row keeps its id. */
  private readonly crossingIds = this.root.fork('geofence-activity-ids');
  /** Ids of checkpoints, tours, runs and scans: a stream of their own, so every other row keeps its id. */
  private readonly tourIds = this.root.fork('tour-ids');
  /** Ids of report subscriptions: a stream of their own, so every other row keeps its id. */
  private readonly subscriptionIds = this.root.fork('report-subscription-ids');
  private readonly busy = new Map<string, Array<[number, number]>>();
  private readonly states = new Map<string, ClientState>();
  private readonly now: number;
  private phoneCounter = 0;
  private readonly usedNames = new Set<string>();
  /** Per client, found while building breaks and pings and turned into alerts afterwards. */
  private overrunAlerts: Array<{ shift: Shift; row: Row<typeof breaks> }> = [];
  private pingAlerts: Row<typeof alerts>[] = [];

  constructor(
    private readonly nowDate: Date,
    private readonly passwordHash: string,
  ) {
    this.now = ms(nowDate);
  }

  private id(): string {
    return this.idStream.uuid();
  }

  private ago(duration: number): Date {
    return at(this.now - duration);
  }

  /** Clamp an instant so it is not after now (minus a margin). */
  private notAfterNow(time: number, margin = 0): Date {
    return at(Math.min(time, this.now - margin));
  }

  /** Moves an instant to a random time in office hours (08:00–17:59 local) of its local day, not after now. */
  private officeHours(state: ClientState, rng: SeededRandom, time: number, margin = 5 * MINUTE): Date {
    const day = state.calendar.dayOffsetOf(at(time));
    const clock = `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return this.notAfterNow(ms(state.calendar.at(day, clock)) + rng.int(0, 59) * 1000, margin);
  }

  private phone(): string {
    const n = this.phoneCounter;
    this.phoneCounter += 1;
    const area = ['312', '773', '872'][n % 3] ?? '312';
    return `(${area}) 555-01${String(10 + Math.floor(n / 3)).padStart(2, '0')}`;
  }

  private randomPhone(rng: SeededRandom): string {
    return `(${rng.pick(['312', '773', '872', '708'])}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
  }

  private personName(rng: SeededRandom): string {
    for (;;) {
      const name = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
      if (!this.usedNames.has(name)) {
        this.usedNames.add(name);
        return name;
      }
    }
  }

  build(): DemoRows {
    for (const spec of demoClients) this.buildClient(spec);
    this.buildConversations();
    this.buildDailyNote();
    return this.rows;
  }

  /**
   * The demo supervisor's note of yesterday (in the demo zone) on the event of theirs that had the most clock
   * entries that day, so a recent daily activity report has content in most sections and a note.
   */
  private buildDailyNote(): void {
    const supervisor = this.rows.users.find((u) => u.email === 'supervisor@demo.test');
    if (!supervisor?.id) return;
    const theirs = new Set(this.rows.userEventAccess.filter((a) => a.userId === supervisor.id).map((a) => a.eventId));
    const day = addDaysTo(localDateOf(this.now, demoTimeZone), -1);
    const start = midnightIn(day, demoTimeZone);
    const end = midnightIn(addDaysTo(day, 1), demoTimeZone);
    const counts = new Map<string, number>();
    for (const entry of this.rows.clockEntries) {
      if (!entry.eventId || !theirs.has(entry.eventId)) continue;
      const out = entry.clockOut ? ms(entry.clockOut) : this.now;
      if (ms(entry.clockIn) < end && out > start) counts.set(entry.eventId, (counts.get(entry.eventId) ?? 0) + 1);
    }
    const [eventId] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    const event = this.rows.events.find((e) => e.id === eventId);
    if (!eventId || !event) return;
    this.rows.dailyNotes.push({
      clientId: event.clientId,
      eventId,
      day,
      body: 'Handover done at 06:00. North gate checked twice after the SOS drill; all keys returned to the lock box.',
      updatedAt: at(Math.min(end + HOUR, this.now - MINUTE)),
      updatedBy: supervisor.id,
    });
  }

  // ── One client ─────────────────────────────────────────────────────────────────────────────────────────

  private buildClient(spec: ClientSpec): void {
    const rng = this.root.fork(`client:${spec.key}`);
    const clientId = this.id();
    const since = this.ago(spec.since * DAY);
    this.rows.clients.push({
      id: clientId,
      name: spec.name,
      status: 'Active',
      timeZone: demoTimeZone,
      contactName: spec.contactName,
      contactEmail: spec.contactEmail,
      contactPhone: spec.contactPhone,
      address: spec.address,
      createdAt: since,
      updatedAt: since,
    });

    const customerIds = new Map<string, string>();
    spec.customers.forEach((customer, index) => {
      const id = this.id();
      customerIds.set(customer.key, id);
      const createdAt = at(ms(since) + (index + 1) * 21 * DAY);
      this.rows.customers.push({
        id,
        clientId,
        name: customer.name,
        contactName: customer.contactName,
        contactEmail: customer.contactEmail,
        contactPhone: customer.contactPhone,
        address: customer.address,
        status: 'Active',
        createdAt,
        updatedAt: createdAt,
      });
      if (index === 0 && this.rows.reportSubscriptions.length === 0) {
        this.rows.reportSubscriptions.push({
          id: this.subscriptionIds.uuid(),
          clientId,
          customerId: id,
          recipients: ['operations@example.test', 'night-desk@demo.test'],
          kind: 'daily',
          sendAt: '07:00',
          createdAt,
        });
      }
    });

    const state: ClientState = {
      id: clientId,
      spec,
      calendar: new LocalCalendar(demoTimeZone, this.nowDate),
      customerIds,
      people: [],
      byName: new Map(),
      guards: [],
      events: [],
      eventsByKey: new Map(),
      shifts: [],
      onDuty: new Map(),
      onBreak: new Set(),
      operators: [],
    };
    this.states.set(spec.key, state);

    this.buildPeople(state, rng.fork('people'));
    this.buildEvents(state, rng.fork('events'));
    this.buildAccess(state, rng.fork('access'));
    this.buildAssignments(state, rng.fork('assignments'));
    this.buildOnDuty(state, rng.fork('on-duty'));
    this.buildShiftHistory(state, rng.fork('shifts'));
    this.buildBreaks(state, rng.fork('breaks'));
    this.buildPings(state, rng.fork('pings'));
    this.setBudgets(state);
    this.buildAlerts(state, rng.fork('alerts'));
    this.buildGeofenceActivity(state, rng.fork('geofence-activity'));
    this.buildReports(state, rng.fork('reports'));
    this.buildVisitors(state, rng.fork('visitors'));
    this.buildTasks(state, rng.fork('tasks'));
    this.buildClientNotes(state, rng.fork('client-notes'));
    this.buildTours(state, rng.fork('tours'));
    this.buildSchedule(state, rng.fork('schedule'));
  }

  /**
   * A scheduled operation on the active events (docs/product/shifts.md): the past week's closed clock entries
   * each cover a shift of their own; everyone on duty now is on a running shift; the next week has shifts with
   * people and published ones still open; and on the first client's first active event one guard has not clocked
   * in for a shift that started this morning — a no-show with its Missed Clock-In alert, not yet seen.
   */
  private buildSchedule(state: ClientState, rng: SeededRandom): void {
    const posts = ['Main gate', 'North gate', 'Lobby', 'Car park', 'Loading dock'];
    const planner = state.operators[0];
    if (!planner) return;
    const hourFloor = (t: number) => Math.floor(t / HOUR) * HOUR;
    const active = state.events.filter((event) => this.isActive(event)).slice(0, 3);
    const addShift = (
      event: EventInfo,
      start: number,
      end: number,
      post: string,
      options: { published?: boolean; createdAt?: number } = {},
    ) => {
      const id = this.id();
      const createdAt = at(Math.min(options.createdAt ?? start - 7 * DAY, this.now - HOUR));
      this.rows.shifts.push({
        id,
        clientId: state.id,
        eventId: event.id,
        post,
        startAt: at(start),
        endAt: at(end),
        headcount: 1,
        requiredRole: 'guard',
        notes: null,
        seriesId: null,
        publishedAt: options.published ? createdAt : null,
        publishedBy: options.published ? planner.id : null,
        cancelledAt: null,
        cancelledBy: null,
        createdBy: planner.id,
        createdAt,
        updatedAt: createdAt,
      });
      return { id, createdAt };
    };
    const assign = (shift: { id: string; createdAt: Date }, userId: string, noShowAlertId: string | null = null) =>
      this.rows.shiftAssignments.push({
        id: this.id(),
        clientId: state.id,
        shiftId: shift.id,
        userId,
        status: 'assigned',
        source: 'manager',
        overrideReason: null,
        overrideBy: null,
        overrideBlocks: null,
        assignedBy: planner.id,
        assignedAt: shift.createdAt,
        approvedBy: null,
        approvedAt: null,
        noShowAlertId,
      });
    const entries = new Map(this.rows.clockEntries.map((row) => [row.id, row]));

    for (const [index, event] of active.entries()) {
      const eventStart = ms(event.start);
      const eventEnd = ms(event.end);
      const post = (i: number) => posts[(index + i) % posts.length] as string;
      // The past week and now: every guard's clock entry at this event covers a shift around it.
      for (const worked of state.shifts) {
        if (worked.event !== event || worked.payRole !== 'guard' || ms(worked.clockIn) < this.now - 7 * DAY) continue;
        const start = Math.max(hourFloor(ms(worked.clockIn) + 10 * MINUTE), eventStart);
        const end = Math.min(
          worked.clockOut ? hourFloor(ms(worked.clockOut) + 50 * MINUTE) : start + 8 * HOUR,
          eventEnd,
        );
        if (end <= start) continue;
        const shift = addShift(event, start, end, post(rng.int(0, 3)));
        assign(shift, worked.person.id);
        const entry = entries.get(worked.id);
        if (entry) entry.shiftId = shift.id;
      }
      // The next week: a day shift each day, some with a guard, some published and still open.
      const current = event.assignments.filter((a) => a.unassignedAt === null).map((a) => a.userId);
      for (let day = 1; day <= 7; day += 1) {
        const start = hourFloor(this.now) + day * DAY;
        const end = start + 8 * HOUR;
        if (end > eventEnd) break;
        const shift = addShift(event, start, end, post(day), {
          published: day % 2 === 0,
          createdAt: this.now - rng.int(2, 48) * HOUR,
        });
        const guard = current.length > 0 && day % 2 === 1 ? rng.pick(current) : undefined;
        if (guard) assign(shift, guard);
      }
      // One no-show today, on the first client's first active event.
      if (index === 0 && state === this.states.values().next().value) {
        const absent = current.find(
          (userId) => !state.onDuty.has(userId) && this.isFree(userId, this.now - HOUR, this.now),
        );
        const start = Math.floor((this.now - 47 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
        const end = Math.min(start + 8 * HOUR, eventEnd);
        if (absent && end > this.now && start >= eventStart) {
          const person = this.personById(state, absent);
          const shift = addShift(event, start, end, 'Main gate', { createdAt: start - 2 * DAY });
          const minutes = 10;
          const alertId = this.id();
          const texts = missedClockInAlertTexts(
            { name: person.name, post: 'Main gate', eventName: event.spec.name, eventId: event.id },
            minutes,
            null,
          );
          this.rows.alerts.push({
            id: alertId,
            clientId: state.id,
            type: 'Missed Clock-In',
            guardId: person.id,
            eventId: event.id,
            ...alertColumns(texts),
            seen: false,
            createdAt: at(start + minutes * MINUTE),
          });
          assign(shift, person.id, alertId);
        }
      }
    }
  }

  // ── Tours ──────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Checkpoints and an hourly tour on each event going on now that has a guard on duty
   * (docs/product/tours-and-check-calls.md): three checkpoints by the venue's gate, break zone and dock; the tour
   * runs from the first hour after the guard clocked in (its `valid_from`), so every run has had someone to walk
   * it. Runs are completed, completed late (the last checkpoint within grace) or missed (one checkpoint left, with
   * its Missed Checkpoint alert); every closed run is judged, so the scheduled check raises nothing more.
   */
  private buildTours(state: ClientState, rng: SeededRandom): void {
    const tourRng = rng.fork('runs');
    const reviewer = state.operators[0];
    for (const info of state.events) {
      if (ms(info.start) > this.now || ms(info.end) <= this.now) continue;
      const shift = [...state.onDuty.values()]
        .filter((s) => s.event.id === info.id && s.payRole === 'guard')
        .sort((a, b) => ms(a.clockIn) - ms(b.clockIn))[0];
      if (!shift) continue;
      const { venue } = info;
      const createdAt = at(Math.max(ms(info.start), ms(shift.clockIn) - 2 * HOUR));
      const spots: Array<[string, [number, number], string | null]> = [
        ['Main gate', offsetPoint(venue.latitude, venue.longitude, 35, -20), 'Check the gate is locked and lit.'],
        ['Break room', zoneCentre(venue, venue.breakZone), null],
        [
          'Loading dock',
          venue.restrictedZone
            ? zoneCentre(venue, venue.restrictedZone)
            : offsetPoint(venue.latitude, venue.longitude, -40, 30),
          'Look behind the dock doors.',
        ],
      ];
      const points = spots.map(([name, [latitude, longitude], instructions]) => {
        const id = this.tourIds.uuid();
        this.rows.checkpoints.push({
          id,
          clientId: state.id,
          eventId: info.id,
          name,
          latitude,
          longitude,
          radiusMeters: 30,
          instructions,
          token: this.tourIds.uuid().replaceAll('-', ''),
          createdAt,
          updatedAt: createdAt,
        });
        return { id, name, latitude, longitude };
      });
      const times = { startTime: '00:00', endTime: '00:00', everyMinutes: 60, graceMinutes: 10 };
      const runs = tourRunsBetween(times, demoTimeZone, shift.clockIn, this.nowDate).filter(
        (r) => r.startsAt >= shift.clockIn && ms(r.startsAt) < this.now,
      );
      const first = runs[0];
      if (!first) continue;
      const tourId = this.tourIds.uuid();
      const tourName = 'Perimeter round';
      this.rows.tours.push({
        id: tourId,
        clientId: state.id,
        eventId: info.id,
        name: tourName,
        checkpointIds: points.map((p) => p.id),
        ordered: false,
        ...times,
        createdAt,
        validFrom: first.startsAt,
      });
      runs.forEach((run, k) => {
        const closed = ms(run.closesAt) <= this.now;
        const runId = this.tourIds.uuid();
        // Every fourth run misses the dock; every third (not missed) scans it late, within grace.
        const missed = k % 4 === 2;
        const late = !missed && k % 3 === 1;
        let alertId: string | null = null;
        if (closed && missed) {
          alertId = this.tourIds.uuid();
          const createdAlert = at(ms(run.closesAt) + MINUTE);
          const seen = this.now - ms(createdAlert) > HOUR;
          this.rows.alerts.push({
            id: alertId,
            clientId: state.id,
            type: 'Missed Checkpoint',
            guardId: shift.person.id,
            eventId: info.id,
            ...alertColumns(
              missedCheckpointAlertTexts(
                tourName,
                ['Loading dock'],
                run.startsAt.toISOString(),
                demoTimeZone,
                info.id,
                info.spec.name,
              ),
            ),
            seen,
            seenAt: seen ? at(ms(createdAlert) + 8 * MINUTE) : null,
            seenBy: seen ? (reviewer?.id ?? null) : null,
            createdAt: createdAlert,
          });
        }
        this.rows.tourRuns.push({
          id: runId,
          clientId: state.id,
          tourId,
          startsAt: run.startsAt,
          endsAt: run.endsAt,
          closesAt: run.closesAt,
          closedAt: closed ? at(Math.min(ms(run.closesAt) + MINUTE, this.now)) : null,
          missedAlertId: alertId,
          createdAt: run.startsAt,
        });
        points.forEach((point, i) => {
          if (missed && i === 2) return;
          const minutes = late && i === 2 ? 60 + tourRng.int(2, 8) : 10 + i * 12 + tourRng.int(0, 5);
          const scannedAt = ms(run.startsAt) + minutes * MINUTE + tourRng.int(0, 59) * 1000;
          if (scannedAt > this.now - MINUTE) return;
          const [lat, lng] = offsetPoint(
            point.latitude,
            point.longitude,
            tourRng.between(-6, 6),
            tourRng.between(-6, 6),
          );
          this.rows.checkpointScans.push({
            id: this.tourIds.uuid(),
            clientId: state.id,
            checkpointId: point.id,
            eventId: info.id,
            userId: shift.person.id,
            tourRunId: runId,
            scannedAt: at(scannedAt),
            latitude: lat,
            longitude: lng,
            accuracy: tourRng.int(4, 15),
            flagged: null,
            flags: [],
            receivedAt: at(scannedAt),
            createdAt: at(scannedAt),
          });
        });
      });
    }
  }

  private buildPeople(state: ClientState, rng: SeededRandom): void {
    const { spec } = state;
    for (const personSpec of [...spec.staff, ...spec.guards]) {
      const id = this.id();
      const isDemo = personSpec.email?.endsWith('@demo.test') ?? false;
      const createdAt = isDemo
        ? at(ms(this.ago(spec.since * DAY)) + 3 * DAY)
        : this.ago(rng.int(130, spec.since - 10) * DAY + rng.int(0, 600) * MINUTE);
      const role = personSpec.roles[0] ?? 'guest';
      const licensed = role === 'guard' || role === 'supervisor';
      const licenceExpires = personSpec.licenceExpired
        ? this.ago(rng.int(5, 40) * DAY)
        : at(this.now + rng.int(25, 900) * DAY);
      const person: Person = { id, clientId: state.id, spec: personSpec, name: personSpec.name, role, createdAt };
      this.usedNames.add(personSpec.name);
      state.people.push(person);
      state.byName.set(personSpec.name, person);
      if (role === 'guard') state.guards.push(person);
      if (['executive', 'manager', 'supervisor'].includes(role)) state.operators.push(person);
      const customerId = personSpec.customer ? must(state.customerIds.get(personSpec.customer), 'customer') : null;
      this.rows.users.push({
        id,
        clientId: state.id,
        customerId,
        email: personSpec.email ?? `${emailLocalPart(personSpec.name)}@${spec.emailDomain}`,
        emailVerified: true,
        passwordHash: this.passwordHash,
        roles: personSpec.roles,
        displayName: personSpec.name,
        phone: role === 'guest' ? null : this.phone(),
        status: personSpec.status ?? 'active',
        availability: personSpec.availability ?? 'available',
        licenceNumber: licensed ? `129-${rng.int(100_000, 999_999)}` : null,
        licenceExpiresOn: licensed ? isoDate(licenceExpires) : null,
        notes: personSpec.notes ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  /** Who schedules and manages an event: managers of its customer, its supervisors and event managers. */
  private schedulersOf(state: ClientState, spec: EventSpec): Person[] {
    const list = state.people.filter(
      (p) =>
        (['manager', 'areaManager'].includes(p.role) && (p.spec.customerAccess ?? []).includes(spec.customer)) ||
        (['supervisor', 'eventManager'].includes(p.role) && (p.spec.eventAccess ?? []).includes(spec.key)),
    );
    if (list.length > 0) return list;
    return state.people.filter((p) => p.role === 'manager' || p.role === 'executive');
  }

  private buildEvents(state: ClientState, rng: SeededRandom): void {
    for (const spec of state.spec.events) {
      const id = this.id();
      const venue: VenueSpec = venues[spec.venue];
      const start = state.calendar.at(spec.start[0], spec.start[1]);
      const end = state.calendar.at(spec.end[0], spec.end[1]);
      const managers = this.schedulersOf(state, spec).filter((p) => p.role === 'manager' || p.role === 'areaManager');
      const creator =
        managers[0] ??
        must(
          state.people.find((p) => p.role === 'manager' || p.role === 'executive'),
          'manager',
        );
      const createdAt = this.officeHours(state, rng, Math.min(ms(start) - rng.int(14, 45) * DAY, this.now - 2 * DAY));
      const row: Row<typeof events> = {
        id,
        clientId: state.id,
        customerId: must(state.customerIds.get(spec.customer), 'customer'),
        name: spec.name,
        siteName: venue.siteName,
        address: venue.address,
        latitude: venue.latitude,
        longitude: venue.longitude,
        timeZone: demoTimeZone,
        startAt: start,
        endAt: end,
        guardPayRateCents: spec.rates[0],
        supervisorPayRateCents: spec.rates[1],
        managerPayRateCents: spec.rates[2],
        payrollBudgetCents: 0,
        unassigned: spec.unassigned ?? false,
        createdBy: creator.id,
        createdAt,
        updatedAt: createdAt,
      };
      this.rows.events.push(row);
      const allowed = polygonAround(
        rng,
        venue.latitude,
        venue.longitude,
        venue.allowed.north,
        venue.allowed.east,
        rng.int(5, 8),
      );
      const info: EventInfo = {
        id,
        spec,
        venue,
        row,
        start,
        end,
        allowedReach: allowed.reach,
        createdBy: creator.id,
        assignments: [],
        supervisors: state.people.filter(
          (p) => p.role === 'supervisor' && (p.spec.eventAccess ?? []).includes(spec.key),
        ),
        eventManagers: state.people.filter(
          (p) => p.role === 'eventManager' && (p.spec.eventAccess ?? []).includes(spec.key),
        ),
      };
      state.events.push(info);
      state.eventsByKey.set(spec.key, info);

      // Geofences: the allowed zone, a break zone and usually a restricted zone.
      const drawnAt = this.officeHours(state, rng, ms(createdAt) + rng.int(0, 1) * DAY);
      const fence = (title: string, zoneType: 'Allowed zone' | 'Break zone' | 'Restricted zone', polygon: Polygon) =>
        this.rows.geofences.push({
          id: this.id(),
          clientId: state.id,
          eventId: id,
          title,
          zoneType,
          polygon,
          createdBy: creator.id,
          createdAt: drawnAt,
          updatedAt: drawnAt,
        });
      fence(venue.allowed.title, 'Allowed zone', allowed.polygon);
      const [breakLat, breakLng] = zoneCentre(venue, venue.breakZone);
      const breakR = venue.breakZone.radius;
      fence(
        venue.breakZone.title,
        'Break zone',
        polygonAround(rng, breakLat, breakLng, breakR, breakR, rng.int(4, 6)).polygon,
      );
      if (venue.restrictedZone) {
        const [rLat, rLng] = zoneCentre(venue, venue.restrictedZone);
        const r = venue.restrictedZone.radius;
        fence(
          venue.restrictedZone.title,
          'Restricted zone',
          polygonAround(rng, rLat, rLng, r, r, rng.int(4, 6)).polygon,
        );
      }
      for (const area of venue.restrictedAreas) {
        const [aLat, aLng] = zoneCentre(venue, area);
        this.rows.restrictedAreas.push({
          id: this.id(),
          clientId: state.id,
          eventId: id,
          title: area.title,
          description: area.description,
          polygon: polygonAround(rng, aLat, aLng, area.radius, area.radius, rng.int(4, 6)).polygon,
          createdBy: creator.id,
          createdAt: drawnAt,
        });
      }

      const authors = this.schedulersOf(state, spec);
      let noteTime = ms(createdAt);
      for (const content of spec.notes) {
        noteTime = ms(this.officeHours(state, rng, noteTime + rng.int(0, 2) * DAY, 20 * MINUTE));
        this.rows.eventNotes.push({
          id: this.id(),
          clientId: state.id,
          eventId: id,
          authorId: rng.pick(authors).id,
          content,
          createdAt: at(noteTime),
        });
      }
    }
  }

  private buildAccess(state: ClientState, rng: SeededRandom): void {
    for (const person of state.people) {
      const granted = () => this.notAfterNow(ms(person.createdAt) + rng.int(1, 20) * DAY, HOUR);
      const customerKeys = [
        ...(person.spec.customerAccess ?? []),
        ...(person.spec.customer ? [person.spec.customer] : []),
      ];
      for (const key of new Set(customerKeys)) {
        this.rows.userCustomerAccess.push({
          clientId: state.id,
          userId: person.id,
          customerId: must(state.customerIds.get(key), `customer ${key}`),
          grantedAt: granted(),
        });
      }
      for (const key of person.spec.eventAccess ?? []) {
        const event = must(state.eventsByKey.get(key), `event ${key}`);
        this.rows.userEventAccess.push({
          clientId: state.id,
          userId: person.id,
          eventId: event.id,
          grantedAt: at(Math.max(ms(event.row.createdAt ?? event.start), ms(granted()))),
        });
      }
    }
  }

  private mayWork(guard: Person, event: EventInfo): boolean {
    const recent = ms(event.end) > this.now - 30 * DAY;
    if (guard.spec.status === 'disabled' && recent) return false;
    if ((guard.spec.availability ?? 'available') !== 'available' && recent) return false;
    return true;
  }

  private buildAssignments(state: ClientState, rng: SeededRandom): void {
    const load = new Map<string, number>();
    for (const event of state.events) {
      const { spec } = event;
      if (spec.unassigned) continue;
      const schedulers = this.schedulersOf(state, spec);
      const eligible = state.guards.filter((g) => this.mayWork(g, event));
      const chosen: Person[] = [];
      for (const name of [...(spec.fixedGuards ?? []), ...(spec.onDutyFixed ?? [])]) {
        const person = must(state.byName.get(name), name);
        if (!chosen.includes(person)) chosen.push(person);
      }
      const rest = rng
        .shuffle(eligible.filter((g) => !chosen.includes(g)))
        .sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0));
      for (const guard of rest) {
        if (chosen.length >= spec.guards) break;
        chosen.push(guard);
      }
      const baseAssignedAt = (): Date =>
        this.officeHours(state, rng, Math.min(ms(event.start) - rng.int(3, 21) * DAY, this.now - DAY), 20 * HOUR);
      for (const guard of chosen) {
        load.set(guard.id, (load.get(guard.id) ?? 0) + 1);
        event.assignments.push({
          id: this.id(),
          userId: guard.id,
          assignedAt: baseAssignedAt(),
          assignedBy: rng.pick(schedulers).id,
          unassignedAt: null,
          unassignedBy: null,
        });
      }
      // Undone assignments: someone who was assigned and taken off, and the guard who replaced them.
      const spare = rng.shuffle(eligible.filter((g) => !chosen.includes(g)));
      const replaced = new Set<string>();
      (spec.unassignments ?? []).forEach((hoursAgo, index) => {
        const gone = spare[index];
        if (!gone) return;
        const unassignedAt = this.ago(hoursAgo * HOUR + rng.int(0, 50) * MINUTE);
        const assignedAt = at(Math.min(ms(baseAssignedAt()), ms(unassignedAt) - rng.int(2, 10) * DAY));
        const by = rng.pick(schedulers).id;
        event.assignments.push({
          id: this.id(),
          userId: gone.id,
          assignedAt,
          assignedBy: rng.pick(schedulers).id,
          unassignedAt,
          unassignedBy: by,
        });
        // The replacement: the last guard chosen who is not a fixed one, assigned shortly after.
        const fixed = new Set([...(spec.fixedGuards ?? []), ...(spec.onDutyFixed ?? [])]);
        const named = spec.replacedBy?.[index];
        const replacement = [...event.assignments]
          .reverse()
          .find(
            (a) =>
              a.unassignedAt === null &&
              !replaced.has(a.id) &&
              (named ? this.nameOf(state, a.userId) === named : !fixed.has(this.nameOf(state, a.userId))),
          );
        if (replacement) {
          replaced.add(replacement.id);
          replacement.assignedAt = this.notAfterNow(ms(unassignedAt) + rng.int(20, 90) * MINUTE, 5 * MINUTE);
          replacement.assignedBy = by;
        }
      });
      for (const a of event.assignments) {
        this.rows.eventAssignments.push({
          id: a.id,
          clientId: state.id,
          eventId: event.id,
          userId: a.userId,
          assignedAt: a.assignedAt,
          assignedBy: a.assignedBy,
          unassignedAt: a.unassignedAt,
          unassignedBy: a.unassignedBy,
        });
      }
    }
  }

  private nameOf(state: ClientState, userId: string): string {
    return state.people.find((p) => p.id === userId)?.name ?? '';
  }

  private personById(state: ClientState, userId: string): Person {
    return must(
      state.people.find((p) => p.id === userId),
      `person ${userId}`,
    );
  }

  // ── Time and attendance ────────────────────────────────────────────────────────────────────────────────

  private isFree(userId: string, from: number, to: number): boolean {
    for (const [a, b] of this.busy.get(userId) ?? []) if (from < b + REST && a < to + REST) return false;
    return true;
  }

  private reserve(userId: string, from: number, to: number): void {
    const list = this.busy.get(userId) ?? [];
    list.push([from, to]);
    this.busy.set(userId, list);
  }

  private rateOf(event: EventInfo, role: PayRole): number {
    const [guard, supervisor, manager] = event.spec.rates;
    return role === 'guard' ? guard : role === 'supervisor' ? supervisor : manager;
  }

  private isActive(event: EventInfo): boolean {
    return !event.spec.unassigned && ms(event.start) <= this.now && ms(event.end) > this.now;
  }

  private clockRow(
    state: ClientState,
    shift: Shift,
    rng: SeededRandom,
    extra: { note?: string | null; timesheet?: boolean } = {},
  ): void {
    const timesheet = extra.timesheet ?? false;
    const [lat, lng] = pointNearVenue(shift.event.venue, rng, 40);
    const supervisor = shift.event.supervisors[0] ?? state.operators[0];
    const createdAt =
      timesheet && shift.clockOut ? this.notAfterNow(ms(shift.clockOut) + rng.int(1, 20) * HOUR) : shift.clockIn;
    this.rows.clockEntries.push({
      id: shift.id,
      clientId: state.id,
      userId: shift.person.id,
      eventId: shift.event.id,
      clockIn: shift.clockIn,
      clockOut: shift.clockOut,
      source: timesheet ? 'timesheet' : 'field',
      clockInLat: timesheet ? null : lat,
      clockInLng: timesheet ? null : lng,
      note: extra.note ?? null,
      createdBy: timesheet ? (supervisor?.id ?? shift.person.id) : shift.person.id,
      createdAt,
      updatedAt: shift.clockOut && ms(shift.clockOut) > ms(createdAt) ? shift.clockOut : createdAt,
    });
  }

  /** Guards (and a supervisor or two) clocked in right now on the active events, some of them on a break. */
  private buildOnDuty(state: ClientState, rng: SeededRandom): void {
    for (const event of state.events) {
      if (!this.isActive(event) || !event.spec.onDuty) continue;
      const current = event.assignments
        .filter((a) => a.unassignedAt === null)
        .map((a) => this.personById(state, a.userId));
      const chosen = (event.spec.onDutyFixed ?? []).map((name) => must(state.byName.get(name), name));
      for (const guard of rng.shuffle(current)) {
        if (chosen.length >= event.spec.onDuty) break;
        if (!chosen.includes(guard) && !state.onDuty.has(guard.id)) chosen.push(guard);
      }
      const demoGuard = chosen.find((p) => p.spec.email === 'guard@demo.test');
      const onBreak = (event.spec.onBreakFixed ?? []).map((name) => must(state.byName.get(name), name));
      for (const guard of rng.shuffle(chosen)) {
        if (onBreak.length >= (event.spec.onBreak ?? 0)) break;
        if (guard !== demoGuard && !onBreak.includes(guard)) onBreak.push(guard);
      }
      const people: Array<[Person, PayRole]> = chosen.map((p) => [p, 'guard']);
      if (event.spec.supervisorOnDuty) {
        people.push([must(state.byName.get(event.spec.supervisorOnDuty), event.spec.supervisorOnDuty), 'supervisor']);
      }
      for (const [person, payRole] of people) {
        const breakNow = onBreak.includes(person);
        const elapsed = breakNow ? rng.int(110, 400) : rng.int(45, 400);
        const clockIn = at(
          Math.max(this.now - elapsed * MINUTE - rng.int(0, 59) * 1000, ms(event.start) + rng.int(0, 20) * MINUTE),
        );
        const shift: Shift = { id: this.id(), person, event, payRole, clockIn, clockOut: null };
        state.shifts.push(shift);
        state.onDuty.set(person.id, shift);
        if (breakNow) state.onBreak.add(person.id);
        this.reserve(person.id, ms(clockIn), this.now + 12 * HOUR);
        this.clockRow(state, shift, rng);
        this.rows.currentEvents.push({ userId: person.id, eventId: event.id });
      }
    }
  }

  /** Closed shifts over the last 60 days, on the events each person was assigned to (or supervises). */
  private buildShiftHistory(state: ClientState, rng: SeededRandom): void {
    interface Slot {
      event: EventInfo;
      start: number;
      end: number;
      staff: number;
      payRole: PayRole;
      daily: boolean;
    }
    const slots: Slot[] = [];
    const horizon = this.now - HISTORY;
    for (const event of state.events) {
      if (event.spec.unassigned) continue;
      const s = ms(event.start);
      const e = ms(event.end);
      if (event.spec.shifts) {
        for (let day = event.spec.start[0] - 1; day <= event.spec.end[0]; day += 1) {
          event.spec.shifts.forEach((template, index) => {
            const start = ms(state.calendar.at(day, template.at));
            const end = start + template.hours * HOUR;
            if (start < s - HOUR || end > e + HOUR || end <= s || start >= e) return;
            slots.push({ event, start, end, staff: template.guards, payRole: 'guard', daily: true });
            if (index === 0 && event.supervisors.length > 0 && rng.chance(0.7)) {
              slots.push({ event, start, end, staff: 1, payRole: 'supervisor', daily: true });
            }
          });
        }
      } else {
        const current = event.assignments.filter((a) => a.unassignedAt === null).length;
        slots.push({ event, start: s, end: e, staff: current, payRole: 'guard', daily: false });
        if (event.supervisors.length > 0) {
          slots.push({
            event,
            start: s,
            end: e,
            staff: Math.min(2, event.supervisors.length),
            payRole: 'supervisor',
            daily: false,
          });
        }
        if (event.eventManagers.length > 0) {
          slots.push({ event, start: s, end: e, staff: event.eventManagers.length, payRole: 'manager', daily: false });
        }
      }
    }
    const history = slots
      .filter((slot) => slot.start >= horizon && slot.end + 100 * MINUTE <= this.now)
      // One-off events are staffed first; the daily contracts fill in around them.
      .sort((a, b) => Number(a.daily) - Number(b.daily) || a.start - b.start || a.end - b.end);

    const worked = new Map<string, number>();
    for (const slot of history) {
      const { event } = slot;
      let candidates: Person[];
      if (slot.payRole === 'guard') {
        const ids = event.assignments
          .filter(
            (a) => ms(a.assignedAt) <= slot.start - HOUR && (a.unassignedAt === null || ms(a.unassignedAt) >= slot.end),
          )
          .map((a) => a.userId);
        candidates = [...new Set(ids)].map((id) => this.personById(state, id));
      } else if (slot.payRole === 'supervisor') {
        candidates = event.supervisors;
      } else {
        candidates = event.eventManagers;
      }
      let staffed = 0;
      // Fair rotation: whoever has worked least so far goes first (ties broken at random).
      const rotation = rng.shuffle(candidates).sort((a, b) => (worked.get(a.id) ?? 0) - (worked.get(b.id) ?? 0));
      for (const person of rotation) {
        if (staffed >= slot.staff) break;
        if (rng.chance(slot.daily ? 0.15 : 0.04)) continue; // day off, or a no-show
        const early = rng.chance(0.15);
        const late = rng.chance(0.18);
        let clockIn = slot.start + (early ? -rng.int(20, 60) : rng.int(-10, 8)) * MINUTE + rng.int(0, 59) * 1000;
        let clockOut = slot.end + (late ? rng.int(20, 95) : rng.int(-8, 12)) * MINUTE + rng.int(0, 59) * 1000;
        if (clockOut - clockIn > 12 * HOUR) clockOut = clockIn + 12 * HOUR - rng.int(0, 20) * MINUTE;
        if (clockOut - clockIn < 6 * HOUR) {
          clockIn = Math.min(clockIn, clockOut - 6 * HOUR - rng.int(0, 20) * MINUTE);
        }
        if (!this.isFree(person.id, clockIn, clockOut)) continue;
        this.reserve(person.id, clockIn, clockOut);
        worked.set(person.id, (worked.get(person.id) ?? 0) + 1);
        staffed += 1;
        const shift: Shift = {
          id: this.id(),
          person,
          event,
          payRole: slot.payRole,
          clockIn: at(clockIn),
          clockOut: at(clockOut),
        };
        state.shifts.push(shift);
        const timesheet = rng.chance(0.08);
        const note = timesheet
          ? 'Entered from the paper timesheet — phone battery died.'
          : late && rng.chance(0.6)
            ? rng.pick(['Held over for crowd egress.', 'Relief was late.', 'Stayed to finish an incident report.'])
            : early && rng.chance(0.4)
              ? 'Arrived early for the gate briefing.'
              : null;
        this.clockRow(state, shift, rng, { note, timesheet });
      }
    }
    state.shifts.sort((a, b) => ms(a.clockIn) - ms(b.clockIn));
  }

  private breakRow(
    state: ClientState,
    shift: Shift,
    length: number,
    start: number,
    end: number | null,
  ): Row<typeof breaks> {
    const row: Row<typeof breaks> = {
      id: this.id(),
      clientId: state.id,
      userId: shift.person.id,
      eventId: shift.event.id,
      clockEntryId: shift.id,
      lengthOfBreak: length,
      startAt: at(start),
      endAt: end === null ? null : at(end),
      status: end === null ? 'active' : end - start > length * MINUTE ? 'overrun' : 'completed',
      createdAt: at(start),
    };
    this.rows.breaks.push(row);
    return row;
  }

  private buildBreaks(state: ClientState, rng: SeededRandom): void {
    this.overrunAlerts = [];
    const completed = (shift: Shift, length: number, start: number) => {
      const overrun = rng.chance(0.08);
      const actual = overrun ? length + rng.int(4, 28) : length - rng.int(0, 3);
      const row = this.breakRow(state, shift, length, start, start + actual * MINUTE - rng.int(0, 50) * 1000);
      if (overrun) this.overrunAlerts.push({ shift, row });
    };
    for (const shift of state.shifts) {
      const inAt = ms(shift.clockIn);
      if (shift.clockOut) {
        const duration = ms(shift.clockOut) - inAt;
        if (rng.chance(0.1)) continue; // skipped the break
        if (duration >= 8 * HOUR) {
          completed(shift, rng.pick([15, 15, 30]), inAt + rng.int(120, 200) * MINUTE);
          completed(shift, rng.pick([30, 30, 45]), inAt + rng.int(270, Math.floor(duration / MINUTE) - 90) * MINUTE);
        } else {
          completed(shift, rng.pick([30, 30, 45]), inAt + rng.int(150, Math.floor(duration / MINUTE) - 150) * MINUTE);
        }
        continue;
      }
      // On duty now.
      const elapsed = this.now - inAt;
      if (elapsed >= 4 * HOUR) {
        completed(shift, 15, inAt + rng.int(120, Math.floor(elapsed / MINUTE) - 90) * MINUTE);
      }
      if (state.onBreak.has(shift.person.id)) {
        const overrunning = shift.event.spec.key === 'autoShow';
        const length = overrunning ? 15 : rng.pick([15, 30]);
        const started = overrunning ? length + rng.int(4, 10) : rng.int(4, length - 3);
        const row = this.breakRow(state, shift, length, this.now - started * MINUTE - rng.int(0, 59) * 1000, null);
        if (overrunning) this.overrunAlerts.push({ shift, row });
      }
    }
  }

  /** A track of the last 30 minutes for everyone on duty; one guard per marked event wanders out of the zone. */
  private buildPings(state: ClientState, rng: SeededRandom): void {
    this.pingAlerts = [];
    const wanderers = new Set<string>();
    for (const event of state.events) {
      if (!event.spec.wanderer) continue;
      const candidates = [...state.onDuty.values()].filter(
        (s) =>
          s.event === event &&
          s.payRole === 'guard' &&
          !state.onBreak.has(s.person.id) &&
          s.person.spec.email !== 'guard@demo.test',
      );
      if (candidates.length > 0) wanderers.add(rng.pick(candidates).person.id);
    }
    for (const shift of state.onDuty.values()) {
      const { venue } = shift.event;
      const openBreak = this.rows.breaks.find((b) => b.userId === shift.person.id && b.endAt === null);
      const breakStart = openBreak ? ms(openBreak.startAt) : Number.POSITIVE_INFINITY;
      const [breakLat, breakLng] = zoneCentre(venue, venue.breakZone);
      const wandering = wanderers.has(shift.person.id);
      let u = rng.between(-0.4, 0.4);
      let v = rng.between(-0.4, 0.4);
      const direction = rng.between(0, 2 * Math.PI);
      let latest: Row<typeof locationPings> | undefined;
      for (let i = 0; i < 20; i += 1) {
        const time = Math.min(this.now - 30 * MINUTE + i * 90_000 + rng.int(-8, 8) * 1000, this.now - 10_000);
        if (time < ms(shift.clockIn)) continue;
        let lat: number;
        let lng: number;
        if (time >= breakStart) {
          const r = venue.breakZone.radius * 0.4;
          [lat, lng] = offsetPoint(breakLat, breakLng, rng.between(-r, r), rng.between(-r, r));
        } else if (wandering && i >= 14) {
          const reach = shift.event.allowedReach * (1.04 + (i - 14) * 0.04);
          [lat, lng] = offsetPoint(
            venue.latitude,
            venue.longitude,
            venue.allowed.north * reach * Math.sin(direction),
            venue.allowed.east * reach * Math.cos(direction),
          );
          if (i === 14) {
            this.pingAlerts.push({
              id: '',
              clientId: state.id,
              type: 'Geofence Exit',
              guardId: shift.person.id,
              eventId: shift.event.id,
              ...alertColumns(geofenceExitAlertTexts(shift.person.name, shift.event.id, shift.event.spec.name)),
              latitude: lat,
              longitude: lng,
              createdAt: at(time + 20_000),
            });
          }
        } else {
          u = Math.max(-0.6, Math.min(0.6, u + rng.between(-0.08, 0.08)));
          v = Math.max(-0.6, Math.min(0.6, v + rng.between(-0.08, 0.08)));
          [lat, lng] = offsetPoint(venue.latitude, venue.longitude, venue.allowed.north * u, venue.allowed.east * v);
        }
        const ping: Row<typeof locationPings> = {
          clientId: state.id,
          userId: shift.person.id,
          eventId: shift.event.id,
          latitude: lat,
          longitude: lng,
          accuracy: Math.round(rng.between(4, 18) * 10) / 10,
          recordedAt: at(time),
          receivedAt: at(time + rng.int(400, 3000)),
        };
        this.rows.locationPings.push(ping);
        latest = ping;
      }
      // Where the geofence engine has each guard on duty now (the live map's positions), as of the latest ping.
      if (latest) {
        this.rows.guardZoneStates.push({
          userId: shift.person.id,
          clientId: state.id,
          clockEntryId: shift.id,
          eventId: shift.event.id,
          allowed: wandering ? 'outside' : 'inside',
          restrictedInside: [],
          breakZone: openBreak ? 'inside' : null,
          latitude: latest.latitude,
          longitude: latest.longitude,
          accuracy: latest.accuracy,
          positionAt: latest.recordedAt,
          version: 1,
          updatedAt: latest.receivedAt,
        });
      }
    }
  }

  /** Budgets: ended events come in over or under budget by their ratio; others get a planned budget. */
  private setBudgets(state: ClientState): void {
    for (const event of state.events) {
      const s = ms(event.start);
      const e = ms(event.end);
      let cents: number;
      if (e < this.now) {
        let actual = 0;
        for (const shift of state.shifts) {
          if (shift.event !== event) continue;
          const out = shift.clockOut ? ms(shift.clockOut) : e;
          const hours = Math.max(0, Math.min(out, e) - Math.max(ms(shift.clockIn), s)) / HOUR;
          actual += hours * this.rateOf(event, shift.payRole);
        }
        cents = actual / event.spec.budgetRatio;
      } else {
        const [guard, supervisor] = event.spec.rates;
        if (event.spec.shifts) {
          const days = Math.max(1, Math.round((e - s) / DAY));
          const perDay = event.spec.shifts.reduce((sum, t) => sum + t.guards * t.hours * guard, 0);
          const supervision = (event.spec.shifts[0]?.hours ?? 8) * supervisor;
          cents = days * (perDay + supervision) * 1.05;
        } else {
          const hours = (e - s) / HOUR;
          cents = (Math.max(event.spec.guards, 6) * guard + event.supervisors.length * supervisor) * hours * 1.05;
        }
      }
      event.row.payrollBudgetCents = Math.round(cents / 1000) * 1000;
    }
  }

  // ── Alerts ─────────────────────────────────────────────────────────────────────────────────────────────

  private buildAlerts(state: ClientState, rng: SeededRandom): void {
    const horizon = this.now - HISTORY;
    const list: Row<typeof alerts>[] = [];
    const add = (alert: Omit<Row<typeof alerts>, 'id' | 'clientId'>) =>
      list.push({ id: '', clientId: state.id, ...alert });

    for (const event of state.events) {
      for (const a of event.assignments) {
        const guard = this.personById(state, a.userId);
        if (ms(a.assignedAt) >= horizon) {
          add({
            type: 'eventAssigned',
            guardId: guard.id,
            eventId: event.id,
            ...alertColumns(assignmentAlertTexts('assigned', guard.name, event.spec.name, event.id)),
            assignedBy: a.assignedBy,
            createdAt: a.assignedAt,
          });
        }
        if (a.unassignedAt && ms(a.unassignedAt) >= horizon) {
          add({
            type: 'eventUnassigned',
            guardId: guard.id,
            eventId: event.id,
            ...alertColumns(assignmentAlertTexts('unassigned', guard.name, event.spec.name, event.id)),
            unassignedBy: a.unassignedBy,
            createdAt: a.unassignedAt,
          });
        }
      }
    }

    const zoneAlert = (shift: Shift, time: number, type: 'Geofence Exit' | 'Restricted Area Entry') => {
      const { venue } = shift.event;
      if (type === 'Geofence Exit') {
        const angle = rng.between(0, 2 * Math.PI);
        const reach = shift.event.allowedReach * rng.between(1.05, 1.3);
        const [lat, lng] = offsetPoint(
          venue.latitude,
          venue.longitude,
          venue.allowed.north * reach * Math.sin(angle),
          venue.allowed.east * reach * Math.cos(angle),
        );
        add({
          type,
          guardId: shift.person.id,
          eventId: shift.event.id,
          ...alertColumns(geofenceExitAlertTexts(shift.person.name, shift.event.id, shift.event.spec.name)),
          latitude: lat,
          longitude: lng,
          createdAt: at(time),
        });
        return;
      }
      const zone = venue.restrictedZone ?? must(venue.restrictedAreas[0], 'restricted area');
      const [lat, lng] = zoneCentre(venue, zone);
      add({
        type,
        guardId: shift.person.id,
        eventId: shift.event.id,
        ...alertColumns(restrictedAreaAlertTexts(shift.person.name, zone.title, shift.event.id, shift.event.spec.name)),
        latitude: lat,
        longitude: lng,
        createdAt: at(time),
      });
    };

    const closedGuardShifts = state.shifts.filter((s) => s.clockOut && s.payRole === 'guard');
    for (const shift of closedGuardShifts) {
      const inAt = ms(shift.clockIn);
      const outAt = ms(shift.clockOut ?? shift.clockIn);
      const during = () => inAt + rng.int(30, Math.max(31, Math.floor((outAt - inAt) / MINUTE) - 30)) * MINUTE;
      if (rng.chance(0.035)) zoneAlert(shift, during(), 'Geofence Exit');
      if (rng.chance(0.02)) zoneAlert(shift, during(), 'Restricted Area Entry');
    }
    for (const { shift, row } of this.overrunAlerts) {
      const startAt = ms(row.startAt);
      const endAt = row.endAt ? ms(row.endAt) : null;
      if (endAt !== null && !rng.chance(0.5)) continue;
      const over = endAt === null ? null : Math.round((endAt - startAt) / MINUTE) - row.lengthOfBreak;
      // The scheduled overrun check (modules/field) must not raise this break's alert a second time.
      row.overrunAlertedAt = at(startAt + row.lengthOfBreak * MINUTE + 30_000);
      add({
        type: 'Break Overrun',
        guardId: shift.person.id,
        eventId: shift.event.id,
        lengthOfBreak: row.lengthOfBreak,
        ...alertColumns(breakOverrunAlertTexts(shift.person.name, row.lengthOfBreak, over, shift.event.id)),
        createdAt: at(startAt + row.lengthOfBreak * MINUTE + 30_000),
      });
    }
    // SOS: a few over the last two months, all handled.
    for (const shift of rng.sample(closedGuardShifts, state.spec.key === 'sentinel' ? 4 : 1)) {
      const time = ms(shift.clockIn) + rng.int(60, 300) * MINUTE;
      const [lat, lng] = pointNearVenue(shift.event.venue, rng, 80);
      add({
        type: 'SOS',
        guardId: shift.person.id,
        eventId: shift.event.id,
        ...alertColumns(sosAlertTexts(shift.person.name, undefined, shift.event.id, shift.event.spec.name)),
        notes: rng.pick(sosNotes),
        latitude: lat,
        longitude: lng,
        createdAt: at(time),
      });
    }
    // A few breaks taken outside the break zones (a stream of its own, so the data above stays as it was).
    const breakZoneRng = rng.fork('break-zone');
    for (const shift of breakZoneRng.sample(closedGuardShifts, state.spec.key === 'sentinel' ? 3 : 1)) {
      const inAt = ms(shift.clockIn);
      const outAt = ms(shift.clockOut ?? shift.clockIn);
      const time = Math.min(inAt + breakZoneRng.int(120, 240) * MINUTE, outAt - 10 * MINUTE);
      const [lat, lng] = pointNearVenue(shift.event.venue, breakZoneRng, 60);
      add({
        type: 'Break Zone Exit',
        guardId: shift.person.id,
        eventId: shift.event.id,
        ...alertColumns(breakZoneExitAlertTexts(shift.person.name, shift.event.id, shift.event.spec.name)),
        latitude: lat,
        longitude: lng,
        createdAt: at(Math.max(time, inAt + MINUTE)),
      });
    }
    // Attendance and welfare alerts of past shifts, acknowledged like the rest of the history (a stream of its own,
    // so the data above stays as it was): a late clock-in, an early clock-out, a missed check-call, a guard who did
    // not move, a tour run with a checkpoint left unscanned.
    const welfareRng = rng.fork('attendance-welfare');
    for (const [i, shift] of welfareRng.sample(closedGuardShifts, 5).entries()) {
      const inAt = ms(shift.clockIn);
      const outAt = ms(shift.clockOut ?? shift.clockIn);
      const name = shift.person.name;
      const event = { name, post: 'Main gate', eventName: shift.event.spec.name, eventId: shift.event.id };
      const midway = at(Math.max(inAt + MINUTE, Math.min(inAt + 90 * MINUTE, outAt - 10 * MINUTE)));
      const kinds: Array<{ type: AlertType; texts: AlertTexts; createdAt: Date }> = [
        { type: 'Missed Clock-In', texts: missedClockInAlertTexts(event, 10, 14), createdAt: at(inAt - 4 * MINUTE) },
        { type: 'Left Early', texts: leftEarlyAlertTexts(event, 25), createdAt: at(outAt) },
        {
          type: 'Missed Check-Call',
          texts: missedCheckCallAlertTexts(
            name,
            midway.toISOString(),
            demoTimeZone,
            false,
            event.eventId,
            event.eventName,
          ),
          createdAt: midway,
        },
        {
          type: 'No Movement',
          texts: noMovementAlertTexts(name, 30, event.eventId, event.eventName),
          createdAt: midway,
        },
        {
          type: 'Missed Checkpoint',
          texts: missedCheckpointAlertTexts(
            'Night patrol',
            ['Loading dock'],
            at(inAt).toISOString(),
            demoTimeZone,
            event.eventId,
            event.eventName,
          ),
          createdAt: midway,
        },
      ];
      const kind = kinds[i % kinds.length];
      if (!kind) continue;
      add({
        type: kind.type,
        guardId: shift.person.id,
        eventId: shift.event.id,
        ...alertColumns(kind.texts),
        createdAt: kind.createdAt,
      });
    }
    // Live: what happened in the last hours on the events going on now.
    const onDuty = [...state.onDuty.values()].filter((s) => s.payRole === 'guard');
    const calm = onDuty.filter((s) => !state.onBreak.has(s.person.id));
    if (state.spec.key === 'sentinel') {
      const sosShift = calm.find((s) => s.event.spec.key === 'autoShow') ?? calm[0];
      if (sosShift) {
        const latest = [...this.rows.locationPings].reverse().find((p) => p.userId === sosShift.person.id);
        add({
          type: 'SOS',
          guardId: sosShift.person.id,
          eventId: sosShift.event.id,
          ...alertColumns(sosAlertTexts(sosShift.person.name, undefined, sosShift.event.id, sosShift.event.spec.name)),
          latitude: latest?.latitude ?? sosShift.event.venue.latitude,
          longitude: latest?.longitude ?? sosShift.event.venue.longitude,
          createdAt: this.ago(rng.int(8, 40) * MINUTE),
        });
      }
    }
    const intruder = rng.shuffle(calm).find((s) => ms(s.clockIn) < this.now - 70 * MINUTE);
    if (intruder) {
      zoneAlert(
        intruder,
        this.now - rng.int(35, Math.min(180, Math.floor((this.now - ms(intruder.clockIn)) / MINUTE) - 10)) * MINUTE,
        'Restricted Area Entry',
      );
    }
    for (const alert of this.pingAlerts) add(alert);

    // Acknowledgements: everything older than six hours was seen by an operator; the rest waits in the queue.
    list.sort((a, b) => ms(a.createdAt ?? this.nowDate) - ms(b.createdAt ?? this.nowDate));
    for (const alert of list) {
      const created = ms(alert.createdAt ?? this.nowDate);
      alert.id = this.id();
      const seen = created < this.now - 6 * HOUR;
      if (seen) {
        alert.seen = true;
        alert.seenAt = this.notAfterNow(created + rng.int(1, 40) * MINUTE + rng.int(0, 59) * 1000, MINUTE);
        alert.seenBy = rng.pick(state.operators).id;
        if (
          !alert.notes &&
          (alert.type === 'Geofence Exit' || alert.type === 'Restricted Area Entry') &&
          rng.chance(0.5)
        ) {
          alert.notes = rng.pick(alertNotes);
        }
      } else {
        alert.seen = false;
      }
      this.rows.alerts.push(alert);
    }
  }

  // ── Geofence activity ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The zone crossings of the Geofence report (docs/product/events-and-zones.md#geofence-crossings): one for every geofence, restricted-area and break-zone
   * alert (an exit of the allowed zone, an entry into the restricted zone, a break taken outside the break zone),
   * some guards walking back into the allowed zone afterwards, and two crossings that show the report's fallbacks:
   * one of a zone drawn without a title, one of a zone whose event was removed.
   */
  private buildGeofenceActivity(state: ClientState, rng: SeededRandom): void {
    const zoneOf = (eventId: string, zoneType: 'Allowed zone' | 'Break zone' | 'Restricted zone') => {
      const fence = this.rows.geofences.find((g) => g.eventId === eventId && g.zoneType === zoneType);
      if (fence) return { id: fence.id ?? null, title: fence.title ?? null };
      const area =
        zoneType === 'Restricted zone' ? this.rows.restrictedAreas.find((a) => a.eventId === eventId) : undefined;
      return area ? { id: area.id ?? null, title: area.title } : { id: null, title: null };
    };
    const add = (row: Omit<Row<typeof geofenceActivity>, 'id' | 'clientId' | 'createdAt'>) =>
      this.rows.geofenceActivity.push({
        id: this.crossingIds.uuid(),
        clientId: state.id,
        ...row,
        createdAt: row.at,
      });
    const crossings = {
      'Geofence Exit': { zoneType: 'Allowed zone', crossing: 'exit' },
      'Restricted Area Entry': { zoneType: 'Restricted zone', crossing: 'enter' },
      'Break Zone Exit': { zoneType: 'Break zone', crossing: 'exit' },
    } as const;
    for (const alert of this.rows.alerts) {
      if (alert.clientId !== state.id || !alert.eventId || !alert.createdAt) continue;
      if (alert.type !== 'Geofence Exit' && alert.type !== 'Restricted Area Entry' && alert.type !== 'Break Zone Exit')
        continue;
      const { zoneType, crossing } = crossings[alert.type];
      const zone = zoneOf(alert.eventId, zoneType);
      const time = ms(alert.createdAt);
      add({
        eventId: alert.eventId,
        userId: alert.guardId ?? null,
        zoneId: zone.id,
        title: zone.title,
        zoneType,
        crossing,
        at: alert.createdAt,
        latitude: alert.latitude ?? null,
        longitude: alert.longitude ?? null,
        alertId: alert.id ?? null,
      });
      // Most guards who left the allowed zone walk back in a few minutes later (not the ones outside it now).
      const back = time + rng.int(3, 25) * MINUTE;
      if (alert.type === 'Geofence Exit' && time < this.now - 2 * HOUR && rng.chance(0.7)) {
        const event = state.events.find((e) => e.id === alert.eventId);
        add({
          eventId: alert.eventId,
          userId: alert.guardId ?? null,
          zoneId: zone.id,
          title: zone.title,
          zoneType,
          crossing: 'enter',
          at: at(back),
          latitude: event?.venue.latitude ?? null,
          longitude: event?.venue.longitude ?? null,
          alertId: null,
        });
      }
    }
    // The fallbacks: a crossing into a zone drawn without a title, and one of a zone whose event is gone.
    const onDuty = [...state.onDuty.values()]
      .filter((s) => s.payRole === 'guard' && ms(s.clockIn) < this.now - 40 * MINUTE)
      .sort((a, b) => a.person.name.localeCompare(b.person.name));
    const [first, second] = onDuty;
    if (first) {
      const zone = zoneOf(first.event.id, 'Allowed zone');
      add({
        eventId: first.event.id,
        userId: first.person.id,
        zoneId: zone.id,
        title: null,
        zoneType: 'Allowed zone',
        crossing: 'enter',
        at: this.ago(rng.int(12, 18) * MINUTE),
        latitude: first.event.venue.latitude,
        longitude: first.event.venue.longitude,
        alertId: null,
      });
    }
    const other = second ?? first;
    if (other) {
      add({
        eventId: null,
        userId: other.person.id,
        zoneId: null,
        title: 'Temporary cordon',
        zoneType: null,
        crossing: 'exit',
        at: this.ago(rng.int(22, 30) * MINUTE),
        latitude: other.event.venue.latitude,
        longitude: other.event.venue.longitude,
        alertId: null,
      });
    }
  }

  // ── Incident reports ───────────────────────────────────────────────────────────────────────────────────

  private buildReports(state: ClientState, rng: SeededRandom): void {
    const kinds: ReportType[] = [];
    for (const [type, count] of Object.entries(state.spec.reports) as Array<[ReportType, number]>) {
      for (let i = 0; i < count; i += 1) kinds.push(type);
    }
    const ordered = rng.shuffle(kinds);
    const guardShifts = state.shifts.filter((s) => s.clockOut && s.payRole === 'guard');
    const recent = guardShifts.filter((s) => ms(s.clockIn) >= this.now - 6 * DAY);
    const older = guardShifts.filter((s) => ms(s.clockIn) >= this.now - 58 * DAY);
    const commented = new Set<ReportType>();
    const reportRows: Array<{ row: Row<typeof incidentReports>; type: ReportType; comments: number }> = [];
    const used = new Map<ReportType, number>();

    // Spread over the events (not over the shifts, which the long contracts would dominate).
    const pickShift = (pool: Shift[]) => {
      const event = rng.pick([...new Set(pool.map((s) => s.event))]);
      return rng.pick(pool.filter((s) => s.event === event));
    };
    ordered.forEach((type, index) => {
      const shift = pickShift(index < 3 && recent.length > 0 ? recent : older);
      const templates = must(reportTemplates[type], type);
      const n = used.get(type) ?? 0;
      used.set(type, n + 1);
      const template = must(templates[n % templates.length], 'template');
      const inAt = ms(shift.clockIn);
      const outAt = ms(shift.clockOut ?? shift.clockIn);
      const incidentAt = inAt + rng.int(30, Math.max(31, Math.floor((outAt - inAt) / MINUTE) - 30)) * MINUTE;
      const submittedAt = this.notAfterNow(incidentAt + rng.int(15, 90) * MINUTE + rng.int(0, 59) * 1000, 5 * MINUTE);
      const age = this.now - ms(submittedAt);
      const status =
        age < 36 * HOUR
          ? ''
          : age < 10 * DAY
            ? rng.chance(0.6)
              ? 'Under review'
              : 'Closed'
            : rng.chance(0.85)
              ? 'Closed'
              : 'Under review';
      const { venue } = shift.event;
      const row: Row<typeof incidentReports> = {
        id: this.id(),
        clientId: state.id,
        eventId: shift.event.id,
        guardId: shift.person.id,
        reportType: type,
        reportSubType: template.reportSubType ?? null,
        incidentType: template.incidentType,
        incidentLocation: `${venue.siteName} — ${rng.pick(venue.spots)}`,
        incidentDate: at(incidentAt),
        victimName: template.victim ? this.personName(rng) : null,
        victimNumber: template.victim ? this.randomPhone(rng) : null,
        witnessName: template.witness ? this.personName(rng) : null,
        witnessNumber: template.witness ? this.randomPhone(rng) : null,
        policeCalled: template.policeCalled,
        policeReportNumber: template.policeCalled ? `J${rng.pick(['F', 'G', 'H'])}${rng.int(100_000, 999_999)}` : null,
        actionTaken: template.actionTaken,
        firePresent: template.firePresent ?? null,
        evacuationOccurred: template.evacuationOccurred ?? null,
        vandalismType: template.vandalismType ?? null,
        itemsTaken: template.itemsTaken ?? null,
        details: template.details ?? null,
        guardNote: template.guardNote,
        signature: signatureSvg(shift.person.name),
        status,
        submittedAt,
        submittedBy: shift.person.id,
        updatedAt: submittedAt,
      };
      const comments = status === '' ? 0 : status === 'Under review' ? rng.int(1, 2) : rng.int(2, 3);
      reportRows.push({ row, type, comments });
      if (comments > 0) commented.add(type);
    });
    // Every filed type shows a discussion.
    for (const entry of reportRows) {
      if (commented.has(entry.type)) continue;
      entry.row.status = 'Under review';
      entry.comments = 1;
      commented.add(entry.type);
    }
    for (const { row, comments } of reportRows) {
      this.rows.incidentReports.push(row);
      let time = ms(row.submittedAt ?? this.nowDate);
      for (let i = 0; i < comments; i += 1) {
        const closing = row.status === 'Closed' && i === comments - 1;
        time = Math.min(time + rng.int(40, 26 * 60) * MINUTE, this.now - (comments - i) * MINUTE);
        this.rows.incidentReportComments.push({
          id: this.id(),
          clientId: state.id,
          reportId: must(row.id, 'report id'),
          authorId: rng.pick(state.operators).id,
          content: rng.pick(closing ? reportComments.closing : reportComments.open),
          createdAt: at(time),
        });
        row.updatedAt = at(time);
      }
    }
    this.discussForCustomerUsers(state);
  }

  /**
   * The client portal (docs/product/dashboard.md#client-portal): a customer's user finds the newest open incident of
   * their events discussed — an operator's note and their own question (no random draw: the rest stays as it was).
   */
  private discussForCustomerUsers(state: ClientState): void {
    for (const person of state.people) {
      const customerId = person.spec.customer ? state.customerIds.get(person.spec.customer) : undefined;
      const operator = state.operators[0];
      if (!customerId || !operator) continue;
      const events = new Set(state.events.filter((e) => e.row.customerId === customerId).map((e) => e.id));
      const [report] = this.rows.incidentReports
        .filter((r) => r.clientId === state.id && r.status !== 'Closed' && r.eventId && events.has(r.eventId))
        .sort((a, b) => ms(b.submittedAt ?? this.nowDate) - ms(a.submittedAt ?? this.nowDate));
      if (!report?.id || this.rows.incidentReportComments.some((c) => c.reportId === report.id)) continue;
      const submitted = ms(report.submittedAt ?? this.nowDate);
      const span = this.now - submitted;
      [
        { authorId: operator.id, content: portalComments.operator, at: submitted + Math.min(40 * MINUTE, span / 3) },
        { authorId: person.id, content: portalComments.customer, at: submitted + Math.min(2 * HOUR, (2 * span) / 3) },
      ].forEach((comment) => {
        this.rows.incidentReportComments.push({
          id: this.id(),
          clientId: state.id,
          reportId: report.id as string,
          authorId: comment.authorId,
          content: comment.content,
          createdAt: at(comment.at),
        });
        report.updatedAt = at(comment.at);
      });
    }
  }

  // ── Visitors ───────────────────────────────────────────────────────────────────────────────────────────

  private buildVisitors(state: ClientState, rng: SeededRandom): void {
    const active = state.events.filter((e) => this.isActive(e));
    const recentEvents = state.events.filter(
      (e) => !e.spec.unassigned && ms(e.start) < this.now - 3 * HOUR && ms(e.end) > this.now - 20 * DAY,
    );
    const upcomingOrActive = state.events.filter((e) => !e.spec.unassigned && ms(e.end) > this.now);
    const guest = state.people.find((p) => p.role === 'guest');
    const clientUser = state.people.find((p) => p.role === 'client');
    const clientCustomerId = clientUser?.spec.customer ? state.customerIds.get(clientUser.spec.customer) : undefined;
    // The customer's user asks for some visits, only to their own customer's events (as the API allows); the
    // draw is made either way, so the rest of the demo stays as it was.
    const requester = (event: EventInfo | undefined) => {
      if (!clientUser || !rng.chance(0.4)) return rng.pick(state.operators).id;
      return event && event.row.customerId === clientCustomerId
        ? clientUser.id
        : must(state.operators[0], 'operator').id;
    };
    let badge = 1040;
    const hostOf = (event: EventInfo) =>
      state.spec.customers.find((c) => c.key === event.spec.customer)?.contactName ?? null;
    const visitor = (
      event: EventInfo | undefined,
      status: string,
      times: { expectedAt: number; checkedInAt?: number; checkedOutAt?: number; createdAt: number; updatedAt?: number },
      extra: Partial<Row<typeof visitors>> = {},
    ) => {
      const name = extra.name ?? this.personName(rng);
      const company = rng.pick(visitorCompanies);
      const checkedIn = times.checkedInAt !== undefined;
      if (checkedIn) badge += 1;
      const onDuty = event ? [...state.onDuty.values()].filter((s) => s.event === event).map((s) => s.person) : [];
      const checker = rng.pick(onDuty.length > 0 ? onDuty : state.operators);
      const createdAt = at(Math.min(times.createdAt, this.now - MINUTE));
      this.rows.visitors.push({
        id: this.id(),
        clientId: state.id,
        eventId: event?.id ?? null,
        name,
        company,
        email: rng.chance(0.6)
          ? `${emailLocalPart(name)}@${company.toLowerCase().replace(/[^a-z]/g, '')}.demo.test`
          : null,
        phone: rng.chance(0.8) ? this.randomPhone(rng) : null,
        hostName: event ? hostOf(event) : null,
        purpose: rng.pick(visitorPurposes),
        vehiclePlate: rng.chance(0.5)
          ? `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(10_000, 99_999)}`
          : null,
        badgeNumber: checkedIn ? `V-${badge}` : null,
        status,
        expectedAt: at(times.expectedAt),
        checkedInAt: times.checkedInAt === undefined ? null : at(times.checkedInAt),
        checkedOutAt: times.checkedOutAt === undefined ? null : at(times.checkedOutAt),
        checkedInBy: checkedIn ? checker.id : null,
        requestedBy: extra.requestedBy ?? requester(event),
        createdAt,
        updatedAt: at(
          Math.max(
            ms(createdAt),
            Math.min(times.updatedAt ?? times.checkedOutAt ?? times.checkedInAt ?? times.createdAt, this.now - MINUTE),
          ),
        ),
        ...extra,
      });
    };
    const counts = state.spec.visitors;

    for (let i = 0; i < counts.checkedOut; i += 1) {
      const event = rng.pick(recentEvents);
      const from = Math.max(ms(event.start), this.now - 20 * DAY);
      const to = Math.min(ms(event.end), this.now - 3 * HOUR) - HOUR;
      const checkedInAt = rng.between(from, Math.max(from, to));
      const checkedOutAt = Math.min(checkedInAt + rng.int(20, 240) * MINUTE, this.now - 10 * MINUTE);
      const expectedAt = checkedInAt - rng.int(0, 20) * MINUTE;
      visitor(event, 'checked_out', {
        expectedAt,
        checkedInAt,
        checkedOutAt,
        createdAt: expectedAt - rng.int(2, 96) * HOUR,
      });
    }
    for (let i = 0; i < counts.onSite && active.length > 0; i += 1) {
      const event = rng.pick(active);
      const checkedInAt = this.now - rng.int(10, 200) * MINUTE - rng.int(0, 59) * 1000;
      const expectedAt = checkedInAt - rng.int(0, 25) * MINUTE;
      visitor(event, 'checked_in', { expectedAt, checkedInAt, createdAt: expectedAt - rng.int(2, 72) * HOUR });
    }
    for (let i = 0; i < counts.expected && active.length > 0; i += 1) {
      const event = rng.pick(active);
      const expectedAt = this.now + rng.int(30, 300) * MINUTE;
      visitor(event, 'expected', { expectedAt, createdAt: this.now - rng.int(1, 48) * HOUR });
    }
    for (let i = 0; i < counts.cancelled; i += 1) {
      const event = rng.pick(upcomingOrActive);
      const createdAt = this.now - rng.int(1, 5) * DAY;
      visitor(event, 'cancelled', {
        expectedAt: this.now + rng.int(1, 3) * DAY,
        createdAt,
        updatedAt: this.now - rng.int(1, 20) * HOUR,
      });
    }
    for (let i = 0; i < counts.requested; i += 1) {
      const event = rng.pick(upcomingOrActive);
      visitor(
        event,
        'requested',
        { expectedAt: this.now + rng.int(20, 96) * HOUR, createdAt: this.now - rng.int(1, 30) * HOUR },
        guest ? { requestedBy: guest.id } : {},
      );
    }
    for (let i = 0; i < counts.denied; i += 1) {
      const barred = must(state.spec.blocklist[i % state.spec.blocklist.length], 'blocklist entry');
      const event = rng.pick(recentEvents);
      const expectedAt = this.now - rng.int(2, 5) * DAY;
      visitor(
        event,
        'denied',
        { expectedAt, createdAt: expectedAt - rng.int(4, 30) * HOUR, updatedAt: expectedAt - rng.int(1, 3) * HOUR },
        {
          name: barred.name,
          phone: barred.phone ?? null,
          email: barred.email ?? null,
          watchListAlertedAt: at(expectedAt - 3 * HOUR),
        },
      );
      // The desk tried to check them in: the watch list raised its alert, long since acknowledged.
      const desk = state.guards[0] ?? state.operators[0];
      const reviewer = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
      this.rows.alerts.push({
        id: this.id(),
        clientId: state.id,
        type: 'Watch List Match',
        guardId: desk?.id ?? null,
        eventId: event.id,
        ...alertColumns(
          watchListAlertTexts(barred.name, 'name', barred.reason, desk?.name ?? '', event.id, event.spec.name),
        ),
        notes: barred.reason,
        seen: true,
        seenAt: at(expectedAt - 3 * HOUR + 12 * MINUTE),
        seenBy: reviewer?.id ?? null,
        createdAt: at(expectedAt - 3 * HOUR),
      });
    }

    const executive = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
    for (const entry of state.spec.blocklist) {
      this.rows.visitorBlocklist.push({
        id: this.id(),
        clientId: state.id,
        name: entry.name,
        email: entry.email ?? null,
        phone: entry.phone ?? null,
        vehiclePlate: entry.vehiclePlate ?? null,
        nameKey: watchListNameKey(entry.name),
        plateKey: watchListPlateKey(entry.vehiclePlate),
        reason: entry.reason,
        createdBy: executive?.id ?? null,
        createdAt: this.officeHours(state, rng, this.now - rng.int(20, 200) * DAY),
      });
    }
    const desk = state.spec.deskVisitors;
    const deskGuard = state.people.find((p) => p.spec.email === 'guard@demo.test');
    const deskEvent = deskGuard ? (state.onDuty.get(deskGuard.id)?.event ?? active[0]) : active[0];
    if (desk && deskEvent) {
      const fixed = { phone: null, email: null, requestedBy: deskGuard?.id ?? null };
      visitor(
        deskEvent,
        'expected',
        { expectedAt: this.now + 40 * MINUTE, createdAt: this.now - 20 * HOUR },
        { ...fixed, ...desk.expected, vehiclePlate: null, idType: 'drivers_licence', idLast4: '4821' },
      );
      visitor(
        deskEvent,
        'expected',
        { expectedAt: this.now + 25 * MINUTE, createdAt: this.now - 6 * HOUR },
        { ...fixed, ...desk.watchListed, hostName: hostOf(deskEvent) },
      );
    }
  }

  // ── Tasks and notes ────────────────────────────────────────────────────────────────────────────────────

  private buildTasks(state: ClientState, rng: SeededRandom): void {
    for (const event of state.events) {
      if (event.spec.unassigned) continue;
      const s = ms(event.start);
      const e = ms(event.end);
      const ended = e < this.now;
      const active = this.isActive(event);
      const count = active ? rng.int(5, 6) : ended ? rng.int(1, 3) : rng.int(2, 3);
      const assignees = [
        ...event.assignments.filter((a) => a.unassignedAt === null).map((a) => this.personById(state, a.userId)),
        ...event.supervisors,
      ];
      const creators = this.schedulersOf(state, event.spec);
      for (const [title, description] of rng.sample(taskTemplates, count)) {
        let dueAt: number;
        let status: string;
        let completedAt: number | null = null;
        if (ended) {
          dueAt = rng.between(s + HOUR, Math.max(s + HOUR, Math.min(e, s + 20 * DAY) - HOUR));
          status = rng.chance(0.8) ? 'done' : 'cancelled';
          if (status === 'done') completedAt = dueAt - rng.int(0, 60) * MINUTE;
        } else if (active) {
          dueAt = this.now + rng.int(-6 * 60, 30 * 60) * MINUTE;
          if (dueAt < this.now) {
            status = rng.chance(0.6) ? 'done' : 'open';
            if (status === 'done') completedAt = Math.min(dueAt + rng.int(-60, 30) * MINUTE, this.now - 5 * MINUTE);
          } else {
            status = rng.chance(0.5) ? 'open' : 'in_progress';
          }
        } else {
          dueAt = Math.max(this.now + 2 * HOUR, s - rng.int(2, 24) * HOUR);
          status = 'open';
        }
        dueAt = Math.round(dueAt / (15 * MINUTE)) * 15 * MINUTE;
        const createdAt = Math.max(
          ms(event.row.createdAt ?? event.start),
          Math.min(dueAt - rng.int(6, 72) * HOUR, this.now - 30 * MINUTE, completedAt ?? Number.POSITIVE_INFINITY),
        );
        const assignee = rng.chance(0.85) && assignees.length > 0 ? rng.pick(assignees).id : null;
        this.rows.tasks.push({
          id: this.id(),
          clientId: state.id,
          eventId: event.id,
          title,
          description,
          assignedTo: assignee,
          dueAt: at(dueAt),
          status,
          completedAt: completedAt === null ? null : at(completedAt),
          createdBy: rng.pick(creators).id,
          createdAt: at(createdAt),
          updatedAt: at(completedAt ?? createdAt),
        });
      }
    }
  }

  private buildClientNotes(state: ClientState, rng: SeededRandom): void {
    const author = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
    for (const [daysAgo, content] of state.spec.notes) {
      this.rows.clientNotes.push({
        id: this.id(),
        clientId: state.id,
        authorId: author?.id ?? null,
        content,
        createdAt: this.officeHours(state, rng, this.now - daysAgo * DAY),
      });
    }
  }

  // ── Messenger ──────────────────────────────────────────────────────────────────────────────────────────

  private buildConversations(): void {
    const rng = this.root.fork('conversations');
    for (const spec of conversationSpecs) {
      const state = must(this.states.get(spec.client), spec.client);
      const event = spec.event ? must(state.eventsByKey.get(spec.event), spec.event) : undefined;
      const members = spec.members.map((name) => must(state.byName.get(name), name));
      if (event) {
        for (const a of event.assignments) {
          const person = this.personById(state, a.userId);
          if (a.unassignedAt === null && !members.includes(person)) members.push(person);
        }
      }
      const times: number[] = [];
      let time = this.now - spec.lastMinutesAgo * MINUTE - rng.int(0, 59) * 1000;
      for (let i = 0; i < spec.messages.length; i += 1) {
        times.unshift(time);
        time -= rng.int(spec.gapMinutes[0], spec.gapMinutes[1]) * MINUTE + rng.int(0, 59) * 1000;
      }
      const first = times[0] ?? this.now;
      const last = times[times.length - 1] ?? this.now;
      const createdAt = at(first - rng.int(5, 120) * MINUTE);
      const id = this.id();
      const starter = must(members[0], 'member');
      this.rows.conversations.push({
        id,
        clientId: state.id,
        kind: spec.kind,
        title: spec.title ?? event?.spec.name ?? null,
        eventId: event?.id ?? null,
        createdBy: starter.id,
        createdAt,
        lastMessageAt: at(last),
      });
      const lastSender = spec.messages[spec.messages.length - 1]?.[0];
      for (const member of members) {
        let lastReadAt: Date | null;
        if (member.name === lastSender || rng.chance(0.55)) lastReadAt = at(last);
        else
          lastReadAt = rng.chance(0.8)
            ? at(rng.pick(times.slice(0, -1).length > 0 ? times.slice(0, -1) : times))
            : null;
        // The demo manager always finds something unread: the last two messages others sent.
        if (member.spec.email === 'manager@demo.test' && member.name !== lastSender) {
          lastReadAt = at(times[Math.max(0, times.length - 3)] ?? first);
        }
        this.rows.conversationMembers.push({
          clientId: state.id,
          conversationId: id,
          userId: member.id,
          lastReadAt,
          // Everyone's app has fetched the conversation since: every message is delivered.
          lastDeliveredAt: at(last),
          joinedAt: createdAt,
        });
      }
      spec.messages.forEach(([senderName, body], index) => {
        const sender = must(state.byName.get(senderName), senderName);
        if (!members.includes(sender)) throw new Error(`demo data: ${senderName} is not in the conversation`);
        this.rows.messages.push({
          id: this.id(),
          clientId: state.id,
          conversationId: id,
          senderId: sender.id,
          body,
          createdAt: at(times[index] ?? last),
        });
      });
    }
  }
}

/**
 * The demo rows for `now`, without touching a database (pure and deterministic); the signatures are still SVG
 * drawings until `drawSignatures` turns them into PNGs.
 */
export function buildDemoRows(now: Date, passwordHash: string): DemoRows {
  return new DemoBuilder(now, passwordHash).build();
}

async function demoRows(now: Date): Promise<DemoRows> {
  const rows = buildDemoRows(now, await hashPassword(demoPassword));
  await drawSignatures(rows);
  return rows;
}

async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

async function writeDemoRows(tx: Tx, rows: DemoRows): Promise<SeedSummary> {
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

/** Serialises concurrent seeding when several API instances start against one empty database. */
const seedLockKey = 724_101_584;

/** Seeds the demo operation in one transaction (the database must not already hold the demo accounts). */
export async function seedDemo(db: Database, now: Date): Promise<SeedSummary> {
  const rows = await demoRows(now);
  return db.transaction((tx) => writeDemoRows(tx, rows));
}

/** Seeds the demo operation when there is no client yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Database, now: Date): Promise<boolean> {
  const hasClients = async (executor: Database | Tx) => {
    const result = await executor.execute<{ found: boolean }>(sql`select exists (select 1 from clients) as found`);
    return result.rows[0]?.found ?? false;
  };
  if (await hasClients(db)) return false;
  const rows = await demoRows(now);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasClients(tx)) return false;
    await writeDemoRows(tx, rows);
    return true;
  });
  // The tables' statistics still describe them empty until autovacuum's next analyze, up to a minute or more away;
  // plans made on them can be far off (docs/benchmarks.md, the schedule's week answer with stale statistics).
  if (seeded) await db.execute(sql`analyze`);
  return seeded;
}
