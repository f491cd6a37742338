import { describe, expect, it } from 'vitest';
import { payrollHours, roundHours } from './payroll-hours.ts';

const at = (hhmm: string, day = '2026-05-05') => new Date(`${day}T${hhmm}:00Z`);
const event = { start: at('08:00'), end: at('16:00') };

describe('payrollHours', () => {
  it('counts an entry inside the event in full', () => {
    expect(payrollHours({ clockIn: at('09:00'), clockOut: at('12:30') }, event)).toEqual({
      rawHours: 3.5,
      clippedHours: 3.5,
    });
  });

  it('clips an entry that starts early or ends late to the event window', () => {
    expect(payrollHours({ clockIn: at('07:00'), clockOut: at('17:30') }, event)).toEqual({
      rawHours: 10.5,
      clippedHours: 8,
    });
    expect(payrollHours({ clockIn: at('06:45'), clockOut: at('09:00') }, event).clippedHours).toBe(1);
  });

  it('counts 0 for an entry wholly outside the event', () => {
    expect(payrollHours({ clockIn: at('17:00'), clockOut: at('19:00') }, event)).toEqual({
      rawHours: 2,
      clippedHours: 0,
    });
  });

  it('ends an entry with no clock-out at the event end', () => {
    expect(payrollHours({ clockIn: at('10:00'), clockOut: null }, event)).toEqual({ rawHours: 6, clippedHours: 6 });
  });

  it('caps an open entry at now while the event is still running', () => {
    expect(payrollHours({ clockIn: at('10:00'), clockOut: null }, event, at('12:15'))).toEqual({
      rawHours: 2.25,
      clippedHours: 2.25,
    });
    // After the event ended, now changes nothing.
    expect(payrollHours({ clockIn: at('10:00'), clockOut: null }, event, at('20:00')).clippedHours).toBe(6);
  });

  it('gives an entry with no event raw hours but no payroll hours', () => {
    expect(payrollHours({ clockIn: at('10:00'), clockOut: at('11:00') }, null)).toEqual({
      rawHours: 1,
      clippedHours: 0,
    });
  });

  it('counts only positive durations', () => {
    expect(payrollHours({ clockIn: at('12:00'), clockOut: at('11:00') }, event)).toEqual({
      rawHours: 0,
      clippedHours: 0,
    });
    expect(payrollHours({ clockIn: new Date('nope'), clockOut: at('11:00') }, event)).toEqual({
      rawHours: 0,
      clippedHours: 0,
    });
  });

  it('rounds hours to 2 decimals', () => {
    expect(roundHours(20 / 60)).toBe(0.33);
    expect(roundHours(2.005)).toBe(2.01);
  });
});
