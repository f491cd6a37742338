import { describe, expect, it } from 'vitest';
import {
  adpPayDataCsv,
  type ExportPayDay,
  type ExportPayLine,
  type ExportPayRun,
  type ExportPerson,
  gustoHoursCsv,
  hundredthsOfMinutes,
  paychexSpiCsv,
  payRunCsv,
  quickbooksTimesheetsIif,
  splitName,
  timerParts,
} from './export-files.ts';

/*
 * The payroll exports of the Memorial Day worked example (docs/product/payroll-runs.md#worked-examples, week of
 * Monday 25 May 2026, 18.00/h, OT 150 % after 40 h, holiday 150 %, America/New_York), compared with files written
 * by hand, byte for byte (docs/product/payroll-exports.md).
 */

function line(
  over: Partial<ExportPayLine> & Pick<ExportPayLine, 'rateType' | 'minutes' | 'amountCents'>,
): ExportPayLine {
  return {
    adjusts: null,
    hours: hundredthsOfMinutes(over.minutes) / 100,
    rateCents: 1800,
    ownRateCents: 1800,
    ...over,
  };
}

const harbor = { customerName: 'Harbor Logistics', eventName: 'Harbor Terminal' };
const day = (date: string, rateType: ExportPayDay['rateType'], minutes: number): ExportPayDay => ({
  date,
  ...harbor,
  rateType,
  minutes,
});

function person(over: Partial<ExportPerson> & Pick<ExportPerson, 'userId' | 'name' | 'lines'>): ExportPerson {
  return {
    email: `${over.userId}@watchpost.example`,
    payrollIds: { adp: null, gusto: null, paychex: null, quickbooks: null },
    days: [],
    grossCents: over.lines.reduce((sum, l) => sum + l.amountCents, 0),
    ...over,
  };
}

const guardA = person({
  userId: 'u-a',
  name: 'Alex Able',
  payrollIds: { adp: '000123', gusto: 'g-a', paychex: 'PX-A', quickbooks: null },
  lines: [
    line({ rateType: 'REG', minutes: 1800, amountCents: 54000 }),
    line({ rateType: 'HOL', minutes: 600, rateCents: 2700, amountCents: 27000 }),
    line({ rateType: 'OT', minutes: 600, rateCents: 2700, amountCents: 27000, workweek: '2026-05-25' }),
  ],
  days: [
    day('2026-05-25', 'HOL', 600),
    day('2026-05-26', 'REG', 600),
    day('2026-05-27', 'REG', 600),
    day('2026-05-28', 'REG', 600),
    day('2026-05-29', 'OT', 600),
  ],
});

const guardB = person({
  userId: 'u-b',
  name: 'Bea Best',
  payrollIds: { adp: '000124', gusto: 'g-b', paychex: 'PX-B', quickbooks: null },
  lines: [line({ rateType: 'REG', minutes: 720, amountCents: 21600 })],
  days: [day('2026-05-30', 'REG', 720)],
});

function run(over: Partial<ExportPayRun> = {}): ExportPayRun {
  return {
    id: 'run-1',
    periodStart: '2026-05-25',
    periodEnd: '2026-05-31',
    approvedAt: '2026-06-01T14:00:00.000Z',
    companyCode: 'WP1',
    earningCodes: { OT: 'O', DT: 'D', HOL: 'H' },
    people: [guardA, guardB],
    ...over,
  };
}

/** Two own rates in a week and the OT premium of a week begun in the earlier run (payroll-runs.md examples 2, 8). */
const guardC = person({
  userId: 'u-c',
  name: 'Cy Two',
  payrollIds: { adp: '000125', gusto: 'g-c', paychex: 'PX-C', quickbooks: null },
  lines: [
    line({ rateType: 'REG', minutes: 1800, rateCents: 2000, ownRateCents: 2000, amountCents: 60000 }),
    line({ rateType: 'REG', minutes: 600, rateCents: 1600, ownRateCents: 1600, amountCents: 16000 }),
    line({
      rateType: 'ADJ',
      adjusts: 'OT',
      minutes: 600,
      rateCents: 1000,
      ownRateCents: 2000,
      amountCents: 10000,
      workweek: '2026-05-11',
    }),
  ],
});
const adjustment = {
  userId: 'u-c',
  name: 'Cy Two',
  what: 'ADJ OT premium 100.00 USD (10.00 h at 10.00/h) for week of 2026-05-11',
};

describe('figures', () => {
  it('turns minutes into hundredths of an hour exactly, half-up', () => {
    expect(hundredthsOfMinutes(600)).toBe(1000);
    expect(hundredthsOfMinutes(10)).toBe(17);
    expect(hundredthsOfMinutes(1)).toBe(2);
    expect(hundredthsOfMinutes(80)).toBe(133);
    expect(hundredthsOfMinutes(-10)).toBe(-17);
  });

  it('splits a display name at its last space', () => {
    expect(splitName('Alex Able')).toEqual({ first: 'Alex', last: 'Able' });
    expect(splitName(' Mary  Ann Lee ')).toEqual({ first: 'Mary Ann', last: 'Lee' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
  });
});

describe('the ADP Workforce Now pay-data file', () => {
  const heading = 'Co Code,Batch ID,File #,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount\r\n';

  it('writes the worked example as the file written by hand', () => {
    const file = adpPayDataCsv(run());
    expect(file.fileName).toBe('PRWP1EPI.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.text).toBe(`${heading}WP1,260531,000123,30.00,10.00,H,10.00\r\nWP1,260531,000124,12.00,,,\r\n`);
    expect(file.rows).toBe(2);
    expect(file.manual).toEqual([]);
  });

  it('writes double time on a second row, and hours without an earning code in manual', () => {
    const withDt = person({
      ...guardA,
      lines: [...guardA.lines, line({ rateType: 'DT', minutes: 90, rateCents: 3600, amountCents: 5400 })],
    });
    expect(adpPayDataCsv(run({ people: [withDt] })).text).toBe(
      `${heading}WP1,260531,000123,30.00,10.00,H,10.00\r\nWP1,260531,000123,,,D,1.50\r\n`,
    );
    const noCodes = adpPayDataCsv(run({ people: [withDt], earningCodes: { OT: null, DT: null, HOL: null } }));
    expect(noCodes.text).toBe(`${heading}WP1,260531,000123,30.00,10.00,,\r\n`);
    expect(noCodes.manual).toEqual([
      { userId: 'u-a', name: 'Alex Able', what: 'HOL 10.00 h (270.00 USD): no ADP earning code set for HOL' },
      { userId: 'u-a', name: 'Alex Able', what: 'DT 1.50 h (54.00 USD): no ADP earning code set for DT' },
    ]);
  });

  it('puts an ADJ line in manual, never in the file', () => {
    const file = adpPayDataCsv(run({ people: [guardC], periodStart: '2026-05-16' }));
    expect(file.text).toBe(`${heading}WP1,260531,000125,40.00,,,\r\n`);
    expect(file.manual).toEqual([adjustment]);
  });

  it('pads a two-character company code in the file name, and needs one', () => {
    expect(adpPayDataCsv(run({ companyCode: 'W1' })).fileName).toBe('PRW1_EPI.csv');
    expect(() => adpPayDataCsv(run({ companyCode: null }))).toThrow(/company code/);
    const noId = person({ ...guardB, payrollIds: { ...guardB.payrollIds, adp: null } });
    expect(() => adpPayDataCsv(run({ people: [noId] }))).toThrow(/no adp id/);
  });
});

describe('the Gusto hours CSV', () => {
  const heading =
    'last_name,first_name,gusto_employee_id,title,regular_hours,overtime_hours,double_overtime_hours,holiday_hours\r\n';

  it('writes the worked example as the file written by hand', () => {
    const file = gustoHoursCsv(run());
    expect(file.fileName).toBe('gusto-hours-2026-05-25-2026-05-31.csv');
    expect(file.text).toBe(`${heading}Able,Alex,g-a,,30.00,10.00,,10.00\r\nBest,Bea,g-b,,12.00,,,\r\n`);
    expect(file.rows).toBe(2);
    expect(file.manual).toEqual([]);
  });

  it('writes a row per own rate, titled by the rate, and an ADJ line in manual', () => {
    const file = gustoHoursCsv(run({ people: [guardC] }));
    expect(file.text).toBe(`${heading}Two,Cy,g-c,20.00,30.00,,,\r\nTwo,Cy,g-c,16.00,10.00,,,\r\n`);
    expect(file.manual).toEqual([adjustment]);
  });

  it('takes the template titles, and reports holiday hours in manual when there is no holiday column', () => {
    const file = gustoHoursCsv(run(), {
      lastName: 'Last Name',
      firstName: 'First Name',
      employeeId: null,
      regularHours: 'Regular Hours',
      overtimeHours: 'Overtime Hours',
      doubleOvertimeHours: null,
      holidayHours: null,
    });
    expect(file.text).toBe(
      'Last Name,First Name,title,Regular Hours,Overtime Hours\r\n' +
        'Able,Alex,,30.00,10.00\r\n' +
        'Best,Bea,,12.00,\r\n',
    );
    expect(file.manual).toEqual([
      {
        userId: 'u-a',
        name: 'Alex Able',
        what: 'HOL 10.00 h at own rate 18.00 (270.00 USD): the Gusto template has no column for it',
      },
    ]);
  });

  it('neutralises a name a spreadsheet would run as a formula', () => {
    const evil = person({ ...guardB, name: '=Eve Evil' });
    expect(gustoHoursCsv(run({ people: [evil] })).text).toBe(`${heading}Evil,'=Eve,g-b,,12.00,,,\r\n`);
  });
});

describe('the Paychex Flex SPI file', () => {
  const heading =
    'CLIENT ID,WORKER ID,ORG,JOB NUMBER,PAY COMPONENT,RATE,RATE NUMBER,HOURS,UNITS,LINE DATE,AMOUNT,' +
    'CHECK SEQ NUMBER,OVERRIDE STATE,OVERRIDE LOCAL,OVERRIDE LOCAL JURISDICTION,LABOR ASSIGNMENT\r\n';

  it('writes the worked example as the file written by hand', () => {
    const file = paychexSpiCsv(run());
    expect(file.fileName).toBe('paychex-spi-2026-05-25-2026-05-31.csv');
    expect(file.text).toBe(
      heading +
        'WP1,PX-A,,,Hourly,18.00,,30.00,,,,,,,,\r\n' +
        'WP1,PX-A,,,H,18.00,,10.00,,,,,,,,\r\n' +
        'WP1,PX-A,,,O,18.00,,10.00,,,,,,,,\r\n' +
        'WP1,PX-B,,,Hourly,18.00,,12.00,,,,,,,,\r\n',
    );
    expect(file.rows).toBe(4);
    expect(file.manual).toEqual([]);
  });

  it('falls back to the documented pay components without earning codes', () => {
    const file = paychexSpiCsv(run({ people: [guardA], earningCodes: { OT: null, DT: null, HOL: null } }));
    expect(file.text).toBe(
      heading +
        'WP1,PX-A,,,Hourly,18.00,,30.00,,,,,,,,\r\n' +
        'WP1,PX-A,,,Holiday,18.00,,10.00,,,,,,,,\r\n' +
        'WP1,PX-A,,,Overtime,18.00,,10.00,,,,,,,,\r\n',
    );
  });

  it('writes a row per own rate and an ADJ line as an amount alone, a negative amount untouched', () => {
    const takeBack = line({ rateType: 'ADJ', adjusts: 'REG', minutes: -150, amountCents: -4500 });
    const file = paychexSpiCsv(run({ people: [{ ...guardC, lines: [...guardC.lines, takeBack] }] }));
    expect(file.text).toBe(
      heading +
        'WP1,PX-C,,,Hourly,20.00,,30.00,,,,,,,,\r\n' +
        'WP1,PX-C,,,Hourly,16.00,,10.00,,,,,,,,\r\n' +
        'WP1,PX-C,,,O,,,,,,100.00,,,,,\r\n' +
        'WP1,PX-C,,,Hourly,,,,,,-45.00,,,,,\r\n',
    );
    expect(file.manual).toEqual([]);
  });
});

describe('the QuickBooks Desktop timesheets IIF', () => {
  const heading =
    '!TIMERHDR\tVER\tREL\tCOMPANYNAME\tIMPORTEDBEFORE\tFROMTIMER\tCOMPANYCREATETIME\r\n' +
    'TIMERHDR\t8\t0\tWatchpost Security LLC\tN\tY\t1234567890\r\n' +
    '!TIMEACT\tDATE\tJOB\tEMP\tITEM\tPITEM\tDURATION\tPROJ\tNOTE\tXFERTOPAYROLL\tBILLINGSTATUS\r\n';
  const company = { companyName: 'Watchpost Security LLC', companyCreateTime: '1234567890' };

  it('writes the worked example as the file written by hand', () => {
    const file = quickbooksTimesheetsIif(run(), company);
    expect(file.fileName).toBe('quickbooks-timesheets-2026-05-25-2026-05-31.iif');
    expect(file.contentType).toBe('application/octet-stream');
    expect(file.text).toBe(
      heading +
        'TIMEACT\t05/25/26\tHarbor Logistics:Harbor Terminal\tAlex Able\t\tH\t10:00\t\t\tY\t0\r\n' +
        'TIMEACT\t05/26/26\tHarbor Logistics:Harbor Terminal\tAlex Able\t\tHourly Rate\t10:00\t\t\tY\t0\r\n' +
        'TIMEACT\t05/27/26\tHarbor Logistics:Harbor Terminal\tAlex Able\t\tHourly Rate\t10:00\t\t\tY\t0\r\n' +
        'TIMEACT\t05/28/26\tHarbor Logistics:Harbor Terminal\tAlex Able\t\tHourly Rate\t10:00\t\t\tY\t0\r\n' +
        'TIMEACT\t05/29/26\tHarbor Logistics:Harbor Terminal\tAlex Able\t\tO\t10:00\t\t\tY\t0\r\n' +
        'TIMEACT\t05/30/26\tHarbor Logistics:Harbor Terminal\tBea Best\t\tHourly Rate\t12:00\t\t\tY\t0\r\n',
    );
    expect(file.rows).toBe(6);
    expect(file.manual).toEqual([]);
  });

  it('uses the default payroll items, the QuickBooks name when set, and one row per day, job and item', () => {
    const named = person({
      ...guardB,
      payrollIds: { ...guardB.payrollIds, quickbooks: 'Best, Bea' },
      days: [
        day('2026-05-31', 'HOL', 45),
        { date: '2026-05-30', customerName: 'Pier 9', eventName: 'Gate', rateType: 'DT', minutes: 30 },
        day('2026-05-31', 'HOL', 30),
      ],
    });
    const file = quickbooksTimesheetsIif(run({ people: [named], earningCodes: { OT: null, DT: null, HOL: null } }), {
      serviceItem: 'Guarding',
    });
    expect(file.text).toBe(
      '!TIMERHDR\tVER\tREL\tCOMPANYNAME\tIMPORTEDBEFORE\tFROMTIMER\tCOMPANYCREATETIME\r\n' +
        'TIMERHDR\t8\t0\t\tN\tY\t\r\n' +
        '!TIMEACT\tDATE\tJOB\tEMP\tITEM\tPITEM\tDURATION\tPROJ\tNOTE\tXFERTOPAYROLL\tBILLINGSTATUS\r\n' +
        'TIMEACT\t05/30/26\tPier 9:Gate\tBest, Bea\tGuarding\tDouble-time Rate\t0:30\t\t\tY\t0\r\n' +
        'TIMEACT\t05/31/26\tHarbor Logistics:Harbor Terminal\tBest, Bea\tGuarding\tHoliday\t1:15\t\t\tY\t0\r\n',
    );
  });

  it('writes a day of 24 hours or more as two rows, each under 24:00', () => {
    expect(timerParts(1439)).toEqual([1439]);
    expect(timerParts(1440)).toEqual([720, 720]);
    expect(timerParts(1501)).toEqual([751, 750]);
    const longDay = person({ ...guardB, days: [day('2026-11-01', 'REG', 1440)] });
    const file = quickbooksTimesheetsIif(run({ people: [longDay] }), company);
    expect(file.text).toBe(
      heading +
        'TIMEACT\t11/01/26\tHarbor Logistics:Harbor Terminal\tBea Best\t\tHourly Rate\t12:00\t\t\tY\t0\r\n' +
        'TIMEACT\t11/01/26\tHarbor Logistics:Harbor Terminal\tBea Best\t\tHourly Rate\t12:00\t\t\tY\t0\r\n',
    );
    expect(file.rows).toBe(2);
  });

  it('puts an ADJ line in manual', () => {
    expect(quickbooksTimesheetsIif(run({ people: [guardC] }), company)).toMatchObject({
      text: heading,
      rows: 0,
      manual: [adjustment],
    });
  });
});

describe('the plain pay-run CSV', () => {
  const heading =
    'Name,Email,ADP File #,Gusto ID,Paychex ID,QuickBooks Name,Rate Type,Adjusts,Workweek,Minutes,Hours,Rate,' +
    'Own Rate,Amount,Gross\r\n';

  it('writes the worked example as the file written by hand', () => {
    const file = payRunCsv(run());
    expect(file.fileName).toBe('pay-run-2026-05-25-2026-05-31.csv');
    expect(file.text).toBe(
      heading +
        'Alex Able,u-a@watchpost.example,000123,g-a,PX-A,,REG,,,1800,30.00,18.00,18.00,540.00,1080.00\r\n' +
        'Alex Able,u-a@watchpost.example,000123,g-a,PX-A,,HOL,,,600,10.00,27.00,18.00,270.00,1080.00\r\n' +
        'Alex Able,u-a@watchpost.example,000123,g-a,PX-A,,OT,,2026-05-25,600,10.00,27.00,18.00,270.00,1080.00\r\n' +
        'Bea Best,u-b@watchpost.example,000124,g-b,PX-B,,REG,,,720,12.00,18.00,18.00,216.00,216.00\r\n',
    );
    expect(file.rows).toBe(4);
  });

  it('neutralises formula text, quotes only where RFC 4180 needs it, and leaves negative figures alone', () => {
    const evil = person({
      userId: 'u-e',
      name: '=HYPERLINK("x"),Eve',
      email: '@eve',
      lines: [line({ rateType: 'ADJ', adjusts: 'REG', minutes: -150, amountCents: -4500 })],
    });
    expect(payRunCsv(run({ people: [evil] })).text).toBe(
      `${heading}"'=HYPERLINK(""x""),Eve",'@eve,,,,,ADJ,REG,,-150,-2.50,18.00,18.00,-45.00,-45.00\r\n`,
    );
  });
});
