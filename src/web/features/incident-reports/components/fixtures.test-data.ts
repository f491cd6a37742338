import type { Report, ReportRow } from '../../../../shared/contract/incident-reports.ts';

export const reportId = '00000000-0000-4000-8000-0000000000a1';
const clientRef = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demo Guarding Co.' };
const eventRef = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Bulls vs Knicks' };
const guardRef = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Gina Guard' };

export function reportRow(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id: reportId,
    reportType: 'Fire Report',
    event: eventRef,
    client: clientRef,
    guard: guardRef,
    incidentType: 'Fire Alarm',
    submittedAt: '2026-03-18T15:05:00.000Z',
    status: '',
    ...overrides,
  };
}

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: reportId,
    reportType: 'Fire Report',
    client: clientRef,
    event: eventRef,
    guard: guardRef,
    submittedBy: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Sam Supervisor' },
    submittedAt: '2026-03-18T15:05:00.000Z',
    status: '',
    statusChangedBy: null,
    statusChangedAt: null,
    version: 1,
    contentHash: 'a'.repeat(64),
    incidentType: null,
    incidentLocation: 'North concourse, gate 4',
    incidentDate: '2026-03-18T14:50:00.000Z',
    victimName: null,
    victimNumber: null,
    witnessName: null,
    witnessNumber: null,
    policeCalled: null,
    policeReportNumber: null,
    actionTaken: null,
    firePresent: true,
    evacuationOccurred: false,
    vandalismType: null,
    itemsTaken: null,
    details: null,
    guardNote: null,
    signature: null,
    comments: [],
    attachments: [],
    versions: [],
    canEdit: false,
    canReview: false,
    canAttach: false,
    ...overrides,
  };
}
