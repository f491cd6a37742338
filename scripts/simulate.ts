/**
 * `npm run simulate -- --guards 30 [--base http://127.0.0.1:3000] [--minutes N] [--speed X]`: drives the demo
 * guards through their shifts against a running server, over the real HTTP field API only — so the map, the bell
 * and the reports move during a demo (docs/product/field-app.md).
 *
 * Each guard signs in like a phone (own cookie jar), reads GET /field/today, clocks in to an assigned event that
 * accepts a clock-in (a guard the demo already has on duty is taken over as found), then sends a position every
 * positionIntervalSeconds while walking a few metres at a time inside the Allowed zone. Now and then a guard strays
 * out of the zone or into a restricted zone, takes a break (in the Break zone, sometimes not; some overrun), and
 * rarely raises an SOS. Every action carries an idempotency key and `at` in the server's time.
 *
 * Tours and check-calls (docs/product/tours-and-check-calls.md): the labels on site are read once per event by the
 * client's executive (as if from the printed sheet); guards scan the event's checkpoints in turn every quarter of an
 * hour or so, skipping about one in ten on purpose, and answer most check-calls when due — about one in ten is left
 * unanswered on purpose, so Missed Check-Call and Missed Checkpoint alerts show up too.
 *
 * --speed X makes the guards' decisions (position interval, strays, breaks, SOS) X times as frequent. A break's
 * length is judged by the server's clock, so a break always lasts its real minutes.
 * --minutes N stops after N minutes (default: until Ctrl-C). On stop, every guard the simulator clocked in is
 * clocked out; guards it found already on duty are left on duty. The exit code is 1 when any request answered
 * a 5xx or an unexpected 4xx, or failed on the network.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { demoClients, demoPassword } from '../src/server/demo/demo-data.ts';
import { emailLocalPart } from '../src/server/demo/seed/build.ts';
import type { FieldActionResult, FieldEvent, FieldToday } from '../src/shared/contract/field.ts';
import type { Checkpoint } from '../src/shared/contract/tours.ts';
import {
  type CrossingAlert,
  evaluatePosition,
  initialZoneState,
  pointInPolygon,
  sideOfAny,
  type Zone,
  type ZoneState,
} from '../src/shared/geofence.ts';
import type { LatLng } from '../src/shared/polygon.ts';

const { values: args } = parseArgs({
  options: {
    guards: { type: 'string', default: '30' },
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    minutes: { type: 'string' },
    speed: { type: 'string', default: '1' },
  },
});
const guardCount = Number(args.guards);
const base = new URL(args.base).origin;
const minutes = args.minutes === undefined ? Number.POSITIVE_INFINITY : Number(args.minutes);
const speed = Number(args.speed);
if (!(guardCount > 0) || !(minutes > 0) || !(speed > 0)) {
  console.error('Usage: npm run simulate -- --guards N [--base URL] [--minutes N] [--speed X] (all positive)');
  process.exit(2);
}

// Rates in simulated time (divided by --speed in wall time).
const hour = 3600;
const strayEverySeconds = 0.75 * hour; // per guard: leaves the Allowed zone
const restrictedEverySeconds = 1.5 * hour; // per guard: walks into a restricted zone
const breakEverySeconds = 2 * hour; // per guard on duty and not on break
const sosEverySeconds = 30 * hour; // per guard: 1 SOS per 30 guard-hours
const overrunShare = 0.3;
const breakOutsideShare = 0.2;
const accuracyRange = [4, 12] as const;
const scanEverySeconds = 0.25 * hour; // per guard on duty with checkpoints: scans the next one of the round
const missedOnPurposeShare = 0.1; // of scans due and of check-calls due
const todayEverySeconds = 5 * 60; // how often a guard reads /field/today again (its next check-call)

// ── Demo accounts ───────────────────────────────────────────────────────────────────────────────────────────

/** The seed's address rule (src/server/demo/seed/build.ts emailLocalPart): first.last@{client domain}, letters only. */
function demoEmail(name: string, domain: string): string {
  return `${emailLocalPart(name)}@${domain}`;
}

const demoGuards = demoClients.flatMap((client) =>
  client.guards
    .filter((g) => g.roles.includes('guard') && g.status !== 'disabled')
    .map((g) => ({ name: g.name, email: g.email ?? demoEmail(g.name, client.emailDomain), client: client.key })),
);

/** Each client's executive: reads the checkpoints' labels as printed on site. */
const demoExecutives = new Map(
  demoClients.map((client) => {
    const executive = client.staff.find((p) => p.roles.includes('executive'));
    return [
      client.key,
      executive
        ? { name: executive.name, email: executive.email ?? demoEmail(executive.name, client.emailDomain) }
        : undefined,
    ];
  }),
);

interface Label {
  name: string;
  token: string;
  at: LatLng;
}

// ── Counters ────────────────────────────────────────────────────────────────────────────────────────────────

const stats = {
  positions: 0,
  scans: 0,
  checkCalls: 0,
  alerts: new Map<string, number>(),
  errors: 0,
  requests: 0,
};
const errorSamples: string[] = [];
const countAlert = (kind: string, n = 1) => stats.alerts.set(kind, (stats.alerts.get(kind) ?? 0) + n);

class HttpFailure extends Error {}

// ── Geometry helpers ────────────────────────────────────────────────────────────────────────────────────────

const metresPerDegreeLat = 111_320;
const move = (p: LatLng, north: number, east: number): LatLng => ({
  lat: p.lat + north / metresPerDegreeLat,
  lng: p.lng + east / (metresPerDegreeLat * Math.cos((p.lat * Math.PI) / 180)),
});
const offset = (from: LatLng, to: LatLng) => ({
  north: (to.lat - from.lat) * metresPerDegreeLat,
  east: (to.lng - from.lng) * metresPerDegreeLat * Math.cos((from.lat * Math.PI) / 180),
});
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** True with the probability that an event with mean interval `everySeconds` happens within `seconds`. */
const chance = (seconds: number, everySeconds: number) => Math.random() < 1 - Math.exp(-seconds / everySeconds);

function centroid(ring: readonly LatLng[]): LatLng {
  const sum = ring.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}

/** A random point well inside `zones` (any of them) and outside every zone in `avoid`. */
function pointInside(zones: readonly Zone[], avoid: readonly Zone[], margin: number): LatLng | undefined {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const zone = pick(zones);
    const lats = zone.ring.map((p) => p.lat);
    const lngs = zone.ring.map((p) => p.lng);
    const p = { lat: rand(Math.min(...lats), Math.max(...lats)), lng: rand(Math.min(...lngs), Math.max(...lngs)) };
    if (
      sideOfAny(p, margin, [zone]) === 'inside' &&
      (avoid.length === 0 || sideOfAny(p, margin, avoid) === 'outside')
    ) {
      return p;
    }
  }
  return undefined;
}

/** A point `beyond` metres outside the zone, past the vertex nearest to `from` (the shortest way out). */
function pointOutside(zone: Zone, from: LatLng, beyond: number): LatLng {
  const centre = centroid(zone.ring);
  let near = zone.ring[0] as LatLng;
  let best = Number.POSITIVE_INFINITY;
  for (const v of zone.ring) {
    const d = offset(from, v);
    const distance = Math.hypot(d.north, d.east);
    if (distance < best) {
      near = v;
      best = distance;
    }
  }
  const d = offset(centre, near);
  const length = Math.hypot(d.north, d.east) || 1;
  return move(near, (d.north / length) * beyond, (d.east / length) * beyond);
}

// ── One guard ───────────────────────────────────────────────────────────────────────────────────────────────

type Errand =
  | { kind: 'patrol' }
  | { kind: 'stray'; target: LatLng; linger: number }
  | { kind: 'restricted'; target: LatLng; linger: number }
  | { kind: 'return'; target: LatLng };

const sleeps = new Set<() => void>();
let stopping = false;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sleeps.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    sleeps.add(done);
  });
}

class Guard {
  private cookie = '';
  private clockOffsetMs = 0;
  private allowed: Zone[] = [];
  private breakZones: Zone[] = [];
  private restricted: Zone[] = [];
  private position: LatLng = { lat: 0, lng: 0 };
  private heading = rand(0, 2 * Math.PI);
  private errand: Errand = { kind: 'patrol' };
  /** Mirror of the server's zone state, only to tell which kind of alert a position raised. */
  private zoneState: ZoneState = initialZoneState;
  private onBreak: { endsAt: number; outside: boolean } | undefined;
  private eventEndsAt = Number.POSITIVE_INFINITY;
  intervalSeconds = 30;
  /** The event's checkpoint labels, walked in turn. */
  private labels: Label[] = [];
  private round = 0;
  private nextCheckCallDue: number | null = null;
  /** A check-call left unanswered on purpose: not answered before this. */
  private ignoreCallsUntil = 0;
  private todayReadAt = 0;
  office: Office | undefined;
  clockedInBySimulator = false;
  onDuty = false;

  constructor(
    readonly name: string,
    readonly email: string,
  ) {}

  get isOnBreak() {
    return this.onBreak !== undefined;
  }

  private serverNow() {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  protected async request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    expected: number[] = [],
  ): Promise<T> {
    stats.requests += 1;
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
          origin: base,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      this.fail(`${method} ${path}: ${(error as Error).message}`);
      throw new HttpFailure();
    }
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) {
      const jar = new Map(this.cookie ? this.cookie.split('; ').map((c) => c.split('=', 2) as [string, string]) : []);
      for (const line of setCookie) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=', 2);
        jar.set(name, value);
      }
      this.cookie = [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    }
    const text = await response.text();
    if (!response.ok) {
      if (expected.includes(response.status)) throw new HttpFailure(String(response.status));
      this.fail(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
      throw new HttpFailure();
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  private fail(message: string) {
    stats.errors += 1;
    if (errorSamples.length < 20) errorSamples.push(`${this.email}: ${message}`);
  }

  private action(path: string, body: Record<string, unknown>) {
    return this.request<FieldActionResult>('POST', `/field/${path}`, {
      ...body,
      at: this.serverNow().toISOString(),
      idempotencyKey: randomUUID(),
    });
  }

  private fix() {
    return { lat: this.position.lat, lng: this.position.lng, accuracy: Math.round(rand(...accuracyRange)) };
  }

  /** Signs in and takes up the shift. Answers false when the guard has nothing to clock in to. */
  async start(): Promise<boolean> {
    await this.request('POST', '/auth/sign-in', { email: this.email, password: demoPassword, remember: true });
    const began = Date.now();
    const today = await this.request<FieldToday>('GET', '/field/today');
    this.clockOffsetMs = Date.parse(today.now) - (began + Date.now()) / 2;
    this.intervalSeconds = today.positionIntervalSeconds;
    const usable = (e: FieldEvent) => e.zones.some((z) => z.zoneType === 'Allowed zone');
    const event = today.clock
      ? today.events.find((e) => e.id === today.clock?.eventId)
      : today.events.find((e) => e.canClockIn && usable(e));
    if (!event || !usable(event)) return false;
    this.takeEvent(event);
    this.noteToday(today);
    try {
      this.labels = (await this.office?.labelsOf(event.id)) ?? [];
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
    }
    const start = pointInside(this.allowed, this.restricted, 15);
    if (!start) return false;
    this.position = start;
    if (today.clock) {
      this.onDuty = true;
      if (today.onBreak) {
        const allowedEnd = Date.parse(today.onBreak.since) + today.onBreak.lengthOfBreak * 60_000;
        // A break the demo left open ends about when it should; one already overdue ends soon.
        this.onBreak = {
          endsAt: Math.max(allowedEnd + rand(-2, 2) * 60_000, this.serverNow().getTime() + 30_000),
          outside: false,
        };
      }
    } else {
      const result = await this.action('clock-in', { eventId: event.id, ...this.fix() });
      if (result.offSite) countAlert('Geofence Exit (off-site clock-in)', result.alertIds.length);
      this.onDuty = true;
      this.clockedInBySimulator = true;
    }
    this.zoneState = { ...initialZoneState, allowed: 'inside' };
    return true;
  }

  private noteToday(today: FieldToday) {
    this.nextCheckCallDue = today.nextCheckCallDue ? Date.parse(today.nextCheckCallDue) : null;
    this.todayReadAt = this.serverNow().getTime();
  }

  /** Answers a check-call when due (most of them), scans the next checkpoint now and then (most of them). */
  private async toursAndCheckCalls(now: number, dt: number) {
    if (now - this.todayReadAt >= todayEverySeconds * 1000) {
      this.noteToday(await this.request<FieldToday>('GET', '/field/today'));
    }
    if (this.nextCheckCallDue !== null && now >= this.nextCheckCallDue - 60_000 && now >= this.ignoreCallsUntil) {
      if (Math.random() < missedOnPurposeShare) {
        // Left unanswered until well past the escalation (due + 10 minutes).
        this.ignoreCallsUntil = this.nextCheckCallDue + 12 * 60_000;
        countAlert('Check-call left unanswered (on purpose)');
      } else {
        await this.action('check-calls', this.fix());
        stats.checkCalls += 1;
        this.noteToday(await this.request<FieldToday>('GET', '/field/today'));
      }
    }
    if (this.labels.length === 0 || this.errand.kind !== 'patrol' || !chance(dt, scanEverySeconds)) return;
    const label = this.labels[this.round % this.labels.length] as Label;
    this.round += 1;
    if (Math.random() < missedOnPurposeShare) {
      countAlert('Checkpoint skipped (on purpose)');
      return;
    }
    // Scanned where the label hangs (within a few metres); the walk goes on from where the guard was.
    const at = move(label.at, rand(-5, 5), rand(-5, 5));
    try {
      const result = await this.request<FieldActionResult & { flagged?: string | null }>(
        'POST',
        '/field/scans',
        {
          token: label.token,
          at: this.serverNow().toISOString(),
          idempotencyKey: randomUUID(),
          lat: at.lat,
          lng: at.lng,
          accuracy: Math.round(rand(...accuracyRange)),
        },
        [404],
      );
      stats.scans += 1;
      if (result.flagged) countAlert(`Scan flagged ${result.flagged}`);
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      // A label rotated since it was read: read the event's labels again next time.
      this.labels = [];
    }
  }

  private takeEvent(event: FieldEvent) {
    const zones: Zone[] = event.zones.map((z) => ({ id: z.id, title: z.title, zoneType: z.zoneType, ring: z.polygon }));
    this.allowed = zones.filter((z) => z.zoneType === 'Allowed zone');
    this.breakZones = zones.filter((z) => z.zoneType === 'Break zone');
    this.restricted = zones.filter((z) => z.zoneType === 'Restricted zone');
    this.eventEndsAt = Date.parse(event.endDate);
  }

  async run(): Promise<void> {
    // Spread the guards' pings over the interval, like phones switched on at different moments.
    await sleep(rand(0, (this.intervalSeconds * 1000) / speed));
    while (!stopping && this.onDuty) {
      try {
        await this.tick();
      } catch (error) {
        if (!(error instanceof HttpFailure)) throw error;
      }
      if (stopping || !this.onDuty) break;
      await sleep((this.intervalSeconds * 1000) / speed);
    }
  }

  private async tick() {
    const now = this.serverNow().getTime();
    const dt = this.intervalSeconds;
    if (now >= this.eventEndsAt - 60_000) {
      await this.clockOut();
      return;
    }
    if (this.onBreak && now >= this.onBreak.endsAt) {
      const result = await this.action('breaks/end', {});
      countAlert('Break Overrun', result.alertIds.length);
      this.onBreak = undefined;
      this.errand = { kind: 'return', target: this.insideTarget() };
    } else if (!this.onBreak && this.errand.kind === 'patrol' && chance(dt, breakEverySeconds)) {
      await this.startBreak(now);
    } else if (!this.onBreak && this.errand.kind === 'patrol') {
      if (chance(dt, strayEverySeconds)) {
        this.errand = {
          kind: 'stray',
          target: pointOutside(pick(this.allowed), this.position, rand(30, 80)),
          linger: rand(2, 5),
        };
      } else if (this.restricted.length > 0 && chance(dt, restrictedEverySeconds)) {
        const zone = pick(this.restricted);
        const target = pointInside([zone], [], 2) ?? centroid(zone.ring);
        this.errand = { kind: 'restricted', target, linger: rand(1, 3) };
      }
    }
    if (!this.onBreak) await this.toursAndCheckCalls(now, dt);
    this.walk();
    await this.sendPosition();
    if (chance(dt, sosEverySeconds)) {
      const result = await this.action('sos', { ...this.fix(), message: `${this.name}: need assistance (simulated).` });
      countAlert('SOS', result.alertIds.length);
    }
  }

  private insideTarget(): LatLng {
    return pointInside(this.allowed, this.restricted, 15) ?? centroid(pick(this.allowed).ring);
  }

  private async startBreak(now: number) {
    const lengths = [10, 15, 20, 30].filter((l) => l <= 30);
    const length = pick(lengths);
    const overrun = Math.random() < overrunShare;
    const outside = this.breakZones.length === 0 || Math.random() < breakOutsideShare;
    if (!outside) {
      const spot = pointInside(this.breakZones, this.restricted, 3);
      if (spot) this.position = spot; // walked over to the break room before pressing Start break
    }
    const ends = now + (overrun ? length + rand(1, 5) : length - rand(1, Math.min(5, length - 1))) * 60_000;
    const result = await this.action('breaks/start', { lengthOfBreak: length, ...this.fix() });
    countAlert('Break Zone Exit', result.alertIds.length);
    this.onBreak = { endsAt: ends, outside };
    this.zoneState = { ...this.zoneState, breakZone: null };
    this.errand = { kind: 'patrol' };
  }

  /** One step: a few metres of random walk, or towards the current errand's target. */
  private walk() {
    if (this.onBreak && !this.onBreak.outside) {
      this.position = this.wander(this.breakZones, 1.5);
      return;
    }
    const errand = this.errand;
    if (errand.kind === 'patrol' || (this.onBreak && errand.kind !== 'return')) {
      this.position = this.wander(this.allowed, rand(2, 8));
      return;
    }
    const d = offset(this.position, errand.target);
    const distance = Math.hypot(d.north, d.east);
    const step = Math.min(distance, rand(25, 40)); // a brisk walk between two pings
    if (distance > 1) this.position = move(this.position, (d.north / distance) * step, (d.east / distance) * step);
    if (distance - step > 1) return;
    if (errand.kind === 'return') this.errand = { kind: 'patrol' };
    else if (errand.linger > 1) errand.linger -= 1;
    else this.errand = { kind: 'return', target: this.insideTarget() };
  }

  private wander(zones: readonly Zone[], metres: number): LatLng {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      this.heading += rand(-0.8, 0.8) + (attempt > 0 ? Math.PI / 3 : 0);
      const next = move(this.position, Math.cos(this.heading) * metres, Math.sin(this.heading) * metres);
      const staysIn =
        zones.some((z) => pointInPolygon(next, z.ring, z.holes)) && sideOfAny(next, 3, zones) !== 'outside';
      const avoids = this.restricted.every((z) => !pointInPolygon(next, z.ring, z.holes));
      if (staysIn && avoids) return next;
    }
    return this.position;
  }

  private async sendPosition() {
    const fix = this.fix();
    const zones = [...this.allowed, ...this.breakZones, ...this.restricted];
    const evaluation = evaluatePosition(this.zoneState, zones, fix, fix.accuracy, this.isOnBreak);
    const result = await this.action('location', fix);
    stats.positions += 1;
    this.zoneState = evaluation.state;
    const kinds = evaluation.crossings.map((c) => c.alert).filter((a): a is CrossingAlert => a !== null);
    if (kinds.length === result.alertIds.length) for (const kind of kinds) countAlert(kind);
    else countAlert('Geofence (other)', result.alertIds.length);
  }

  async clockOut() {
    if (!this.onDuty) return;
    this.onDuty = false;
    const result = await this.action('clock-out', this.fix());
    countAlert('Break Overrun', result.alertIds.length);
  }
}

/** A client's executive, reading each event's checkpoint labels once (docs/product/tours-and-check-calls.md). */
class Office extends Guard {
  private signedIn: Promise<unknown> | undefined;
  private readonly cache = new Map<string, Promise<Label[]>>();

  labelsOf(eventId: string): Promise<Label[]> {
    let found = this.cache.get(eventId);
    if (!found) {
      found = (async () => {
        this.signedIn ??= this.request('POST', '/auth/sign-in', {
          email: this.email,
          password: demoPassword,
          remember: true,
        });
        await this.signedIn;
        const list = await this.request<{ items: Checkpoint[] }>('GET', `/events/${eventId}/checkpoints`);
        return list.items.map((c) => ({
          name: c.name,
          token: decodeURIComponent(c.scanUrl.slice(c.scanUrl.lastIndexOf('/') + 1)),
          at: { lat: c.latitude, lng: c.longitude },
        }));
      })();
      this.cache.set(eventId, found);
    }
    return found;
  }
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────────────────────

const startedAt = Date.now();
const elapsed = () => {
  const s = Math.round((Date.now() - startedAt) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function summary(guards: readonly Guard[]) {
  const alerts = [...stats.alerts].filter(([, n]) => n > 0);
  const alertText = alerts.length > 0 ? alerts.map(([k, n]) => `${k} ${n}`).join(', ') : 'none';
  const onDuty = guards.filter((g) => g.onDuty).length;
  const onBreak = guards.filter((g) => g.onDuty && g.isOnBreak).length;
  return `[${elapsed()}] on duty ${onDuty} (on break ${onBreak}) · positions ${stats.positions} · scans ${stats.scans} · check-calls ${stats.checkCalls} · alerts: ${alertText} · requests ${stats.requests} · errors ${stats.errors}`;
}

async function main() {
  if (guardCount > demoGuards.length) {
    console.warn(`The demo has ${demoGuards.length} active guards; simulating all of them.`);
  }
  const offices = new Map(
    [...demoExecutives].flatMap(([key, person]) =>
      person ? [[key, new Office(person.name, person.email)] as const] : [],
    ),
  );
  const chosen = demoGuards.slice(0, guardCount).map((g) => {
    const guard = new Guard(g.name, g.email);
    guard.office = offices.get(g.client);
    return guard;
  });
  const active: Guard[] = [];
  let skipped = 0;
  let adopted = 0;
  for (const guard of chosen) {
    if (stopping) break;
    try {
      if (await guard.start()) {
        active.push(guard);
        if (!guard.clockedInBySimulator) adopted += 1;
      } else skipped += 1;
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      skipped += 1;
    }
  }
  console.log(
    `${active.length} of ${chosen.length} guards on duty against ${base} (${active.length - adopted} clocked in now, ${adopted} already on duty); ${skipped} skipped (no event to clock in to${stats.errors > 0 ? ' or a failed request' : ''}). Speed ×${speed}.`,
  );
  const ticker = setInterval(() => console.log(summary(active)), 60_000);
  const deadline = Number.isFinite(minutes) ? setTimeout(stop, minutes * 60_000) : undefined;
  let signals = 0;
  process.on('SIGINT', () => {
    signals += 1;
    if (signals > 1) process.exit(130);
    console.log('\nStopping: clocking the simulated guards out (Ctrl-C again to quit at once)…');
    stop();
  });
  await Promise.all(active.map((g) => g.run()));
  clearInterval(ticker);
  if (deadline) clearTimeout(deadline);
  for (const guard of active.filter((g) => g.clockedInBySimulator && g.onDuty)) {
    try {
      await guard.clockOut();
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
    }
  }
  console.log(summary(active));
  if (errorSamples.length > 0)
    console.log(`Failed requests (first ${errorSamples.length}):\n  ${errorSamples.join('\n  ')}`);
  process.exitCode = stats.errors > 0 ? 1 : 0;
}

function stop() {
  stopping = true;
  for (const wake of [...sleeps]) wake();
}

await main();
