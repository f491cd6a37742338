/*
 * Incident reports (docs/product/incident-reports.md#report-types, #required-fields): the report types a user files, each type's
 * fields and which of them are required, the victim/witness name rule and the phone format. Pure and zod-free:
 * the new-report form enables Save with these and the contract (contract/incident-reports.ts) enforces the same.
 */

import { fieldErrorKey } from './contract/field-errors.ts';

export const fileableReportTypes = [
  'Detailed Incident Report',
  'Fire Report',
  'Vandalism Report',
  'Suspicious Activity Report',
  'Break-In Report',
  'Custom Report',
] as const;
export type FileableReportType = (typeof fileableReportTypes)[number];
export const defaultReportType: FileableReportType = 'Detailed Incident Report';

export const incidentTypes = ['Fire Alarm', 'Vandalism', 'Suspicious Activity', 'Break-In', 'Assault'] as const;
export const vandalismTypes = ['Graffiti'] as const;

/** Review states after filing: empty on creation (docs/product/incident-reports.md#review), then Under review, then Closed. */
export const reportStatuses = ['', 'Under review', 'Closed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export type ReportField =
  | 'eventId'
  | 'guardId'
  | 'incidentType'
  | 'incidentLocation'
  | 'incidentDate'
  | 'victimName'
  | 'victimNumber'
  | 'witnessName'
  | 'witnessNumber'
  | 'policeCalled'
  | 'policeReportNumber'
  | 'actionTaken'
  | 'firePresent'
  | 'evacuationOccurred'
  | 'vandalismType'
  | 'itemsTaken'
  | 'details'
  | 'guardNote';

export const allReportFields: readonly ReportField[] = [
  'eventId',
  'guardId',
  'incidentType',
  'incidentLocation',
  'incidentDate',
  'victimName',
  'victimNumber',
  'witnessName',
  'witnessNumber',
  'policeCalled',
  'policeReportNumber',
  'actionTaken',
  'firePresent',
  'evacuationOccurred',
  'vandalismType',
  'itemsTaken',
  'details',
  'guardNote',
];

interface TypeFields {
  /** The fields the form shows for the type, in order. */
  fields: readonly ReportField[];
  /** Those that must be set before Save is enabled (docs/product/incident-reports.md#required-fields). */
  required: readonly ReportField[];
}

const people: readonly ReportField[] = ['victimName', 'victimNumber', 'witnessName', 'witnessNumber'];
const police: readonly ReportField[] = ['policeCalled', 'policeReportNumber'];
const whereAndWhen: readonly ReportField[] = ['eventId', 'guardId', 'incidentLocation', 'incidentDate'];

/** The form of most incident types: where and when, the type's own fields, the police, what was done, the guard's note. */
function incidentFields(own: readonly ReportField[]): readonly ReportField[] {
  return [...whereAndWhen, ...own, ...police, 'actionTaken', 'guardNote'];
}

export const reportTypeFields: Record<FileableReportType, TypeFields> = {
  'Detailed Incident Report': {
    fields: [
      'eventId',
      'guardId',
      'incidentType',
      'incidentLocation',
      'incidentDate',
      ...people,
      ...police,
      'actionTaken',
      'guardNote',
    ],
    required: [
      'eventId',
      'guardId',
      'incidentType',
      'incidentLocation',
      'incidentDate',
      'policeCalled',
      'victimNumber',
      'witnessNumber',
    ],
  },
  'Fire Report': {
    fields: incidentFields(['firePresent', 'evacuationOccurred']),
    required: [...whereAndWhen, 'firePresent', 'evacuationOccurred'],
  },
  'Vandalism Report': {
    fields: incidentFields(['vandalismType']),
    required: [...whereAndWhen, 'vandalismType'],
  },
  'Suspicious Activity Report': {
    fields: incidentFields(people),
    required: [...whereAndWhen, 'policeCalled'],
  },
  'Break-In Report': {
    fields: incidentFields(['itemsTaken']),
    required: [...whereAndWhen, 'policeCalled'],
  },
  'Custom Report': {
    fields: ['eventId', 'guardId', 'incidentDate', 'details', 'guardNote'],
    required: ['eventId', 'guardId', 'incidentDate', 'guardNote'],
  },
};

export const reportLimits = {
  nameMax: 30,
  phoneMax: 14,
  textMax: 200,
  longTextMax: 5000,
  commentMax: 2000,
  /** The reason a report's edit gives (shortest and longest). */
  changeReasonMin: 3,
  changeReasonMax: 500,
} as const;

/** The report forms' field errors, by code (the English is in src/shared/contract/field-errors.ts). */
export const reportMessages = {
  required: 'validation.field_required',
  nameLetters: 'report.name_letters',
  nameTooLong: fieldErrorKey({ code: 'validation.too_long', params: { max: 30 } }),
  phoneFormat: 'report.phone_format',
  notForType: 'report.not_for_type',
  commentEmpty: 'report.comment_empty',
} as const;

/** Letters (any script) and spaces, at most 30 characters (docs/product/incident-reports.md#required-fields). */
export const namePattern = /^[\p{L}\p{M} ]*$/u;
export const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;

export function nameError(value: string): string | undefined {
  if (!namePattern.test(value)) return reportMessages.nameLetters;
  if (value.length > reportLimits.nameMax) return reportMessages.nameTooLong;
  return undefined;
}

/**
 * Formats what is typed into (000) 000-0000 as the user types: digits only, at most ten, with the brackets,
 * space and dash placed as soon as the digits reach them. At most 14 characters.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export type ReportDraft = Partial<Record<ReportField, string | boolean | null | undefined>>;

const isSet = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim().length > 0);

/** The required fields of the type that are not set yet (Save is enabled when this is empty and no field errs). */
export function missingRequiredFields(type: FileableReportType, draft: ReportDraft): ReportField[] {
  return reportTypeFields[type].required.filter((field) => !isSet(draft[field]));
}

/** Field errors of a draft beyond "required": the name rule and the phone format. */
export function reportFieldErrors(type: FileableReportType, draft: ReportDraft): Partial<Record<ReportField, string>> {
  const errors: Partial<Record<ReportField, string>> = {};
  for (const field of missingRequiredFields(type, draft)) errors[field] = reportMessages.required;
  for (const field of ['victimName', 'witnessName'] as const) {
    const value = draft[field];
    if (typeof value === 'string' && value.length > 0) {
      const error = nameError(value);
      if (error) errors[field] = error;
    }
  }
  for (const field of ['victimNumber', 'witnessNumber'] as const) {
    const value = draft[field];
    if (typeof value === 'string' && value.length > 0 && !phonePattern.test(value)) {
      errors[field] = reportMessages.phoneFormat;
    }
  }
  return errors;
}
