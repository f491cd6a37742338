import type { TFunction } from 'i18next';
import {
  allReportFields,
  type FileableReportType,
  fileableReportTypes,
  incidentTypes,
  type ReportField,
  reportTypeFields,
  vandalismTypes,
} from '../../shared/incident-report-rules.ts';
import { formatFullDateTime } from './format.ts';

/** The translate function of a component using the incidentReports and common namespaces. */
export type ReportsT = TFunction<['incidentReports', 'common']>;

const typeKeys = {
  'Detailed Incident Report': 'detailedIncident',
  'Fire Report': 'fire',
  'Vandalism Report': 'vandalism',
  'Suspicious Activity Report': 'suspiciousActivity',
  'Break-In Report': 'breakIn',
  'Custom Report': 'custom',
} as const satisfies Record<FileableReportType, string>;
const incidentTypeKeys = {
  'Fire Alarm': 'fireAlarm',
  Vandalism: 'vandalism',
  'Suspicious Activity': 'suspiciousActivity',
  'Break-In': 'breakIn',
  Assault: 'assault',
} as const satisfies Record<(typeof incidentTypes)[number], string>;
const vandalismTypeKeys = { Graffiti: 'graffiti' } as const satisfies Record<(typeof vandalismTypes)[number], string>;

function isFileable(type: string): type is FileableReportType {
  return fileableReportTypes.some((t) => t === type);
}

const statusKeys = { '': 'new', Submitted: 'new', 'Under review': 'underReview', Closed: 'closed' } as const;

/**
 * A report's review status in the viewer's language: not yet reviewed ('', which the daily activity report calls
 * Submitted) is New; a status this release does not know stays as stored.
 */
export function reportStatusLabel(t: ReportsT, status: string): string {
  const key = (statusKeys as Record<string, (typeof statusKeys)[keyof typeof statusKeys]>)[status];
  return key ? t(`incidentReports:details.status.${key}`) : status;
}

/** The report type in the viewer's language; a type this release does not file stays as stored. */
export function reportTypeLabel(t: ReportsT, type: string): string {
  return isFileable(type) ? t(`incidentReports:types.${typeKeys[type]}`) : type;
}

export function incidentTypeLabel(t: ReportsT, value: string | null): string {
  if (!value) return '';
  const known = incidentTypes.find((type) => type === value);
  return known ? t(`incidentReports:incidentTypes.${incidentTypeKeys[known]}`) : value;
}

function vandalismTypeLabel(t: ReportsT, value: string): string {
  const known = vandalismTypes.find((type) => type === value);
  return known ? t(`incidentReports:vandalismTypes.${vandalismTypeKeys[known]}`) : value;
}

/** The fields a report of this type shows, in the form's order (every field for a type not filed here). */
export function fieldsOfType(type: string): readonly ReportField[] {
  return isFileable(type) ? reportTypeFields[type].fields : allReportFields;
}

export function fieldLabel(t: ReportsT, field: string): string {
  const known = allReportFields.find((f) => f === field);
  return known ? t(`incidentReports:fields.${known}`) : field;
}

/** A stored field value as text: yes/no, dates, types in the viewer's language; names come resolved. */
export function fieldText(t: ReportsT, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? t('common:answers.yes') : t('common:answers.no');
  const text = String(value);
  if (field === 'incidentDate') return formatFullDateTime(text) || text;
  if (field === 'incidentType') return incidentTypeLabel(t, text);
  if (field === 'vandalismType') return vandalismTypeLabel(t, text);
  return text;
}
