import { describe, expect, it } from 'vitest';
import { missedCheckCallLevels, nextCheckCallDue } from './check-calls.ts';

const at = (hhmm: string) => new Date(`2026-06-10T${hhmm}:00Z`);

describe('check-call timing', () => {
  it('is due an interval after the last answer or the clock-in', () => {
    expect(
      nextCheckCallDue({ clockIn: at('10:00'), lastAnswer: null, breaks: [], everyMinutes: 30 }, at('10:10')).dueAt,
    ).toEqual(at('10:30'));
    expect(
      nextCheckCallDue({ clockIn: at('10:00'), lastAnswer: at('10:20'), breaks: [], everyMinutes: 30 }, at('10:25'))
        .dueAt,
    ).toEqual(at('10:50'));
  });

  it('pauses during breaks', () => {
    const ended = nextCheckCallDue(
      {
        clockIn: at('10:00'),
        lastAnswer: null,
        breaks: [{ startAt: at('10:10'), endAt: at('10:25') }],
        everyMinutes: 30,
      },
      at('10:40'),
    );
    expect(ended).toEqual({ since: at('10:00'), dueAt: at('10:45'), onBreak: false });
    const open = nextCheckCallDue(
      { clockIn: at('10:00'), lastAnswer: null, breaks: [{ startAt: at('10:20'), endAt: null }], everyMinutes: 30 },
      at('10:50'),
    );
    expect(open).toEqual({ since: at('10:00'), dueAt: at('11:00'), onBreak: true });
    // A break before the last answer does not move the next due time.
    const before = nextCheckCallDue(
      {
        clockIn: at('10:00'),
        lastAnswer: at('10:30'),
        breaks: [{ startAt: at('10:10'), endAt: at('10:25') }],
        everyMinutes: 30,
      },
      at('10:40'),
    );
    expect(before.dueAt).toEqual(at('11:00'));
  });

  it('goes to supervisors at due + grace and is escalated at due + 2 × grace', () => {
    expect(missedCheckCallLevels(at('10:30'), at('10:34'))).toEqual([]);
    expect(missedCheckCallLevels(at('10:30'), at('10:35'))).toEqual(['supervisors']);
    expect(missedCheckCallLevels(at('10:30'), at('10:39'))).toEqual(['supervisors']);
    expect(missedCheckCallLevels(at('10:30'), at('10:40'))).toEqual(['supervisors', 'escalated']);
  });
});
