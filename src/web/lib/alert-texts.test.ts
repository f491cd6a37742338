import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { type AlertTextSource, alertText, alertTitle, alertTypeLabel } from './alert-texts.ts';

let arabic: () => ReturnType<typeof i18n.getFixedT<'alerts'>>;
const english = () => i18n.getFixedT('en', 'alerts');
const eventRef = ' event: 00000000-0000-4000-8000-000000000001';

function alert(overrides: Partial<AlertTextSource>): AlertTextSource {
  return { type: 'SOS', title: 'SOS: Ann North', message: null, params: null, ...overrides };
}

describe('alert titles and texts', () => {
  beforeEach(async () => {
    // Arabic's translation files load when it is chosen (the test setup puts English back after each test).
    await i18n.changeLanguage('ar');
    const t = i18n.getFixedT('ar', 'alerts');
    arabic = () => t;
  });

  it('writes them from type and params in the reader’s language', () => {
    const exit = alert({
      type: 'Geofence Exit',
      title: 'Geofence exit: Ann North',
      message: `Ann North left the allowed zones at Mall Day.${eventRef}`,
      params: { name: 'Ann North', eventName: 'Mall Day' },
    });
    expect(alertTitle(arabic(), exit)).toBe('خروج من السياج الجغرافي: Ann North');
    expect(alertTypeLabel(arabic(), exit)).toBe('خروج من السياج الجغرافي');
    expect(alertTypeLabel(arabic(), { type: 'eventAssigned', params: null })).toBe('إسناد فعالية');
    expect(alertTypeLabel(arabic(), { type: 'Camera Offline', params: null })).toBe('Camera Offline');
    expect(alertText(arabic(), exit)).toBe('غادر Ann North المناطق المسموح بها في Mall Day.');
    // The English reads as the server stored it, without the event reference (the event is shown by name).
    expect(alertTitle(english(), exit)).toBe(exit.title);
    expect(alertText(english(), exit)).toBe('Ann North left the allowed zones at Mall Day.');
  });

  it('picks the sentence the params call for', () => {
    const t = english();
    expect(
      alertTitle(t, alert({ type: 'Geofence Exit', params: { name: 'Ann', metres: 2200, eventName: 'Mall Day' } })),
    ).toBe('Off-site clock-in: Ann');
    expect(
      alertText(t, alert({ type: 'Geofence Exit', params: { name: 'Ann', metres: 2200, eventName: 'Mall Day' } })),
    ).toBe('Ann clocked in 2,200 m outside the allowed zones of Mall Day.');
    expect(alertText(t, alert({ type: 'Restricted Area Entry', params: { name: 'Ann', zoneTitle: 'Vault' } }))).toBe(
      'Ann entered the restricted zone “Vault”.',
    );
    expect(alertText(t, alert({ type: 'Break Overrun', params: { name: 'Ann', lengthOfBreak: 15 } }))).toBe(
      "Ann's 15-minute break has run over and is still going.",
    );
    expect(alertText(t, alert({ type: 'Break Overrun', params: { name: 'Ann', lengthOfBreak: 15, minutes: 4 } }))).toBe(
      "Ann's 15-minute break ran 4 minutes over.",
    );
    expect(
      alertText(
        t,
        alert({
          type: 'Watch List Match',
          params: { name: 'Joe', matchedOn: 'plate', reason: 'Tailgating', by: 'Desk', eventName: 'Fair' },
        }),
      ),
    ).toBe('Joe matches the watch list by vehicle plate at Fair: Tailgating. Check-in attempted by Desk.');
    expect(alertTitle(t, alert({ type: 'eventUnassigned', params: { name: 'Ann', eventName: 'Fair' } }))).toBe(
      'Event unassigned: Ann',
    );
  });

  it('keeps the stored English for an alert without params or of an unknown type', () => {
    const old = alert({ title: 'SOS — Ann North', message: `Ann North pressed the SOS button.${eventRef}` });
    expect(alertTitle(arabic(), old)).toBe('SOS — Ann North');
    expect(alertText(arabic(), old)).toBe('Ann North pressed the SOS button.');
    const unknown = alert({ type: 'Camera Offline', title: 'Camera offline: Gate 2', params: { name: 'Gate 2' } });
    expect(alertTitle(arabic(), unknown)).toBe('Camera offline: Gate 2');
  });

  it('shows a guard’s own SOS words as written', () => {
    const own = alert({
      message: `Fight at the north gate${eventRef}`,
      params: { name: 'Ann North', eventName: 'Mall Day', ownWords: true },
    });
    expect(alertText(arabic(), own)).toBe('Fight at the north gate');
    expect(alertText(arabic(), { ...own, params: { name: 'Ann North' } })).toBe('أطلق Ann North نداء استغاثة (SOS).');
  });

  it('writes the attendance alerts, with the lateness once a missed clock-in is closed', () => {
    const missed = alert({
      type: 'Missed Clock-In',
      title: 'Missed clock-in: Ann',
      params: { name: 'Ann', post: 'Gate 3', eventName: 'Fair', minutes: 12 },
    });
    expect(alertTitle(english(), missed)).toBe('Missed clock-in: Ann');
    expect(alertText(english(), missed)).toBe(
      'Ann has not clocked in for the Gate 3 shift at Fair that started 12 minutes ago.',
    );
    const closed = { ...missed, params: { ...missed.params, lateMinutes: 23 } };
    expect(alertText(english(), closed)).toBe('Ann clocked in 23 minutes late for the Gate 3 shift at Fair.');
    expect(alertText(arabic(), closed)).toBe('سجّل Ann حضوره متأخرًا 23 دقيقة في وردية Gate 3 في Fair.');
    const early = alert({
      type: 'Left Early',
      params: { name: 'Ann', post: 'Gate 3', eventName: 'Fair', minutes: 40 },
    });
    expect(alertTypeLabel(arabic(), early)).toBe('مغادرة مبكرة');
    expect(alertText(english(), early)).toBe('Ann clocked out 40 minutes before the end of the Gate 3 shift at Fair.');
  });
});

describe('a missed patrol visit', () => {
  it('names the guard, the site, the window as times and the route, in the reader’s language', async () => {
    const missed = alert({
      type: 'Missed Patrol Visit',
      title: 'Missed patrol visit: Ann North',
      params: {
        name: 'Ann North',
        eventName: 'Harbor Terminal',
        routeName: 'Night patrol',
        windowStart: '2026-12-07T22:00:00.000Z',
        windowEnd: '2026-12-07T23:00:00.000Z',
      },
    });
    const start = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(
      new Date('2026-12-07T22:00:00.000Z'),
    );
    await i18n.changeLanguage('en');
    expect(alertTitle(english(), missed)).toBe('Missed patrol visit: Ann North');
    expect(alertTypeLabel(english(), missed)).toBe('Missed patrol visit');
    expect(alertText(english(), missed)).toMatch(
      new RegExp(`^Ann North did not visit Harbor Terminal between ${start} and .+ \\(route Night patrol\\)\\.$`),
    );
    await i18n.changeLanguage('tr');
    expect(alertText(i18n.getFixedT('tr', 'alerts'), missed)).toContain('Harbor Terminal konumunu ziyaret etmedi');
    await i18n.changeLanguage('jp');
    expect(alertTitle(i18n.getFixedT('jp', 'alerts'), missed)).toBe('パトロール訪問漏れ: Ann North');
  });
});
