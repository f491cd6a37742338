import { describe, expect, it } from 'vitest';
import { englishOf, parseFieldErrorKey } from './contract/field-errors.ts';
import {
  fileableReportTypes,
  formatPhone,
  missingRequiredFields,
  nameError,
  reportFieldErrors,
  reportTypeFields,
} from './incident-report-rules.ts';

describe('required fields per report type', () => {
  const cases: [string, string[]][] = [
    [
      'Detailed Incident Report',
      [
        'eventId',
        'guardId',
        'incidentType',
        'incidentLocation',
        'incidentDate',
        'policeCalled',
        'victimNumber',
        'witnessNumber',
      ],
    ],
    ['Fire Report', ['eventId', 'guardId', 'incidentLocation', 'incidentDate', 'firePresent', 'evacuationOccurred']],
    ['Vandalism Report', ['eventId', 'guardId', 'incidentLocation', 'incidentDate', 'vandalismType']],
    ['Suspicious Activity Report', ['eventId', 'guardId', 'incidentLocation', 'incidentDate', 'policeCalled']],
    ['Break-In Report', ['eventId', 'guardId', 'incidentLocation', 'incidentDate', 'policeCalled']],
    ['Custom Report', ['eventId', 'guardId', 'incidentDate', 'guardNote']],
  ];
  it.each(cases)('%s requires exactly its set', (type, required) => {
    expect([...reportTypeFields[type as 'Fire Report'].required].sort()).toEqual([...required].sort());
    expect(missingRequiredFields(type as 'Fire Report', {}).sort()).toEqual([...required].sort());
  });

  it('shows every required field of each type on its form', () => {
    for (const type of fileableReportTypes) {
      for (const field of reportTypeFields[type].required) expect(reportTypeFields[type].fields).toContain(field);
    }
  });

  it('counts false as set (a Yes/No answered No) and blank text as not set', () => {
    const missing = missingRequiredFields('Fire Report', {
      eventId: 'e',
      guardId: 'g',
      incidentLocation: '  ',
      incidentDate: '2026-01-01T10:00:00Z',
      firePresent: false,
      evacuationOccurred: false,
    });
    expect(missing).toEqual(['incidentLocation']);
  });
});

/** The English of a field error key (what the rules give: codes, src/shared/contract/field-errors.ts). */
const english = (key: string | undefined) => {
  const error = parseFieldErrorKey(key);
  return error ? englishOf(error) : key;
};

describe('names and phones', () => {
  it('allows letters (any script) and spaces, at most 30 characters', () => {
    expect(nameError('Ana María López')).toBeUndefined();
    expect(nameError('محمد علي')).toBeUndefined();
    expect(english(nameError('O’Brien'))).toBe('Letters and spaces only');
    expect(english(nameError('Agent 47'))).toBe('Letters and spaces only');
    expect(nameError('a'.repeat(30))).toBeUndefined();
    expect(english(nameError('a'.repeat(31)))).toBe('At most 30 characters');
  });

  it('formats phones as (000) 000-0000 while typing, at most 14 characters', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('555123')).toBe('(555) 123');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 (555) 123-4567 ext 9')).toBe('(155) 512-3456');
    expect(formatPhone('55512345678901')).toHaveLength(14);
  });

  it('reports bad names and unfinished phones beside their fields', () => {
    const errors = reportFieldErrors('Detailed Incident Report', {
      eventId: 'e',
      guardId: 'g',
      incidentType: 'Assault',
      incidentLocation: 'Gate 3',
      incidentDate: '2026-01-01T10:00:00Z',
      policeCalled: true,
      victimName: 'R2D2',
      victimNumber: '(555) 123',
      witnessNumber: '(555) 123-4567',
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, english(key)]))).toEqual({
      victimName: 'Letters and spaces only',
      victimNumber: 'Enter a phone number as (000) 000-0000',
    });
  });
});
