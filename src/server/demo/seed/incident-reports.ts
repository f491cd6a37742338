/**
 * Incident reports filed by the guards (docs/product/incident-reports.md), signed on the phone, with the operators'
 * discussion, and the client portal's newest open incident discussed with the customer's user.
 */

import sharp from 'sharp';
import type { ReportType } from '../../db/schema.ts';
import type { IncidentReportRecord } from '../../modules/incident-reports/index.ts';
import { portalComments, reportComments, reportTemplates } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import type { DemoRows } from './build.ts';
import { at, type ClientState, DAY, type DemoBuild, HOUR, MINUTE, ms, must, type Shift } from './build.ts';

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
export async function drawSignatures(rows: DemoRows): Promise<void> {
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

export function buildReports(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const kinds: ReportType[] = [];
  for (const [type, count] of Object.entries(state.spec.reports) as Array<[ReportType, number]>) {
    for (let i = 0; i < count; i += 1) kinds.push(type);
  }
  const ordered = rng.shuffle(kinds);
  const guardShifts = state.shifts.filter((s) => s.clockOut && s.payRole === 'guard');
  const recent = guardShifts.filter((s) => ms(s.clockIn) >= b.now - 6 * DAY);
  const older = guardShifts.filter((s) => ms(s.clockIn) >= b.now - 58 * DAY);
  const commented = new Set<ReportType>();
  const reportRows: Array<{ row: IncidentReportRecord; type: ReportType; comments: number }> = [];
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
    const submittedAt = b.notAfterNow(incidentAt + rng.int(15, 90) * MINUTE + rng.int(0, 59) * 1000, 5 * MINUTE);
    const age = b.now - ms(submittedAt);
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
    const row: IncidentReportRecord = {
      id: b.id(),
      clientId: state.id,
      eventId: shift.event.id,
      guardId: shift.person.id,
      reportType: type,
      reportSubType: template.reportSubType ?? null,
      incidentType: template.incidentType,
      incidentLocation: `${venue.siteName} — ${rng.pick(venue.spots)}`,
      incidentDate: at(incidentAt),
      victimName: template.victim ? b.personName(rng) : null,
      victimNumber: template.victim ? b.randomPhone(rng) : null,
      witnessName: template.witness ? b.personName(rng) : null,
      witnessNumber: template.witness ? b.randomPhone(rng) : null,
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
    b.rows.incidentReports.push(row);
    let time = ms(row.submittedAt ?? b.nowDate);
    for (let i = 0; i < comments; i += 1) {
      const closing = row.status === 'Closed' && i === comments - 1;
      time = Math.min(time + rng.int(40, 26 * 60) * MINUTE, b.now - (comments - i) * MINUTE);
      b.rows.incidentReportComments.push({
        id: b.id(),
        clientId: state.id,
        reportId: must(row.id, 'report id'),
        authorId: rng.pick(state.operators).id,
        content: rng.pick(closing ? reportComments.closing : reportComments.open),
        createdAt: at(time),
      });
      row.updatedAt = at(time);
    }
  }
  discussForCustomerUsers(b, state);
}

/**
 * The client portal (docs/product/dashboard.md#client-portal): a customer's user finds the newest open incident of
 * their events discussed — an operator's note and their own question (no random draw: the rest stays as it was).
 */
export function discussForCustomerUsers(b: DemoBuild, state: ClientState): void {
  for (const person of state.people) {
    const customerId = person.spec.customer ? state.customerIds.get(person.spec.customer) : undefined;
    const operator = state.operators[0];
    if (!customerId || !operator) continue;
    const events = new Set(state.events.filter((e) => e.row.customerId === customerId).map((e) => e.id));
    const [report] = b.rows.incidentReports
      .filter((r) => r.clientId === state.id && r.status !== 'Closed' && r.eventId && events.has(r.eventId))
      .sort((x, y) => ms(y.submittedAt ?? b.nowDate) - ms(x.submittedAt ?? b.nowDate));
    if (!report?.id || b.rows.incidentReportComments.some((c) => c.reportId === report.id)) continue;
    const submitted = ms(report.submittedAt ?? b.nowDate);
    const span = b.now - submitted;
    [
      { authorId: operator.id, content: portalComments.operator, at: submitted + Math.min(40 * MINUTE, span / 3) },
      { authorId: person.id, content: portalComments.customer, at: submitted + Math.min(2 * HOUR, (2 * span) / 3) },
    ].forEach((comment) => {
      b.rows.incidentReportComments.push({
        id: b.id(),
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
