import { describe, expect, it, vi } from 'vitest';
import {
  centsToDollars,
  computeOtSavings,
  computePayroll,
  type PayClockEntry,
  type PayEvent,
  type PayUser,
  type PayWarning,
  roundHalfUp,
} from './workforce-pay.ts';

/**
 * The pay rules and OT savings of docs/product/payroll-and-reports.md, one test per rule, on small examples
 * computed by hand (the arithmetic is in the comments). Money is in cents, hours in hundredths of an hour.
 */

const at = (hhmm: string, day = '2026-03-10') => new Date(`${day}T${hhmm}:00Z`);
const now = new Date('2026-03-18T15:00:00Z');
const from = new Date('2026-03-01T00:00:00Z');
const to = now;

/** Event 08:00–16:00 on 10 March: guard $20.00/h, manager $30.00/h, supervisor $25.00/h, budget $500.00. */
function event(values: Partial<PayEvent> = {}): PayEvent {
  return {
    id: 'e1',
    name: 'Mall Day',
    clientName: 'Sentinel',
    startDate: at('08:00'),
    endDate: at('16:00'),
    guardPayrateCents: 2000,
    managerPayrateCents: 3000,
    supervisorPayrateCents: 2500,
    payrollBudgetCents: 50_000,
    ...values,
  };
}

const guard: PayUser = { id: 'g', displayName: 'Gus Guard', roles: ['guard'] };
const manager: PayUser = { id: 'm', displayName: 'Mia Manager', roles: ['manager'] };
const supervisor: PayUser = { id: 's', displayName: 'Sam Supervisor', roles: ['supervisor'] };

let entryCount = 0;
function entry(userId: string, clockIn: PayClockEntry['clockIn'], clockOut: PayClockEntry['clockOut'], eventId = 'e1') {
  entryCount += 1;
  return { id: `c${entryCount}`, userId, eventId, clockIn, clockOut };
}

function payroll(events: PayEvent[], users: PayUser[], entries: PayClockEntry[], warn?: (w: PayWarning) => void) {
  return computePayroll({ events, users, entries, from, to, now, ...(warn ? { warn } : {}) });
}

/** event id → user id → [rate, hundredths, total pay] of the payroll lines. */
function lines(result: ReturnType<typeof payroll>) {
  return Object.fromEntries(
    result.payroll.map((l) => [`${l.eventId}:${l.userId}`, [l.payRateCents, l.hoursHundredths, l.totalPayCents]]),
  );
}

describe('pay rules for payroll and finance (reference implementation)', () => {
  it('payroll ignores events whose end is in the future', () => {
    // now = 18 March 15:00. Past: 10 March 08–16. Ends exactly now: 18 March 07–15 (counts: end ≤ now).
    // Future: 18 March 08–20 (ends 5 h after now). The guard works 08:00–12:00 at each = 4.00 h × $20 = $80.00.
    const events = [
      event({ id: 'past' }),
      event({ id: 'endsNow', startDate: at('07:00', '2026-03-18'), endDate: at('15:00', '2026-03-18') }),
      event({ id: 'future', startDate: at('08:00', '2026-03-18'), endDate: at('20:00', '2026-03-18') }),
    ];
    const entries = [
      entry('g', at('08:00'), at('12:00'), 'past'),
      entry('g', at('08:00', '2026-03-18'), at('12:00', '2026-03-18'), 'endsNow'),
      entry('g', at('08:00', '2026-03-18'), at('12:00', '2026-03-18'), 'future'),
    ];
    const result = payroll(events, [guard], entries);
    expect(lines(result)).toEqual({ 'past:g': [2000, 400, 8000], 'endsNow:g': [2000, 400, 8000] });
    expect(result.financial.map((f) => f.eventId).sort()).toEqual(['endsNow', 'past']);
  });

  it('payroll covers the ended events whose end falls in the period', () => {
    // Period 1–18 March. An event that ended 28 February (before `from`) is not in it; one ending 1 March 00:00
    // exactly (= from) is.
    const events = [
      event({ id: 'feb', startDate: at('08:00', '2026-02-28'), endDate: at('16:00', '2026-02-28') }),
      event({ id: 'edge', startDate: at('20:00', '2026-02-28'), endDate: at('00:00', '2026-03-01') }),
    ];
    const entries = [
      entry('g', at('09:00', '2026-02-28'), at('10:00', '2026-02-28'), 'feb'),
      entry('g', at('21:00', '2026-02-28'), at('22:00', '2026-02-28'), 'edge'),
    ];
    expect(lines(payroll(events, [guard], entries))).toEqual({ 'edge:g': [2000, 100, 2000] });
  });

  it('events with an invalid start or end date are skipped with a warning', () => {
    // Not a date, no end, an infinite end, an infinite start, end before start: all five skipped, one warning naming
    // them; the valid event still pays 1.00 h × $20 = $20.00.
    const warn = vi.fn();
    const events = [
      event({ id: 'ok' }),
      event({ id: 'garbage', startDate: 'not a date' }),
      event({ id: 'noEnd', endDate: null }),
      event({ id: 'infiniteEnd', endDate: Number.POSITIVE_INFINITY }),
      event({ id: 'infiniteStart', startDate: Number.NEGATIVE_INFINITY }),
      event({ id: 'backwards', startDate: at('16:00'), endDate: at('08:00') }),
    ];
    const entries = events.map((e) => entry('g', at('09:00'), at('10:00'), e.id));
    const result = payroll(events, [guard], entries, warn);
    expect(lines(result)).toEqual({ 'ok:g': [2000, 100, 2000] });
    expect(result.financial.map((f) => f.eventId)).toEqual(['ok']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({
      text: 'Events with an invalid start or end date were skipped',
      eventIds: ['garbage', 'noEnd', 'infiniteEnd', 'infiniteStart', 'backwards'],
    });
  });

  it('a clock entry with no clock-out ends at the event end', () => {
    // Clock-in 14:00, no clock-out, event ends 16:00 → 2.00 h × $20 = $40.00 (null, undefined and '' alike).
    for (const clockOut of [null, undefined, '']) {
      expect(lines(payroll([event()], [guard], [entry('g', at('14:00'), clockOut)]))).toEqual({
        'e1:g': [2000, 200, 4000],
      });
    }
  });

  it('a clock entry is clipped to the event start and end', () => {
    // 07:00–17:30 at an 08:00–16:00 event → 08:00–16:00 = 8.00 h × $20 = $160.00.
    // 07:30–09:00 → 08:00–09:00 = 1.00 h; 15:00–16:45 → 15:00–16:00 = 1.00 h (the manager, $30 each).
    const result = payroll(
      [event()],
      [guard, manager],
      [
        entry('g', at('07:00'), at('17:30')),
        entry('m', at('07:30'), at('09:00')),
        entry('m', at('15:00'), at('16:45')),
      ],
    );
    expect(lines(result)).toEqual({ 'e1:g': [2000, 800, 16_000], 'e1:m': [3000, 200, 6000] });
  });

  it('a clock entry wholly outside the event is skipped', () => {
    // 06:00–07:30 (before the 08:00 start) and 17:00–18:00 (after the 16:00 end): no payroll line, actual $0.00.
    const result = payroll(
      [event()],
      [guard],
      [entry('g', at('06:00'), at('07:30')), entry('g', at('17:00'), at('18:00'))],
    );
    expect(result.payroll).toEqual([]);
    expect(result.financial).toMatchObject([{ eventId: 'e1', actualCents: 0, profitLossCents: 50_000 }]);
  });

  it('only positive durations count', () => {
    // 10:00–10:00 (zero), 12:00–11:00 (negative) and 07:00–08:00 (ends exactly at the start: 0 clipped) count
    // nothing; they do not cancel the guard's good 09:00–10:00 → 1.00 h × $20 = $20.00.
    const result = payroll(
      [event()],
      [guard],
      [
        entry('g', at('10:00'), at('10:00')),
        entry('g', at('12:00'), at('11:00')),
        entry('g', at('07:00'), at('08:00')),
        entry('g', at('09:00'), at('10:00')),
      ],
    );
    expect(lines(result)).toEqual({ 'e1:g': [2000, 100, 2000] });
    // A guard with only non-positive time has no line at all.
    expect(payroll([event()], [guard], [entry('g', at('12:00'), at('11:00'))]).payroll).toEqual([]);
  });

  it('hours = minutes / 60', () => {
    // 90 min = 1.50 h; 45 min = 0.75 h; 20 min = 0.333… → 0.33 h; 50 min = 0.833… → 0.83 h; 1 min = 0.0166… → 0.02 h
    // (hundredths rounded half up). At $20/h: $30.00, $15.00, $6.60, $16.60, $0.40.
    const users = ['a', 'b', 'c', 'd', 'e'].map((id): PayUser => ({ id, displayName: id, roles: ['guard'] }));
    const result = payroll([event()], users, [
      entry('a', at('09:00'), at('10:30')),
      entry('b', at('09:00'), at('09:45')),
      entry('c', at('09:00'), at('09:20')),
      entry('d', at('09:00'), at('09:50')),
      entry('e', at('09:00'), at('09:01')),
    ]);
    expect(lines(result)).toEqual({
      'e1:a': [2000, 150, 3000],
      'e1:b': [2000, 75, 1500],
      'e1:c': [2000, 33, 660],
      'e1:d': [2000, 83, 1660],
      'e1:e': [2000, 2, 40],
    });
  });

  it('financial counts only ended events with an end date', () => {
    // Ended (10 March) with a 1 h guard entry: budget $500.00, actual $20.00. Ended with no entries: actual $0.00.
    // Not yet ended (ends 18 March 20:00) and no end date: no financial row.
    const events = [
      event({ id: 'ended' }),
      event({ id: 'quiet', startDate: at('08:00', '2026-03-11'), endDate: at('16:00', '2026-03-11') }),
      event({ id: 'running', startDate: at('08:00', '2026-03-18'), endDate: at('20:00', '2026-03-18') }),
      event({ id: 'open', endDate: undefined }),
    ];
    const entries = [
      entry('g', at('09:00'), at('10:00'), 'ended'),
      entry('g', at('09:00', '2026-03-18'), at('10:00', '2026-03-18'), 'running'),
      entry('g', at('09:00'), at('10:00'), 'open'),
    ];
    const { financial } = payroll(events, [guard], entries, () => {});
    expect(financial.map(({ eventId, budgetedCents, actualCents }) => [eventId, budgetedCents, actualCents])).toEqual([
      ['ended', 50_000, 2000],
      ['quiet', 50_000, 0],
    ]);
  });

  it('financial skips entries with no clock-in or invalid times', () => {
    // Only the 09:00–11:00 entry counts: 2.00 h × $20 = $40.00. No clock-in, an unparsable clock-in, an unparsable
    // clock-out, a NaN clock-out and an infinite clock-in are all skipped.
    const entries = [
      entry('g', at('09:00'), at('11:00')),
      entry('g', null, at('12:00')),
      entry('g', 'yesterday', at('12:00')),
      entry('g', at('12:00'), 'later'),
      entry('g', at('12:00'), Number.NaN),
      entry('g', Number.NEGATIVE_INFINITY, at('13:00')),
      { id: 'noEvent', userId: 'g', eventId: null, clockIn: at('09:00'), clockOut: at('10:00') },
    ];
    const result = payroll([event()], [guard], entries);
    expect(lines(result)).toEqual({ 'e1:g': [2000, 200, 4000] });
    expect(result.financial).toMatchObject([{ eventId: 'e1', actualCents: 4000 }]);
  });

  it('pay rate follows the first role (guard, manager, supervisor)', () => {
    // 1.00 h each: ['guard','manager'] → guard $20; ['manager','guard'] → manager $30; ['supervisor'] → $25.
    const users: PayUser[] = [
      { id: 'gm', roles: ['guard', 'manager'] },
      { id: 'mg', roles: ['manager', 'guard'] },
      { id: 's', roles: ['supervisor'] },
    ];
    const result = payroll([event()], users, [
      entry('gm', at('09:00'), at('10:00')),
      entry('mg', at('09:00'), at('10:00')),
      entry('s', at('09:00'), at('10:00')),
    ]);
    expect(lines(result)).toEqual({
      'e1:gm': [2000, 100, 2000],
      'e1:mg': [3000, 100, 3000],
      'e1:s': [2500, 100, 2500],
    });
    expect(result.payroll.map((l) => l.role)).toEqual(['guard', 'manager', 'supervisor']);
  });

  it('any other role gets rate 0', () => {
    // 1.00 h each at rate 0 → $0.00: an executive first (even with guard second), an area manager, no roles, and a
    // user who is gone ('Unknown user', role ''). Their hours still show.
    const users: PayUser[] = [
      { id: 'x', displayName: 'Exec', roles: ['executive', 'guard'] },
      { id: 'a', displayName: 'Area', roles: ['areaManager'] },
      { id: 'n', displayName: 'Nobody', roles: [] },
    ];
    const result = payroll(
      [event()],
      users,
      ['x', 'a', 'n', 'gone'].map((id) => entry(id, at('09:00'), at('10:00'))),
    );
    expect(lines(result)).toEqual({
      'e1:x': [0, 100, 0],
      'e1:a': [0, 100, 0],
      'e1:n': [0, 100, 0],
      'e1:gone': [0, 100, 0],
    });
    expect(result.payroll.find((l) => l.userId === 'gone')).toMatchObject({ guardName: 'Unknown user', role: '' });
    expect(result.financial).toMatchObject([{ actualCents: 0, profitLossCents: 50_000 }]);
  });

  it('missing rates count as 0', () => {
    // The event has no guard rate (null) and no supervisor rate (undefined): 2.00 h each → $0.00; the manager's
    // $30 still applies (2.00 h → $60.00). No budget → budget $0.00, P/L = 0 − 60.00 = −$60.00.
    const result = payroll(
      [event({ guardPayrateCents: null, supervisorPayrateCents: undefined, payrollBudgetCents: null })],
      [guard, manager, supervisor],
      [
        entry('g', at('09:00'), at('11:00')),
        entry('m', at('09:00'), at('11:00')),
        entry('s', at('09:00'), at('11:00')),
      ],
    );
    expect(lines(result)).toEqual({ 'e1:g': [0, 200, 0], 'e1:m': [3000, 200, 6000], 'e1:s': [0, 200, 0] });
    expect(result.financial).toMatchObject([{ budgetedCents: 0, actualCents: 6000, profitLossCents: -6000 }]);
  });

  it('Profit/Loss = payrollBudget − actual expenses', () => {
    // Guard 8.00 h × $20 = $160.00, manager 4.00 h × $30 = $120.00 → actual $280.00.
    // Budget $500.00 → P/L $220.00; budget $100.00 → P/L −$180.00 (over budget).
    const entries = [entry('g', at('08:00'), at('16:00')), entry('m', at('08:00'), at('12:00'))];
    const under = payroll([event()], [guard, manager], entries).financial;
    expect(under).toMatchObject([{ budgetedCents: 50_000, actualCents: 28_000, profitLossCents: 22_000 }]);
    const over = payroll([event({ payrollBudgetCents: 10_000 })], [guard, manager], entries).financial;
    expect(over).toMatchObject([{ budgetedCents: 10_000, actualCents: 28_000, profitLossCents: -18_000 }]);
  });

  it('actual expenses = Σ rate × clipped hours', () => {
    // Guard: 07:00–09:00 → clipped 08:00–09:00 = 1 h, and 15:00–17:00 → 15:00–16:00 = 1 h: 2.00 h × $20 = $40.00.
    // Supervisor: 10:00–10:20 = 0.33 h × $25 = $8.25. Actual = 40.00 + 8.25 = $48.25 = the payroll lines' sum.
    const result = payroll(
      [event()],
      [guard, supervisor],
      [
        entry('g', at('07:00'), at('09:00')),
        entry('g', at('15:00'), at('17:00')),
        entry('s', at('10:00'), at('10:20')),
      ],
    );
    expect(lines(result)).toEqual({ 'e1:g': [2000, 200, 4000], 'e1:s': [2500, 33, 825] });
    expect(result.financial).toMatchObject([{ actualCents: 4825, profitLossCents: 50_000 - 4825 }]);
    expect(result.payroll.reduce((sum, l) => sum + l.totalPayCents, 0)).toBe(4825);
  });

  it('OT savings = rate × (raw − clipped hours)', () => {
    // Event 08:00–16:00. Guard 07:00–17:30: raw 10.5 h, clipped 8 h → 2.50 h saved × $20 = $50.00.
    // Manager 16:30–17:30 (wholly after the end): raw 1 h, clipped 0 → 1.00 h × $30 = $30.00.
    // Supervisor 14:00, no clock-out (ends at the event end): raw = clipped = 2 h → $0.00.
    // A guard entry clocked in on 28 February (before `from`) is not counted.
    const other: PayUser = { id: 'g2', roles: ['guard'] };
    const savings = computeOtSavings({
      events: [event()],
      users: [guard, manager, supervisor, other],
      entries: [
        entry('g', at('07:00'), at('17:30')),
        entry('m', at('16:30'), at('17:30')),
        entry('s', at('14:00'), null),
        entry('g2', at('07:00', '2026-02-28'), at('17:00')),
      ],
      from,
      to,
    });
    expect(savings.map((s) => [s.userId, s.payRateCents, s.savedHundredths, s.savingsCents])).toEqual([
      ['g', 2000, 250, 5000],
      ['m', 3000, 100, 3000],
      ['s', 2500, 0, 0],
    ]);
  });

  it('OT savings count events that have not ended yet', () => {
    // A running event (18 March 08:00–20:00, now 15:00): guard 07:00–12:00 → raw 5 h, clipped 4 h → 1.00 h × $20.
    const savings = computeOtSavings({
      events: [event({ startDate: at('08:00', '2026-03-18'), endDate: at('20:00', '2026-03-18') })],
      users: [guard],
      entries: [entry('g', at('07:00', '2026-03-18'), at('12:00', '2026-03-18'))],
      from,
      to,
    });
    expect(savings).toMatchObject([{ savedHundredths: 100, savingsCents: 2000 }]);
  });

  it('money is exact to the cent (no binary floating point)', () => {
    // Three guards at $0.10/h for 1.00 h each: 10 + 10 + 10 = 30 cents = $0.30 exactly (0.1 + 0.1 + 0.1 in binary
    // floating point is 0.30000000000000004).
    const dime = event({ guardPayrateCents: 10, payrollBudgetCents: 100 });
    const trio = ['a', 'b', 'c'].map((id): PayUser => ({ id, roles: ['guard'] }));
    const { financial } = payroll(
      [dime],
      trio,
      trio.map((u) => entry(u.id, at('09:00'), at('10:00'))),
    );
    expect(financial).toMatchObject([{ actualCents: 30, profitLossCents: 70 }]);
    expect(centsToDollars(financial[0]?.actualCents ?? 0)).toBe(0.3);
    expect(centsToDollars(financial[0]?.profitLossCents ?? 0)).toBe(0.7);

    // Half up, never half to even: 0.5 → 1, 1.5 → 2, 2.5 → 3, 308.5 → 309; 0.4999… stays 0.
    expect([
      roundHalfUp(1, 2),
      roundHalfUp(3, 2),
      roundHalfUp(5, 2),
      roundHalfUp(6170, 20),
      roundHalfUp(49, 100),
    ]).toEqual([1, 2, 3, 309, 0]);

    // Hours: 18 s = 0.005 h → 0.01 h (half up); 17.999 s → 0.00 h (a line of 0 h, $0); 54 s = 0.015 h → 0.02 h.
    // Pay: $0.50 × 0.01 h = 0.5 ¢ → 1 ¢; $12.34 × 0.25 h (15 min) = 308.5 ¢ → $3.09; $20.01 × 0.33 h (20 min)
    // = 660.33 ¢ → $6.60; $0.15 × 0.10 h (6 min) = 1.5 ¢ → 2 ¢.
    const t = (iso: string) => new Date(`2026-03-10T${iso}Z`);
    const cases: [number, Date, Date, number, number][] = [
      [50, t('09:00:00.000'), t('09:00:18.000'), 1, 1],
      [50, t('09:00:00.000'), t('09:00:17.999'), 0, 0],
      [100, t('09:00:00.000'), t('09:00:54.000'), 2, 2],
      [1234, t('09:00:00.000'), t('09:15:00.000'), 25, 309],
      [2001, t('09:00:00.000'), t('09:20:00.000'), 33, 660],
      [15, t('09:00:00.000'), t('09:06:00.000'), 10, 2],
    ];
    for (const [rate, clockIn, clockOut, hundredths, cents] of cases) {
      const result = payroll([event({ guardPayrateCents: rate })], [guard], [entry('g', clockIn, clockOut)]);
      expect(lines(result)).toEqual({ 'e1:g': [rate, hundredths, cents] });
    }
  });
});
