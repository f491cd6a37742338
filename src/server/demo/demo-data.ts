/**
 * The demo operation's fixed content (docs/product/demo-operation.md): two Chicago guarding companies, their customers, venues,
 * events, people and the words they write. seed-demo.ts and its domain files under seed/ turn this into rows, placing
 * every time relative to the moment of seeding so the console always shows past, active and upcoming work.
 */
import type { ReportType } from '../db/schema.ts';

export const demoPassword = 'demo1234';
export const demoTimeZone = 'America/Chicago';
/** The seed of the demo's pseudo-random streams: the same data on every machine. */
export const demoSeed = 20_260_315;

// ── Venues ───────────────────────────────────────────────────────────────────────────────────────────────

/** A zone placed relative to the venue's centre, in metres (north and east offsets, radius). */
export interface ZoneSpec {
  title: string;
  north: number;
  east: number;
  radius: number;
}

export interface RestrictedAreaSpec extends ZoneSpec {
  description: string;
}

export interface VenueSpec {
  siteName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** The allowed zone: an irregular polygon on an ellipse with these semi-axes in metres. */
  allowed: { title: string; north: number; east: number };
  breakZone: ZoneSpec;
  restrictedZone?: ZoneSpec;
  restrictedAreas: RestrictedAreaSpec[];
  /** Where things happen at this venue (incident locations, visitor destinations, patrol posts). */
  spots: string[];
}

export const venues = {
  soldierField: {
    siteName: 'Soldier Field',
    address: '1410 Special Olympics Dr, Chicago, IL 60605',
    latitude: 41.8623,
    longitude: -87.6167,
    allowed: { title: 'Soldier Field perimeter', north: 280, east: 210 },
    breakZone: { title: 'Staff break tent — Lot 18', north: -150, east: 70, radius: 25 },
    restrictedZone: { title: 'Locker room tunnel', north: 35, east: -60, radius: 30 },
    restrictedAreas: [
      {
        title: 'Field level — credentialed staff only',
        description: 'No access to the playing surface without a field credential, before, during or after the game.',
        north: 0,
        east: 0,
        radius: 70,
      },
      {
        title: 'Cash room',
        description: 'Concessions cash room under Section 109. Two-person rule; escorts only.',
        north: -60,
        east: 95,
        radius: 15,
      },
    ],
    spots: ['Gate 0 security screening', 'Section 112 concourse', 'Lot 18 tailgate area', 'North ramp', 'Gate 14'],
  },
  unitedCenter: {
    siteName: 'United Center',
    address: '1901 W Madison St, Chicago, IL 60612',
    latitude: 41.8807,
    longitude: -87.6742,
    allowed: { title: 'United Center campus', north: 210, east: 240 },
    breakZone: { title: 'Gate 3 staff lounge', north: -90, east: 120, radius: 20 },
    restrictedZone: { title: 'Loading dock', north: 120, east: -150, radius: 30 },
    restrictedAreas: [
      {
        title: 'Team bench corridor',
        description: 'Event level corridor between the locker rooms and the benches. Team security controls it.',
        north: 10,
        east: -20,
        radius: 25,
      },
      {
        title: 'Broadcast compound',
        description: 'TV trucks on Wood St. Broadcast credential required.',
        north: 150,
        east: 60,
        radius: 30,
      },
    ],
    spots: ['Atrium entrance', 'Section 101 concourse', 'Madison St. box office', 'Lot C', 'Gate 3'],
  },
  navyPier: {
    siteName: 'Navy Pier',
    address: '600 E Grand Ave, Chicago, IL 60611',
    latitude: 41.8917,
    longitude: -87.6043,
    allowed: { title: 'Navy Pier boardwalk and family pavilion', north: 95, east: 540 },
    breakZone: { title: 'Dock Street break room', north: -35, east: -330, radius: 20 },
    restrictedZone: { title: 'Crystal Gardens maintenance bay', north: 25, east: -200, radius: 22 },
    restrictedAreas: [
      {
        title: 'Centennial Wheel machinery',
        description: 'Ride machinery enclosure. Ride operations staff only.',
        north: 10,
        east: -120,
        radius: 18,
      },
      {
        title: 'Fuel dock',
        description: 'Marine fuelling point at the east end. No smoking, no public access.',
        north: -40,
        east: 420,
        radius: 20,
      },
    ],
    spots: [
      'Dock Street boardwalk',
      'Family Pavilion entrance',
      'Centennial Wheel queue',
      'East End Plaza',
      'Polk Bros Park',
    ],
  },
  mccormickPlace: {
    siteName: 'McCormick Place',
    address: '2301 S King Dr, Chicago, IL 60616',
    latitude: 41.8514,
    longitude: -87.616,
    allowed: { title: 'McCormick Place — South and West halls', north: 330, east: 260 },
    breakZone: { title: 'Hall B staff canteen', north: -100, east: -80, radius: 30 },
    restrictedZone: { title: 'Exhibitor cash office', north: 80, east: 100, radius: 20 },
    restrictedAreas: [
      {
        title: 'Vehicle staging — Lot C',
        description: 'Show cars and exhibitor trucks. Marshalling staff and exhibitors with a move-in pass only.',
        north: -220,
        east: 140,
        radius: 60,
      },
      {
        title: 'Rooftop mechanical',
        description: 'Roof plant rooms of the South building. Facilities escort required.',
        north: 40,
        east: -60,
        radius: 35,
      },
    ],
    spots: [
      'Grand Concourse',
      'South Hall entrance',
      'Hall B loading dock',
      'Lakeside Center bridge',
      'Gate 4 parking',
    ],
  },
  millenniumPark: {
    siteName: 'Millennium Park',
    address: '201 E Randolph St, Chicago, IL 60602',
    latitude: 41.8826,
    longitude: -87.6226,
    allowed: { title: 'Millennium Park', north: 380, east: 220 },
    breakZone: { title: 'Pritzker Pavilion green room', north: 80, east: 60, radius: 20 },
    restrictedZone: { title: 'Ice rink resurfacer bay', north: -120, east: -60, radius: 15 },
    restrictedAreas: [
      {
        title: 'Pavilion backstage',
        description: 'Jay Pritzker Pavilion stage and backstage. Production credential required.',
        north: 110,
        east: 40,
        radius: 30,
      },
    ],
    spots: ['Cloud Gate plaza', 'McCormick Tribune ice rink', 'Crown Fountain', 'Lurie Garden gate', 'BP Bridge'],
  },
  rateField: {
    siteName: 'Rate Field',
    address: '333 W 35th St, Chicago, IL 60616',
    latitude: 41.83,
    longitude: -87.6339,
    allowed: { title: 'Rate Field perimeter', north: 240, east: 240 },
    breakZone: { title: 'Gate 5 break tent', north: -150, east: 90, radius: 20 },
    restrictedAreas: [
      {
        title: 'Press box',
        description: 'Media credential only.',
        north: 40,
        east: -70,
        radius: 15,
      },
    ],
    spots: ['Gate 5', 'Fan Deck', 'Lot B', 'Section 140 concourse', 'Kids Zone'],
  },
  artInstitute: {
    siteName: 'Art Institute of Chicago',
    address: '111 S Michigan Ave, Chicago, IL 60603',
    latitude: 41.8796,
    longitude: -87.6237,
    allowed: { title: 'Art Institute — Michigan Ave and Modern Wing', north: 160, east: 150 },
    breakZone: { title: 'Staff cafeteria', north: -50, east: 40, radius: 15 },
    restrictedZone: { title: 'Collection storage — loading dock', north: 70, east: -60, radius: 20 },
    restrictedAreas: [
      {
        title: 'Conservation lab',
        description: 'Works under conservation. Registrar escort only.',
        north: 30,
        east: 50,
        radius: 15,
      },
    ],
    spots: ['Griffin Court', 'Michigan Ave entrance', 'Modern Wing coat check', 'Nichols Bridgeway', 'Gallery 201'],
  },
  lincolnParkZoo: {
    siteName: 'Lincoln Park Zoo',
    address: '2001 N Clark St, Chicago, IL 60614',
    latitude: 41.9211,
    longitude: -87.634,
    allowed: { title: 'Lincoln Park Zoo grounds', north: 430, east: 240 },
    breakZone: { title: 'Café Brauer staff room', north: -180, east: 120, radius: 20 },
    restrictedZone: { title: 'Animal care — Regenstein Center', north: 120, east: -70, radius: 35 },
    restrictedAreas: [
      {
        title: 'Veterinary hospital',
        description: 'Hurvis Center animal hospital. Animal care staff only.',
        north: 250,
        east: -40,
        radius: 25,
      },
    ],
    spots: ['West Gate', 'Main Mall', 'Nature Boardwalk', 'Carousel', 'Farm-in-the-Zoo'],
  },
  wrigleyField: {
    siteName: 'Wrigley Field',
    address: '1060 W Addison St, Chicago, IL 60613',
    latitude: 41.9484,
    longitude: -87.6553,
    allowed: { title: 'Wrigley Field and Gallagher Way', north: 200, east: 190 },
    breakZone: { title: 'Gallagher Way staff tent', north: 90, east: -110, radius: 20 },
    restrictedZone: { title: 'Bullpen', north: -40, east: 50, radius: 20 },
    restrictedAreas: [
      {
        title: 'Clubhouse',
        description: 'Home clubhouse. Team security only.',
        north: 20,
        east: -40,
        radius: 20,
      },
    ],
    spots: ['Gate D', 'Bleachers entrance', 'Gallagher Way plaza', 'Clark St. marquee', 'Upper deck ramp'],
  },
  fieldMuseum: {
    siteName: 'Field Museum',
    address: '1400 S DuSable Lake Shore Dr, Chicago, IL 60605',
    latitude: 41.8663,
    longitude: -87.617,
    allowed: { title: 'Field Museum grounds', north: 200, east: 180 },
    breakZone: { title: 'West entrance staff room', north: 20, east: -110, radius: 15 },
    restrictedZone: { title: 'Collections vault', north: -60, east: 40, radius: 25 },
    restrictedAreas: [
      {
        title: 'Stanley Field Hall mezzanine',
        description: 'Closed to guests during evening events.',
        north: 10,
        east: 10,
        radius: 25,
      },
    ],
    spots: ['Stanley Field Hall', 'North entrance', 'Ground floor coat check', 'Main stairs', 'West terrace'],
  },
  sheddAquarium: {
    siteName: 'Shedd Aquarium',
    address: '1200 S DuSable Lake Shore Dr, Chicago, IL 60605',
    latitude: 41.8676,
    longitude: -87.614,
    allowed: { title: 'Shedd Aquarium', north: 120, east: 140 },
    breakZone: { title: 'Staff canteen', north: -40, east: -60, radius: 15 },
    restrictedZone: { title: 'Life-support systems', north: 30, east: 50, radius: 20 },
    restrictedAreas: [
      {
        title: 'Animal quarantine',
        description: 'Quarantine holding. Animal care staff only; footbath on entry.',
        north: -30,
        east: 60,
        radius: 15,
      },
    ],
    spots: ['Main entrance', 'Caribbean Reef rotunda', 'Abbott Oceanarium', 'Staff entrance', 'Lakefront terrace'],
  },
  riverwalk: {
    siteName: 'Chicago Riverwalk',
    address: 'Chicago Riverwalk, E Wacker Dr, Chicago, IL 60601',
    latitude: 41.888,
    longitude: -87.627,
    allowed: { title: 'Riverwalk — State St to Lake Shore Dr', north: 70, east: 600 },
    breakZone: { title: 'Marina Plaza staff tent', north: 10, east: -250, radius: 15 },
    restrictedAreas: [
      {
        title: 'Electrical vault',
        description: 'Festival power distribution under Wabash Ave bridge.',
        north: -10,
        east: -120,
        radius: 12,
      },
    ],
    spots: ['The Marina', 'The Cove', 'The Jetty', 'Wabash Ave stairs', 'Lake St. end'],
  },
} satisfies Record<string, VenueSpec>;

export type VenueKey = keyof typeof venues;

// ── People, customers, events ────────────────────────────────────────────────────────────────────────────

export interface PersonSpec {
  name: string;
  roles: string[];
  /** Sign-in address of a demo account; everyone else gets first.last@{client email domain}. */
  email?: string;
  /** For a customer's own user (role client): that customer's key. */
  customer?: string;
  /** permissions.fullClientAccess: customer keys. */
  customerAccess?: string[];
  /** permissions.individualEvents: event keys. */
  eventAccess?: string[];
  availability?: 'available' | 'unavailable' | 'on_leave';
  status?: 'active' | 'disabled';
  notes?: string;
  licenceExpired?: boolean;
}

export interface CustomerSpec {
  key: string;
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
}

/** A daily shift pattern: local start time, length in hours, guards per shift. */
export interface ShiftSpec {
  at: string;
  hours: number;
  guards: number;
}

export interface EventSpec {
  key: string;
  name: string;
  customer: string;
  venue: VenueKey;
  /** Local start and end: day offset from today (in the client's time zone) and HH:MM. */
  start: [number, string];
  end: [number, string];
  /** Pay rates in cents per hour: guard, supervisor, manager. */
  rates: [number, number, number];
  /** Guards assigned now. */
  guards: number;
  /** Guards who must be among them (by name). */
  fixedGuards?: string[];
  /** Daily shifts for a multi-day event; without it, one shift over the whole event for every assigned guard. */
  shifts?: ShiftSpec[];
  /** Actual payroll ÷ budget once the event has ended (> 1: over budget). */
  budgetRatio: number;
  unassigned?: boolean;
  /** Active events: guards clocked in now, the names among them that must be, and how many are on a break. */
  onDuty?: number;
  onDutyFixed?: string[];
  onBreak?: number;
  onBreakFixed?: string[];
  /** A supervisor (by name) clocked in at this event now. */
  supervisorOnDuty?: string;
  /** One guard on duty is wandering outside the allowed zone right now. */
  wanderer?: boolean;
  /** Assignments that were undone, in hours before now. */
  unassignments?: number[];
  /** Who replaced each undone assignment (by name; they must be among the assigned guards). */
  replacedBy?: string[];
  notes: string[];
}

export interface ClientSpec {
  key: string;
  name: string;
  emailDomain: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  /** Days before now that the client signed up. */
  since: number;
  notes: Array<[number, string]>;
  customers: CustomerSpec[];
  staff: PersonSpec[];
  guards: PersonSpec[];
  events: EventSpec[];
  /** Filed incident reports per type. */
  reports: Partial<Record<ReportType, number>>;
  visitors: {
    onSite: number;
    expected: number;
    checkedOut: number;
    cancelled: number;
    requested: number;
    denied: number;
  };
  blocklist: Array<{ name: string; reason: string; phone?: string; email?: string; vehiclePlate?: string }>;
  /**
   * The front desk's fixed visitors (demo and end-to-end tests): one pre-registered and expected soon, and one
   * whose name and plate are on the watch list (the entry `watchListed` names).
   */
  deskVisitors?: {
    expected: { name: string; company: string; hostName: string; purpose: string };
    watchListed: { name: string; company: string; vehiclePlate: string; purpose: string };
  };
}

const guard = (name: string, extra: Partial<PersonSpec> = {}): PersonSpec => ({ name, roles: ['guard'], ...extra });

export const sentinel: ClientSpec = {
  key: 'sentinel',
  name: 'Sentinel Guard Services',
  emailDomain: 'sentinel.demo.test',
  contactName: 'Dana Whitfield',
  contactEmail: 'operations@sentinel.demo.test',
  contactPhone: '(312) 555-0100',
  address: '180 N LaSalle St, Suite 2400, Chicago, IL 60601',
  since: 910,
  notes: [
    [400, 'Master services agreement renewed for two years; rates indexed to the Chicago minimum wage each July.'],
    [120, 'Insurance certificate (general liability, $5M aggregate) renewed and sent to all customers.'],
    [30, 'Quarterly review with Midwest Expo Productions: asked for more marshals at the Lot C vehicle gate.'],
    [6, 'Two guards finishing PERC card renewals this month — check the personnel list before scheduling.'],
  ],
  customers: [
    {
      key: 'stadium',
      name: 'Lakefront Stadium Group',
      contactName: 'Gregory Hale',
      contactEmail: 'g.hale@lakefrontstadium.demo.test',
      contactPhone: '(312) 555-0141',
      address: '1410 Special Olympics Dr, Chicago, IL 60605',
    },
    {
      key: 'arena',
      name: 'West Loop Arena Partners',
      contactName: 'Simone Tate',
      contactEmail: 'simone.tate@westlooparena.demo.test',
      contactPhone: '(312) 555-0152',
      address: '1901 W Madison St, Chicago, IL 60612',
    },
    {
      key: 'pier',
      name: 'Navy Pier Harbor Events',
      contactName: 'Olivia Brennan',
      contactEmail: 'olivia.brennan@pierharbor.demo.test',
      contactPhone: '(312) 555-0163',
      address: '600 E Grand Ave, Chicago, IL 60611',
    },
    {
      key: 'expo',
      name: 'Midwest Expo Productions',
      contactName: 'Raymond Castellano',
      contactEmail: 'rcastellano@midwestexpo.demo.test',
      contactPhone: '(773) 555-0174',
      address: '2301 S King Dr, Chicago, IL 60616',
    },
    {
      key: 'parks',
      name: 'Grant Park Cultural Alliance',
      contactName: 'Naomi Feld',
      contactEmail: 'naomi.feld@grantparkculture.demo.test',
      contactPhone: '(312) 555-0185',
      address: '55 N Michigan Ave, Chicago, IL 60602',
    },
  ],
  staff: [
    { name: 'Avery Lindqvist', roles: ['admin'], email: 'admin@demo.test' },
    { name: 'Dana Whitfield', roles: ['executive'], email: 'executive@demo.test' },
    { name: 'Marcus Bell', roles: ['manager'], email: 'manager@demo.test', customerAccess: ['arena', 'expo'] },
    {
      name: 'Priya Raman',
      roles: ['supervisor'],
      email: 'supervisor@demo.test',
      eventAccess: ['autoShow', 'bullsKnicks', 'blackhawks'],
    },
    { name: 'Olivia Brennan', roles: ['client'], email: 'client@demo.test', customer: 'pier' },
    { name: 'Sam Ortiz', roles: ['guest'], email: 'guest@demo.test' },
    { name: 'Rachel Stein', roles: ['manager'], customerAccess: ['stadium', 'parks'] },
    { name: 'Hector Alvarez', roles: ['supervisor'], eventAccess: ['navyPier', 'zooLights', 'plaza'] },
    { name: 'Grace Okafor', roles: ['supervisor'], eventAccess: ['bears', 'boatShow', 'fanFest', 'stadiumTour'] },
    { name: 'Wei Zhang', roles: ['supervisor'], eventAccess: ['gala', 'plaza', 'bullsCeltics'] },
    { name: 'Kateryna Bondarenko', roles: ['supervisor'], eventAccess: ['navyPier', 'autoShow'] },
    { name: 'Theresa Nguyen', roles: ['areaManager'], customerAccess: ['stadium', 'arena'] },
    { name: 'Omar Haddad', roles: ['areaManager'], customerAccess: ['pier', 'parks'] },
    { name: 'Lucia Moretti', roles: ['eventManager'], eventAccess: ['autoShow', 'boatShow', 'gala'] },
    {
      name: 'Derrick Coleman',
      roles: ['eventManager'],
      eventAccess: ['bears', 'bullsCeltics', 'blackhawks', 'bullsKnicks'],
    },
  ],
  guards: [
    guard('Jamal Carter', { email: 'guard@demo.test' }),
    guard('Tyrone Mitchell'),
    guard('Maria Gonzalez'),
    guard("Kevin O'Brien"),
    guard('Fatima Hassan'),
    guard('DeShawn Williams'),
    guard('Emily Kowalczyk'),
    guard('Carlos Mendoza'),
    guard('Nia Robinson'),
    guard('Patrick Doyle'),
    guard('Mei-Lin Chen'),
    guard('Jorge Castillo'),
    guard('Aisha Bello'),
    guard('Brian Novak', { status: 'disabled', notes: 'Left the company; kept for payroll history.' }),
    guard('Rosa Delgado'),
    guard('Terrell Jackson'),
    guard('Agnieszka Nowak'),
    guard('Samuel Adeyemi'),
    guard('Jasmine Lee'),
    guard('Miguel Torres'),
    guard('Hannah Schmidt', { availability: 'on_leave', notes: 'Parental leave; back next month.' }),
    guard('Darnell Harris'),
    guard('Leticia Flores'),
    guard('Ryan Murphy'),
    guard('Yusuf Karim'),
    guard('Tanisha Brown', {
      availability: 'unavailable',
      licenceExpired: true,
      notes: 'PERC card expired — renewal pending; do not schedule.',
    }),
    guard('Daniel Petrovic'),
    guard('Guadalupe Reyes'),
    guard('Andre Thompson'),
    guard('Sofia Rossi'),
  ],
  events: [
    {
      key: 'zooLights',
      name: 'Lincoln Park Zoo — ZooLights Nights',
      customer: 'parks',
      venue: 'lincolnParkZoo',
      start: [-75, '15:30'],
      end: [-12, '23:30'],
      rates: [1900, 2900, 3900],
      guards: 8,
      shifts: [{ at: '15:30', hours: 8, guards: 3 }],
      budgetRatio: 0.93,
      unassignments: [962],
      notes: [
        'Gates close at 21:00; sweep the grounds from the north end and report clear to the supervisor by 22:30.',
        'Light-display cabling runs across the Main Mall — keep strollers and wheelchairs on the marked path.',
      ],
    },
    {
      key: 'bears',
      name: 'Bears vs. Packers — Game Day',
      customer: 'stadium',
      venue: 'soldierField',
      start: [-52, '09:30'],
      end: [-52, '18:30'],
      rates: [2400, 3200, 4300],
      guards: 12,
      budgetRatio: 1.14,
      unassignments: [1290],
      notes: [
        'Clear-bag policy at every gate. Anything larger than 12" × 6" × 12" goes back to the car.',
        'Lot 18 tailgating ends at kick-off; walk the lot with CPD at 12:15.',
        'Visiting team bus arrives at the south tunnel at 10:30 — hold the gate for team security.',
      ],
    },
    {
      key: 'boatShow',
      name: 'Chicago Boat & RV Show',
      customer: 'expo',
      venue: 'mccormickPlace',
      start: [-46, '08:00'],
      end: [-42, '21:00'],
      rates: [2000, 3000, 4000],
      guards: 10,
      shifts: [
        { at: '07:30', hours: 8, guards: 4 },
        { at: '13:30', hours: 8, guards: 4 },
      ],
      budgetRatio: 1.08,
      notes: [
        'Exhibitor move-in through Hall B dock only; check every truck against the move-in schedule.',
        'Show floor closes at 20:00; exhibitors out by 21:00.',
      ],
    },
    {
      key: 'bullsCeltics',
      name: 'Bulls vs. Celtics',
      customer: 'arena',
      venue: 'unitedCenter',
      start: [-38, '16:00'],
      end: [-38, '23:30'],
      rates: [2300, 3100, 4200],
      guards: 10,
      fixedGuards: ['Jamal Carter'],
      budgetRatio: 0.88,
      notes: ['Doors at 17:30, tip-off 19:00. Magnetometers at every entrance; no re-entry.'],
    },
    {
      key: 'gala',
      name: 'Art Institute — Spring Benefit Gala',
      customer: 'parks',
      venue: 'artInstitute',
      start: [-20, '17:00'],
      end: [-19, '00:30'],
      rates: [2600, 3400, 4500],
      guards: 8,
      budgetRatio: 1.21,
      notes: [
        'Black tie; guards in suits, no visible radios in the galleries — earpieces only.',
        'Guest list at Michigan Ave entrance; VIP arrivals by the Modern Wing.',
        'No food or drink past the Griffin Court rope line.',
      ],
    },
    {
      key: 'blackhawks',
      name: 'Blackhawks vs. Red Wings',
      customer: 'arena',
      venue: 'unitedCenter',
      start: [-9, '16:30'],
      end: [-9, '23:30'],
      rates: [2300, 3100, 4200],
      guards: 10,
      fixedGuards: ['Jamal Carter'],
      budgetRatio: 0.95,
      notes: ['Rivalry game: extra guards at the visitors’ bench corridor; zero tolerance for objects thrown on ice.'],
    },
    {
      key: 'fanFest',
      name: 'SoxFest Fan Weekend',
      customer: 'stadium',
      venue: 'rateField',
      start: [-5, '09:00'],
      end: [-4, '18:00'],
      rates: [2000, 3000, 4000],
      guards: 7,
      shifts: [{ at: '08:30', hours: 10, guards: 5 }],
      budgetRatio: 1.04,
      notes: ['Autograph lines in the Fan Deck: wristbands only, no lining up before 09:00.'],
    },
    {
      key: 'navyPier',
      name: 'Navy Pier — Site Security Contract',
      customer: 'pier',
      venue: 'navyPier',
      start: [-58, '06:00'],
      end: [30, '06:00'],
      rates: [2100, 3000, 4000],
      guards: 11,
      fixedGuards: ['Jamal Carter', 'Tyrone Mitchell', 'Maria Gonzalez', "Kevin O'Brien", 'Fatima Hassan'],
      shifts: [
        { at: '06:00', hours: 8, guards: 2 },
        { at: '14:00', hours: 8, guards: 2 },
        { at: '22:00', hours: 8, guards: 1 },
      ],
      budgetRatio: 1,
      onDuty: 4,
      onDutyFixed: ['Jamal Carter', 'Maria Gonzalez', 'Tyrone Mitchell'],
      onBreak: 1,
      onBreakFixed: ['Maria Gonzalez'],
      supervisorOnDuty: 'Hector Alvarez',
      wanderer: true,
      unassignments: [604],
      notes: [
        'Hourly patrol of the east end and the fuel dock; log every round in the app.',
        'Centennial Wheel closes in winds over 30 mph — help ride ops clear the queue.',
        'Lost children: hold at the Family Pavilion guest services desk and call the supervisor.',
      ],
    },
    {
      key: 'autoShow',
      name: 'Chicago Auto Show',
      customer: 'expo',
      venue: 'mccormickPlace',
      start: [-3, '07:00'],
      end: [2, '22:00'],
      rates: [2200, 3200, 4200],
      guards: 10,
      shifts: [
        { at: '06:30', hours: 8, guards: 4 },
        { at: '14:00', hours: 8, guards: 4 },
      ],
      budgetRatio: 1,
      onDuty: 5,
      onBreak: 1,
      supervisorOnDuty: 'Kateryna Bondarenko',
      wanderer: true,
      unassignments: [117],
      notes: [
        'Show cars are locked at close; keys stay with the exhibitor, never with security.',
        'Press preview day: media credentials checked at the Grand Concourse.',
        'Lot C vehicle gate staffed at all times while vehicles move.',
      ],
    },
    {
      key: 'plaza',
      name: 'Millennium Park — Plaza and Ice Rink Patrol',
      customer: 'parks',
      venue: 'millenniumPark',
      start: [-14, '08:00'],
      end: [6, '22:00'],
      rates: [1900, 2900, 3900],
      guards: 7,
      shifts: [
        { at: '08:00', hours: 7, guards: 2 },
        { at: '15:00', hours: 7, guards: 2 },
      ],
      budgetRatio: 1,
      onDuty: 3,
      onBreak: 1,
      notes: ['Skate rental cash drop at 14:00 and 21:00 — escort the attendant to the office.'],
    },
    {
      key: 'bullsKnicks',
      name: 'Bulls vs. Knicks',
      customer: 'arena',
      venue: 'unitedCenter',
      start: [3, '16:30'],
      end: [3, '23:30'],
      rates: [2300, 3100, 4200],
      guards: 10,
      fixedGuards: ['Jamal Carter', 'Samuel Adeyemi'],
      budgetRatio: 1,
      unassignments: [6],
      replacedBy: ['Samuel Adeyemi'],
      notes: ['Sell-out expected; open the Madison St. overflow screening lanes at 17:00.'],
    },
    {
      key: 'stadiumTour',
      name: 'Soldier Field — Stadium Tour Open House',
      customer: 'stadium',
      venue: 'soldierField',
      start: [9, '09:00'],
      end: [9, '17:00'],
      rates: [1800, 2800, 3800],
      guards: 6,
      budgetRatio: 1,
      notes: ['Tour groups of 25 with one guard each; the locker room tunnel stays closed.'],
    },
    {
      key: 'opener',
      name: 'White Sox Home Opener',
      customer: 'stadium',
      venue: 'rateField',
      start: [17, '10:00'],
      end: [17, '19:30'],
      rates: [2400, 3200, 4300],
      guards: 0,
      budgetRatio: 1,
      unassigned: true,
      notes: ['Waiting for the customer to confirm the staffing level before guards are assigned.'],
    },
  ],
  reports: {
    'Detailed Incident Report': 5,
    'Fire Report': 3,
    'Vandalism Report': 4,
    'Suspicious Activity Report': 5,
    'Break-In Report': 3,
    'Custom Report': 4,
  },
  visitors: { onSite: 5, expected: 4, checkedOut: 16, cancelled: 1, requested: 2, denied: 1 },
  blocklist: [
    {
      name: 'Travis Kendrick',
      phone: '(773) 555-0119',
      reason: 'Trespass warning issued by CPD after repeated attempts to enter the loading dock.',
    },
    {
      name: 'Mallory Quinn',
      email: 'mquinn@mailbox.demo.test',
      reason: 'Posed as a vendor to get a staff credential; customer asked us to refuse entry.',
    },
    {
      name: 'Dmitri Volkov',
      vehiclePlate: 'IL 7K-4429',
      reason: 'Drove through the north gate barrier; banned by the venue.',
    },
  ],
  deskVisitors: {
    expected: {
      name: 'Priya Raman',
      company: 'Northwind Catering',
      hostName: 'Gordon Hale',
      purpose: 'Kitchen inspection',
    },
    watchListed: {
      name: 'dmitri volkov',
      company: 'Volkov Logistics',
      vehiclePlate: 'il7k 4429',
      purpose: 'Delivery',
    },
  },
};

export const lakeshore: ClientSpec = {
  key: 'lakeshore',
  name: 'Lakeshore Protective Services',
  emailDomain: 'lakeshore.demo.test',
  contactName: 'Renee Kowalski',
  contactEmail: 'dispatch@lakeshore.demo.test',
  contactPhone: '(773) 555-0110',
  address: '4750 N Sheridan Rd, Chicago, IL 60640',
  since: 430,
  notes: [
    [200, 'Onboarded from spreadsheets; all guard licences verified against the IDFPR register.'],
    [15, 'Museum Campus Trust wants a monthly incident summary by the 5th.'],
  ],
  customers: [
    {
      key: 'ballpark',
      name: 'North Side Ballpark Events',
      contactName: 'Colin Fitzgerald',
      contactEmail: 'colin.fitzgerald@northsideballpark.demo.test',
      contactPhone: '(773) 555-0131',
      address: '1060 W Addison St, Chicago, IL 60613',
    },
    {
      key: 'museum',
      name: 'Museum Campus Trust',
      contactName: 'Adaeze Nwosu',
      contactEmail: 'a.nwosu@museumcampus.demo.test',
      contactPhone: '(312) 555-0132',
      address: '1400 S DuSable Lake Shore Dr, Chicago, IL 60605',
    },
    {
      key: 'riverwalk',
      name: 'Riverwalk Hospitality Co.',
      contactName: 'Peter Lindgren',
      contactEmail: 'peter@riverwalkhospitality.demo.test',
      contactPhone: '(312) 555-0133',
      address: '401 N Wabash Ave, Chicago, IL 60611',
    },
  ],
  staff: [
    { name: 'Renee Kowalski', roles: ['executive'] },
    { name: 'Tobias Grant', roles: ['manager'], customerAccess: ['ballpark', 'museum', 'riverwalk'] },
    { name: 'Imani Brooks', roles: ['supervisor'], eventAccess: ['shedd', 'wrigleyConcert'] },
    { name: 'Luis Serrano', roles: ['supervisor'], eventAccess: ['fieldGala', 'riverFest', 'shedd'] },
    { name: 'Hannah Kim', roles: ['areaManager'], customerAccess: ['museum', 'riverwalk'] },
    { name: 'Frank Russo', roles: ['eventManager'], eventAccess: ['wrigleyConcert', 'riverFest'] },
  ],
  guards: [
    guard('Elijah Turner'),
    guard('Camila Vargas'),
    guard('Dmitri Volkov'),
    guard('Keisha Moore'),
    guard('Sean Gallagher'),
    guard('Amara Okonkwo'),
    guard('Victor Huang'),
    guard('Lauren Fischer'),
    guard('Rashad Ali'),
    guard('Isabel Cruz'),
  ],
  events: [
    {
      key: 'wrigleyConcert',
      name: 'Wrigley Field — Concert Night',
      customer: 'ballpark',
      venue: 'wrigleyField',
      start: [-27, '15:00'],
      end: [-27, '23:30'],
      rates: [2200, 3100, 4100],
      guards: 8,
      budgetRatio: 1.1,
      notes: ['Field floor GA: wristband check at the Gate D ramp; no re-entry after 21:00.'],
    },
    {
      key: 'fieldGala',
      name: "Field Museum — Members' Night",
      customer: 'museum',
      venue: 'fieldMuseum',
      start: [-16, '16:00'],
      end: [-16, '23:00'],
      rates: [2100, 3000, 4000],
      guards: 5,
      budgetRatio: 0.9,
      notes: ['Behind-the-scenes tours run until 21:30; keep the collections corridors locked otherwise.'],
    },
    {
      key: 'shedd',
      name: 'Shedd Aquarium — After-Hours Security',
      customer: 'museum',
      venue: 'sheddAquarium',
      start: [-33, '18:00'],
      end: [27, '08:00'],
      rates: [2000, 2900, 3900],
      guards: 6,
      shifts: [
        { at: '18:00', hours: 8, guards: 2 },
        { at: '22:00', hours: 10, guards: 1 },
      ],
      budgetRatio: 1,
      onDuty: 2,
      onBreak: 1,
      unassignments: [242],
      notes: ['Life-support alarms go to the on-call aquarist first, then to us.'],
    },
    {
      key: 'riverFest',
      name: 'Riverwalk — Waterfront Festival',
      customer: 'riverwalk',
      venue: 'riverwalk',
      start: [6, '11:00'],
      end: [7, '22:00'],
      rates: [2100, 3000, 4000],
      guards: 6,
      shifts: [{ at: '10:30', hours: 12, guards: 5 }],
      budgetRatio: 1,
      notes: ['Boat traffic: keep the Jetty clear for water taxis every 20 minutes.'],
    },
  ],
  reports: {
    'Detailed Incident Report': 1,
    'Suspicious Activity Report': 1,
    'Vandalism Report': 1,
    'Custom Report': 1,
  },
  visitors: { onSite: 2, expected: 1, checkedOut: 4, cancelled: 0, requested: 0, denied: 0 },
  blocklist: [
    { name: 'Curtis Pell', reason: 'Removed twice for harassing staff at Members’ Night; barred by the customer.' },
  ],
};

export const demoClients: readonly ClientSpec[] = [sentinel, lakeshore];

// ── Incident reports ─────────────────────────────────────────────────────────────────────────────────────

export interface ReportTemplate {
  incidentType: 'Fire Alarm' | 'Vandalism' | 'Suspicious Activity' | 'Break-In' | 'Assault' | null;
  reportSubType?: string;
  actionTaken: string;
  guardNote: string;
  victim?: boolean;
  witness?: boolean;
  policeCalled: boolean;
  firePresent?: boolean;
  evacuationOccurred?: boolean;
  vandalismType?: string;
  itemsTaken?: string;
  details?: string;
}

export const reportTemplates: Partial<Record<ReportType, ReportTemplate[]>> = {
  'Detailed Incident Report': [
    {
      incidentType: 'Assault',
      victim: true,
      witness: true,
      policeCalled: true,
      actionTaken:
        'Separated the two parties, called CPD and EMS. Victim treated on site for a cut above the eye and declined transport. Aggressor ejected and handed to CPD.',
      guardNote: 'Argument over seats escalated; one punch thrown. CCTV camera 14 covers the spot.',
    },
    {
      incidentType: 'Assault',
      victim: true,
      witness: false,
      policeCalled: false,
      actionTaken:
        'Guest shoved a ticket scanner operator. Guest escorted out; staff member checked by first aid, no injury.',
      guardNote: 'Staff member did not want to press charges. Guest description passed to all gates.',
    },
    {
      incidentType: 'Suspicious Activity',
      victim: false,
      witness: true,
      policeCalled: true,
      actionTaken:
        'Person seen trying car door handles in the lot. Followed on camera, CPD stopped him at the exit; two stolen phones recovered.',
      guardNote: 'Lot attendant spotted him first and radioed us.',
    },
    {
      incidentType: 'Fire Alarm',
      victim: false,
      witness: false,
      policeCalled: false,
      actionTaken: 'Alarm reset with the fire panel contractor after the kitchen hood was checked. No evacuation.',
      guardNote: 'Third activation from the same zone this month — recommend a detector check.',
    },
  ],
  'Fire Report': [
    {
      incidentType: 'Fire Alarm',
      policeCalled: false,
      firePresent: false,
      evacuationOccurred: false,
      actionTaken:
        'Smoke detector triggered by burnt popcorn at a concession stand. CFD confirmed all clear; panel reset.',
      guardNote: 'Stand manager reminded to keep the hood fan on.',
    },
    {
      incidentType: 'Fire Alarm',
      policeCalled: false,
      firePresent: true,
      evacuationOccurred: false,
      actionTaken: 'Trash-can fire near the gate put out with an ABC extinguisher within a minute. CFD attended.',
      guardNote: 'Probably a discarded cigarette. Extinguisher needs replacing.',
    },
    {
      incidentType: 'Fire Alarm',
      policeCalled: false,
      firePresent: false,
      evacuationOccurred: true,
      actionTaken:
        'Pull station activated. Hall evacuated in 7 minutes and held for 18 minutes until CFD gave the all clear.',
      guardNote: 'Malicious activation suspected; CCTV reviewed with the venue.',
    },
  ],
  'Vandalism Report': [
    {
      incidentType: 'Vandalism',
      vandalismType: 'Graffiti',
      policeCalled: false,
      actionTaken: 'Photographed the tag, reported to facilities for removal, added the wall to the patrol route.',
      guardNote: 'Spray-painted tag about 2 m wide on the north wall; paint still wet at discovery.',
    },
    {
      incidentType: 'Vandalism',
      vandalismType: 'Graffiti',
      policeCalled: true,
      actionTaken: 'Two juveniles caught tagging a service door; parents and CPD called. Names passed to the customer.',
      guardNote: 'Paint cans bagged and handed to CPD.',
    },
    {
      incidentType: 'Vandalism',
      vandalismType: 'Graffiti',
      policeCalled: false,
      actionTaken: 'Marker graffiti in the men’s restroom stalls. Housekeeping cleaned it the same hour.',
      guardNote: 'Restroom checks added every 30 minutes for the rest of the shift.',
    },
  ],
  'Suspicious Activity Report': [
    {
      incidentType: 'Suspicious Activity',
      policeCalled: false,
      witness: true,
      actionTaken:
        'Unattended backpack cordoned off for 10 minutes; owner found at the food court and the bag checked.',
      guardNote: 'Nothing suspicious inside. Owner reminded of the bag policy.',
    },
    {
      incidentType: 'Suspicious Activity',
      policeCalled: true,
      actionTaken:
        'Drone flying over the crowd. Operator located on the lakefront path and told to land; CPD notified.',
      guardNote: 'Temporary flight restriction was in place for the event.',
    },
    {
      incidentType: 'Suspicious Activity',
      policeCalled: false,
      witness: true,
      actionTaken:
        'Man photographing staff entrances and card readers. Approached, he left on foot; description shared with the supervisor.',
      guardNote: 'Grey hoodie, black backpack, about 30 years old. Seen again near the loading dock an hour later.',
    },
  ],
  'Break-In Report': [
    {
      incidentType: 'Break-In',
      policeCalled: true,
      itemsTaken: 'Four cases of bottled water, a cash bag (empty) and a radio charger',
      actionTaken:
        'Padlock on the concession storage cage found cut. Area secured, CPD report made, customer informed.',
      guardNote: 'Happened between the 02:00 and 03:00 rounds. No alarm on that cage.',
    },
    {
      incidentType: 'Break-In',
      policeCalled: true,
      itemsTaken: 'Two laptops from the production office',
      actionTaken: 'Office window forced from the service yard. Scene held for CPD evidence technician.',
      guardNote: 'Pry marks on the frame; footprints in the snow photographed.',
    },
    {
      incidentType: 'Break-In',
      policeCalled: false,
      itemsTaken: 'Nothing taken',
      actionTaken: 'Door to the merchandise store found forced but the inner gate held. Facilities boarded the door.',
      guardNote: 'Probably disturbed during the attempt — the patrol passed 10 minutes later.',
    },
  ],
  'Custom Report': [
    {
      incidentType: null,
      reportSubType: 'Lost Child',
      policeCalled: false,
      actionTaken: 'Code Adam called; child found near the carousel after 9 minutes and reunited with her mother.',
      guardNote: 'Mother’s ID checked before release.',
      details: 'Girl, 6, pink jacket. Separated from her mother at the entrance.',
    },
    {
      incidentType: null,
      reportSubType: 'Medical Assist',
      policeCalled: false,
      actionTaken: 'Guest fainted in the queue. First aid given, EMS called, guest transported as a precaution.',
      guardNote: 'Guest said she had not eaten all day.',
      details: 'Adult female, about 50, conscious and breathing when EMS arrived.',
    },
    {
      incidentType: null,
      reportSubType: 'Lost Property',
      policeCalled: false,
      actionTaken: 'Wallet handed in and logged; owner reached by phone and collected it at guest services.',
      guardNote: 'Cash counted in front of a second guard: $62.',
      details: 'Brown leather wallet with driver’s licence and two bank cards.',
    },
    {
      incidentType: null,
      reportSubType: 'Equipment Damage',
      policeCalled: false,
      actionTaken: 'Walk-through metal detector at lane 3 stopped working; lane closed, guests moved to lane 4.',
      guardNote: 'Vendor ticket opened.',
      details: 'Unit power-cycled twice without success.',
    },
  ],
};

export const reportComments = {
  open: [
    'Reviewed the CCTV: matches the guard’s account. Asked the customer for the camera export.',
    'Customer informed by phone; they want a copy of this report.',
    'Please add the names of the other guards on post.',
    'CPD report number confirmed with the district.',
    'Facilities work order opened for the repair.',
  ],
  closing: [
    'All follow-up done. Closing.',
    'Customer satisfied with the response; closed.',
    'Repair completed and checked on the next patrol. Closed.',
    'No further action needed — closed.',
  ],
};

// ── Alerts ───────────────────────────────────────────────────────────────────────────────────────────────

export const alertNotes = [
  'Called the guard; back in zone within 2 minutes.',
  'Supervisor checked in person — all fine.',
  'Guard was escorting a guest to the exit.',
  'Pocket dial; confirmed with the guard by radio.',
  'Discussed with the guard at the end of the shift.',
];

export const sosNotes = [
  'Guard pressed SOS during a fight at the gate; CPD attended, guard unhurt.',
  'Accidental press while putting the phone away; confirmed by radio.',
  'Guest collapsed; EMS called, guard stayed until handover.',
];

// ── Visitors ─────────────────────────────────────────────────────────────────────────────────────────────

export const visitorCompanies = [
  'Windy City Electric',
  'Lakeside AV Rentals',
  'Prairie Catering Co.',
  'Second City Fire Protection',
  'Halsted HVAC Services',
  'Great Lakes Media',
  'Loop Courier',
  'Ashland Elevator Co.',
  'Kedzie Sign & Display',
  'Midway Linen Supply',
];

export const visitorPurposes = [
  'Fire panel inspection',
  'Catering delivery',
  'Press interview',
  'Exhibitor booth set-up',
  'Elevator maintenance',
  'Sound check',
  'Signage installation',
  'Courier pickup',
  'Meeting with venue management',
  'Insurance walk-through',
];

// ── Names for visitors, victims and witnesses ────────────────────────────────────────────────────────────

export const firstNames = [
  'Alicia',
  'Benjamin',
  'Chloe',
  'Diego',
  'Esther',
  'Farid',
  'Gabriela',
  'Hiroshi',
  'Ingrid',
  'Jerome',
  'Kaitlyn',
  'Lamar',
  'Magdalena',
  'Nathan',
  'Oksana',
  'Pablo',
  'Quentin',
  'Rania',
  'Stefan',
  'Talia',
  'Umar',
  'Valeria',
  'Wesley',
  'Ximena',
  'Yolanda',
  'Zachary',
];

export const lastNames = [
  'Abernathy',
  'Baptiste',
  'Cardenas',
  'Dabrowski',
  'Ellison',
  'Fontaine',
  'Gutierrez',
  'Holloway',
  'Iwasaki',
  'Jefferson',
  'Kaminski',
  'Larsen',
  'Mahmoud',
  'Nakamura',
  'Oyelaran',
  'Pham',
  'Quintero',
  'Rasmussen',
  'Sandoval',
  'Takahashi',
  'Underwood',
  'Villanueva',
  'Whitaker',
  'Yildiz',
  'Zielinski',
];

// ── Messenger ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A conversation. Members and senders are names of people of the client; `channel` conversations add every
 * guard assigned to the event. Message times run backwards from `lastMinutesAgo` with gaps in `gapMinutes`.
 */
export interface ConversationSpec {
  client: string;
  kind: 'direct' | 'group' | 'event';
  title?: string;
  event?: string;
  members: string[];
  lastMinutesAgo: number;
  gapMinutes: [number, number];
  messages: Array<[string, string]>;
}

export const conversationSpecs: ConversationSpec[] = [
  {
    client: 'sentinel',
    kind: 'direct',
    members: ['Priya Raman', 'Jamal Carter'],
    lastMinutesAgo: 12,
    gapMinutes: [4, 35],
    messages: [
      ['Priya Raman', 'Morning Jamal — you are on Navy Pier today, east end first.'],
      ['Jamal Carter', 'Copy. Heading over from the Grand Ave entrance now.'],
      ['Priya Raman', 'Fuel dock gate was found unlocked last night. Please check it on every round.'],
      ['Jamal Carter', 'Checked — it is locked now. I put a photo in the round log.'],
      ['Priya Raman', 'Perfect, thanks.'],
      ['Jamal Carter', 'Wheel queue is getting long, ride ops asked for a second person.'],
      ['Priya Raman', 'Sending Tyrone over after his break.'],
      ['Jamal Carter', '👍'],
      ['Priya Raman', 'Reminder: wind is picking up. If the Wheel closes, help them clear the queue calmly.'],
      ['Priya Raman', 'Also the client is walking the pier at 3 — make sure the Family Pavilion entrance is clear.'],
    ],
  },
  {
    client: 'sentinel',
    kind: 'direct',
    members: ['Dana Whitfield', 'Marcus Bell'],
    lastMinutesAgo: 95,
    gapMinutes: [20, 240],
    messages: [
      ['Dana Whitfield', 'Marcus, how is the Auto Show staffing looking for the weekend?'],
      ['Marcus Bell', 'Covered except Sunday late shift — two short. Asking Lakeview pool guards.'],
      ['Dana Whitfield', 'Do not let it go into overtime again like the boat show. Budget was over by 8%.'],
      ['Marcus Bell', 'Understood. I split the long shifts so nobody goes past 8 hours.'],
      ['Dana Whitfield', 'Good. And send me the Bulls vs. Knicks plan when Derrick has it.'],
      ['Marcus Bell', 'Will do — he is finishing the gate map today.'],
      ['Marcus Bell', 'Plan is in the event notes. 10 guards, overflow lanes open at 17:00.'],
      ['Dana Whitfield', 'Looks good, thanks.'],
    ],
  },
  {
    client: 'sentinel',
    kind: 'direct',
    members: ['Marcus Bell', 'Priya Raman'],
    lastMinutesAgo: 300,
    gapMinutes: [10, 90],
    messages: [
      ['Marcus Bell', 'Priya, one guard dropped off the Knicks game. Can you find a replacement?'],
      ['Priya Raman', 'Asking Samuel and Jasmine — both free that night.'],
      ['Priya Raman', 'Samuel confirmed.'],
      ['Marcus Bell', 'Great, assign him in the app so he gets the alert.'],
      ['Priya Raman', 'Done.'],
      ['Marcus Bell', 'Thanks!'],
    ],
  },
  {
    client: 'sentinel',
    kind: 'direct',
    members: ['Avery Lindqvist', 'Dana Whitfield'],
    lastMinutesAgo: 1500,
    gapMinutes: [30, 300],
    messages: [
      ['Avery Lindqvist', 'Hi Dana — the new alert routing is live for Sentinel. Let me know if anything looks off.'],
      ['Dana Whitfield', 'Thanks Avery. Break overrun alerts are coming through nicely.'],
      ['Avery Lindqvist', 'Good to hear. Lakeshore goes live on the same version next week.'],
      ['Dana Whitfield', 'Could the payroll report show OT savings per event too?'],
      ['Avery Lindqvist', 'It is on the performance report already — I will send you a screenshot.'],
    ],
  },
  {
    client: 'sentinel',
    kind: 'group',
    title: 'Auto Show leads',
    members: ['Dana Whitfield', 'Marcus Bell', 'Priya Raman', 'Kateryna Bondarenko', 'Lucia Moretti'],
    lastMinutesAgo: 25,
    gapMinutes: [8, 70],
    messages: [
      ['Lucia Moretti', 'Press preview went smoothly yesterday. Thank you all.'],
      ['Kateryna Bondarenko', 'Lot C gate was backed up at 07:00 — exhibitor trucks arrived together.'],
      ['Marcus Bell', 'I will ask the exhibitor desk to stagger them by 15 minutes.'],
      ['Priya Raman', 'We had one lost child at the Grand Concourse, found in 9 minutes. Report filed.'],
      ['Dana Whitfield', 'Nice work. Please make sure the customer sees the report.'],
      ['Lucia Moretti', 'Shared with Raymond at Midwest Expo.'],
      [
        'Kateryna Bondarenko',
        'Today: crowd is bigger than expected, I moved two guards from the South Hall to the concourse.',
      ],
      ['Marcus Bell', 'OK. Keep an eye on the break schedule — we had an overrun this morning.'],
      ['Priya Raman', 'Spoke to the guard, it was a long queue at the canteen.'],
      ['Lucia Moretti', 'Exhibitor cash office pickup is at 16:00, escort needed.'],
      ['Kateryna Bondarenko', 'I will take it myself.'],
      ['Dana Whitfield', 'Thanks all. Send me the headcount at close.'],
    ],
  },
  {
    client: 'sentinel',
    kind: 'group',
    title: 'Navy Pier night shift',
    members: ['Hector Alvarez', 'Tyrone Mitchell', 'Maria Gonzalez', "Kevin O'Brien", 'Fatima Hassan'],
    lastMinutesAgo: 560,
    gapMinutes: [15, 90],
    messages: [
      ['Hector Alvarez', 'Night team: the Crystal Gardens maintenance bay is now a restricted zone in the app.'],
      ['Maria Gonzalez', 'Does that mean we get an alert if we walk through?'],
      ['Hector Alvarez', 'Yes — go around by Dock Street unless you are called in.'],
      ["Kevin O'Brien", 'East end lights are out again past the fuel dock.'],
      ['Hector Alvarez', 'Reported to facilities. Use your flashlight and stay on the boardwalk side.'],
      ['Fatima Hassan', 'Round at 02:00 complete, all clear.'],
      ['Tyrone Mitchell', 'Round at 04:00 complete. Two people fishing off the east end, asked them to leave.'],
      ['Hector Alvarez', 'Good. Log it in the round notes please.'],
      ['Tyrone Mitchell', 'Done.'],
    ],
  },
  {
    client: 'sentinel',
    kind: 'event',
    event: 'navyPier',
    members: ['Hector Alvarez', 'Kateryna Bondarenko', 'Priya Raman'],
    lastMinutesAgo: 6,
    gapMinutes: [3, 40],
    messages: [
      ['Hector Alvarez', 'Good morning team. Winds 25 mph gusting 35 — Wheel may close.'],
      ['Maria Gonzalez', 'At the Family Pavilion entrance, crowd is light.'],
      ['Jamal Carter', 'East end: fuel dock gate locked, all quiet.'],
      ['Tyrone Mitchell', 'Heading to the Wheel queue.'],
      ['Hector Alvarez', 'Ride ops closed the Wheel. Please help them clear the queue.'],
      ['Tyrone Mitchell', 'Queue cleared. A few unhappy guests, sent them to guest services for vouchers.'],
      ['Fatima Hassan', 'Lost child at Polk Bros Park — boy, 7, red cap.'],
      ['Hector Alvarez', 'Code Adam. All posts look for a boy, 7, red cap.'],
      ["Kevin O'Brien", 'Found him at the carousel with a staff member. Bringing him to guest services.'],
      ['Fatima Hassan', 'Mum is here, ID checked, reunited.'],
      ['Hector Alvarez', 'Great work everyone.'],
      ['Kateryna Bondarenko', 'Client walk-through at 15:00, Family Pavilion entrance.'],
      ['Jamal Carter', 'Copy.'],
      ['Maria Gonzalez', 'Going on break, Jamal covering the pavilion.'],
      ['Hector Alvarez', 'Thanks — 30 minutes please, we are thin today.'],
    ],
  },
  {
    client: 'lakeshore',
    kind: 'group',
    title: 'Shedd overnight',
    members: ['Tobias Grant', 'Imani Brooks', 'Luis Serrano', 'Elijah Turner', 'Camila Vargas'],
    lastMinutesAgo: 45,
    gapMinutes: [20, 120],
    messages: [
      ['Imani Brooks', 'Aquarist on call tonight is Dr. Patel — number is on the board in the staff canteen.'],
      ['Elijah Turner', 'Life-support alarm in the Oceanarium plant room, aquarist notified.'],
      ['Imani Brooks', 'Thanks. Stay at the door until she arrives, do not go in.'],
      ['Elijah Turner', 'She is here. False alarm, a sensor reset.'],
      ['Tobias Grant', 'Good handling. Please put it in the round log.'],
      ['Camila Vargas', 'Night round complete, all doors secure.'],
    ],
  },
];

// ── Tasks ────────────────────────────────────────────────────────────────────────────────────────────────

export const taskTemplates: Array<[string, string]> = [
  [
    'Check fire exits on every level',
    'Walk every fire exit; doors unlocked from inside, signs lit, nothing stored in front.',
  ],
  ['Radio check at shift start', 'All radios on the event channel, batteries above 50%, spares charging.'],
  ['Escort cash pickup', 'Meet the cash office at the agreed time and escort the armoured-car crew both ways.'],
  ['Hourly perimeter patrol', 'Walk the perimeter every hour and log the round in the app.'],
  ['Inspect perimeter fencing', 'Look for gaps, damage or climbable objects next to the fence; photograph anything.'],
  ['Brief new staff at the main gate', 'Ten-minute briefing: posts, radio channels, emergency exits, who to call.'],
  [
    'Reconcile lost and found log',
    'Match every item in the log with the locker; hand anything valuable to the supervisor.',
  ],
  ['Confirm ADA routes are clear', 'Ramps, lifts and accessible entrances clear and signed.'],
  ['Test AED cabinet alarms', 'Open each AED cabinet once; the alarm must sound. Note the battery dates.'],
  ['Collect incident forms', 'Collect paper incident forms from every post and file them in the app.'],
  ['Check CCTV monitors', 'Every camera on the wall shows a picture; report dead cameras to facilities.'],
  ['Key control audit', 'Count the keys in the key box against the register; note any missing.'],
];

/** The discussion a customer's user finds on their newest open incident (the client portal). */
export const portalComments = {
  operator: 'Guard statement and CCTV stills are attached; we are following up with the site office today.',
  customer: 'Thank you. Please send us the police report number once you have it.',
};
