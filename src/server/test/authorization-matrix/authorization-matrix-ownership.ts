/**
 * The own/any cells of the authorization matrix: for each ownership rule (`ownershipRules` in
 * src/shared/policy.ts, docs/decisions/0046-ownership-rules-as-data.md), the owner in an allowed role succeeds, a
 * caller whose role has only `own` is refused on another's record (with the answer the route gave before the
 * rules were data), and a role with `any` succeeds on another's record. Every record is made fresh in the own
 * client for its cell, owned by the signed-in user of the named role. Written out by hand, like the rest of the
 * matrix, so a change to a rule shows up here as a failing cell.
 */
import {
  clientNotes,
  eventNotes,
  incidentReports,
  shiftAssignments,
  shiftSwaps,
  shifts,
  tasks,
  timeOffRequests,
} from '../../db/schema.ts';
import type { MatrixFixture, MatrixRole } from './authorization-matrix.ts';
import { insertedId } from './authorization-matrix-entry.ts';

export interface OwnershipCell {
  /** The rule of shared/policy.ts the cell checks. */
  action: string;
  /** The route, as in the matrix ('METHOD /path'). */
  route: string;
  caller: MatrixRole;
  /** Whose record: the caller's own, or that of the signed-in user of another role. */
  owner: 'self' | MatrixRole;
  /** 'ok': a 2xx answer; otherwise the refusal's status. */
  expect: 'ok' | 400 | 403 | 404;
  request(fx: MatrixFixture, ownerId: string): Promise<{ url: string; payload?: unknown }>;
}

let count = 0;
const next = () => {
  count += 1;
  return count;
};

async function eventNoteBy(fx: MatrixFixture, authorId: string) {
  const note = { clientId: fx.clients.own, eventId: fx.events.own, authorId, content: `Matrix note ${next()}` };
  return insertedId(fx.db.insert(eventNotes).values(note).returning({ id: eventNotes.id }), 'event note');
}

async function clientNoteBy(fx: MatrixFixture, authorId: string) {
  const note = { clientId: fx.clients.own, authorId, content: `Matrix note ${next()}` };
  return insertedId(fx.db.insert(clientNotes).values(note).returning({ id: clientNotes.id }), 'client note');
}

/** An open task on the own event (seen by everyone with an operation there) assigned to `assignedTo`. */
async function taskFor(fx: MatrixFixture, assignedTo: string) {
  const task = { clientId: fx.clients.own, eventId: fx.events.own, title: `Matrix task ${next()}`, assignedTo };
  return insertedId(fx.db.insert(tasks).values(task).returning({ id: tasks.id }), 'task');
}

/** A draft (not yet reviewed) report about the own guard, submitted by `submittedBy`. */
async function draftReportBy(fx: MatrixFixture, submittedBy: string) {
  const report: typeof incidentReports.$inferInsert = {
    clientId: fx.clients.own,
    eventId: fx.events.own,
    guardId: fx.users.guard,
    submittedBy,
    reportType: 'Custom Report',
    incidentDate: new Date('2026-04-01T10:00:00Z'),
    guardNote: `Matrix draft ${next()}`,
  };
  return insertedId(fx.db.insert(incidentReports).values(report).returning({ id: incidentReports.id }), 'report');
}

async function timeOffOf(fx: MatrixFixture, userId: string) {
  const values = {
    clientId: fx.clients.own,
    userId,
    startAt: new Date('2026-04-10T00:00:00Z'),
    endAt: new Date('2026-04-11T00:00:00Z'),
  };
  return insertedId(fx.db.insert(timeOffRequests).values(values).returning({ id: timeOffRequests.id }), 'time off');
}

/** A swap offered by `fromUserId` of their shift on the own event, 13:00–15:00 UTC on the matrix day. */
async function swapOfferedBy(fx: MatrixFixture, fromUserId: string) {
  const shift = {
    clientId: fx.clients.own,
    eventId: fx.events.own,
    post: `Matrix swap post ${next()}`,
    startAt: new Date('2026-04-01T13:00:00Z'),
    endAt: new Date('2026-04-01T15:00:00Z'),
  };
  const shiftId = await insertedId(fx.db.insert(shifts).values(shift).returning({ id: shifts.id }), 'shift');
  await fx.db.insert(shiftAssignments).values({ clientId: fx.clients.own, shiftId, userId: fromUserId });
  const swap = { clientId: fx.clients.own, shiftId, fromUserId };
  return insertedId(fx.db.insert(shiftSwaps).values(swap).returning({ id: shiftSwaps.id }), 'swap');
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Row = [caller: MatrixRole, owner: 'self' | MatrixRole, expect: OwnershipCell['expect']];

function cells(
  action: string,
  route: string,
  request: OwnershipCell['request'],
  rows: readonly Row[],
): OwnershipCell[] {
  return rows.map(([caller, owner, expect]) => ({ action, route, caller, owner, expect, request }));
}

export const ownershipCells: OwnershipCell[] = [
  ...cells(
    'eventNote.delete',
    'DELETE /api/v1/events/:id/notes/:noteId',
    async (fx, owner) => ({ url: `/api/v1/events/${fx.events.own}/notes/${await eventNoteBy(fx, owner)}` }),
    [
      ['supervisor', 'self', 'ok'],
      ['manager', 'self', 'ok'],
      ['supervisor', 'executive', 403],
      ['manager', 'executive', 403],
      ['executive', 'supervisor', 'ok'],
      ['admin', 'manager', 'ok'],
    ],
  ),
  ...cells(
    'clientNote.delete',
    'DELETE /api/v1/clients/:id/notes/:noteId',
    async (fx, owner) => ({ url: `/api/v1/clients/${fx.clients.own}/notes/${await clientNoteBy(fx, owner)}` }),
    [
      ['manager', 'self', 'ok'],
      ['manager', 'executive', 403],
      ['executive', 'manager', 'ok'],
      ['admin', 'manager', 'ok'],
    ],
  ),
  ...cells(
    'task.complete',
    'POST /api/v1/tasks/:id/complete',
    async (fx, owner) => ({ url: `/api/v1/tasks/${await taskFor(fx, owner)}/complete` }),
    [
      ['guard', 'self', 'ok'],
      // A client user sees the task through their customer but may tick off only their own.
      ['client', 'guard', 403],
      ['supervisor', 'guard', 'ok'],
      ['manager', 'guard', 'ok'],
      ['executive', 'guard', 'ok'],
    ],
  ),
  ...cells(
    'fieldTask.complete',
    'POST /api/v1/field/tasks/:id/done',
    async (fx, owner) => ({ url: `/api/v1/field/tasks/${await taskFor(fx, owner)}/done`, payload: { done: true } }),
    [
      ['guard', 'self', 'ok'],
      ['supervisor', 'self', 'ok'],
      // Nobody has `any` here: someone else's task is as if unseen.
      ['supervisor', 'guard', 404],
      ['manager', 'guard', 404],
    ],
  ),
  ...cells(
    'report.attach',
    'POST /api/v1/incident-reports/:id/attachments',
    async (fx, owner) => ({
      url: `/api/v1/incident-reports/${await draftReportBy(fx, owner)}/attachments`,
      payload: png,
    }),
    [
      ['guard', 'self', 'ok'],
      ['guard', 'supervisor', 403],
      ['supervisor', 'guard', 'ok'],
      ['executive', 'guard', 'ok'],
    ],
  ),
  ...cells(
    'report.fileAboutGuard',
    'POST /api/v1/incident-reports',
    (fx, owner) =>
      Promise.resolve({
        url: '/api/v1/incident-reports',
        payload: {
          reportType: 'Custom Report',
          eventId: fx.events.own,
          guardId: owner,
          incidentDate: '2026-04-01T10:00:00Z',
          guardNote: 'Matrix filing',
        },
      }),
    [
      ['guard', 'self', 'ok'],
      ['guard', 'supervisor', 400],
      ['supervisor', 'guard', 'ok'],
    ],
  ),
  ...cells(
    'timeOff.cancel',
    'POST /api/v1/time-off/:id/cancel',
    async (fx, owner) => ({ url: `/api/v1/time-off/${await timeOffOf(fx, owner)}/cancel` }),
    [
      ['guard', 'self', 'ok'],
      ['manager', 'self', 'ok'],
      ['manager', 'guard', 403],
    ],
  ),
  ...cells(
    'swap.cancel',
    'POST /api/v1/swaps/:id/cancel',
    async (fx, owner) => ({ url: `/api/v1/swaps/${await swapOfferedBy(fx, owner)}/cancel` }),
    [
      ['guard', 'self', 'ok'],
      ['manager', 'guard', 403],
    ],
  ),
];
