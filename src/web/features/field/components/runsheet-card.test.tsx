import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Runsheet, RunsheetStop } from '../../../../shared/contract/patrol-routes.ts';
import { renderApp } from '../../../test/utils.tsx';
import { loadRunsheet } from '../api/field-runsheet.ts';
import { memoryRunsheetStore } from '../runsheet-store.ts';
import { fieldDay, fieldEvent, mockFieldApi } from './field.test-data.ts';

const minute = 60_000;
const from = (minutes: number) => new Date(Date.now() + minutes * minute).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

function stop(over: Partial<RunsheetStop> & Pick<RunsheetStop, 'stopId' | 'position' | 'eventName'>): RunsheetStop {
  return {
    eventId: id(90 + over.position),
    timeZone: 'UTC',
    address: null,
    lat: null,
    lng: null,
    windowStartsAt: from(-30),
    windowEndsAt: from(30),
    status: 'open',
    visitedAt: null,
    checkpoints: [],
    ...over,
  };
}

/** Tonight: Harbor visited, North Mall open now (one of two checkpoints scanned) and next, Depot later. */
function runsheet(over: Partial<Runsheet> = {}): Runsheet {
  return {
    assignmentId: id(40),
    routeId: id(10),
    routeName: 'Night patrol',
    shift: {
      id: id(50),
      eventId: id(91),
      eventName: 'Harbor Terminal',
      post: 'Mobile 1',
      startAt: from(-120),
      endAt: from(360),
      people: [{ id: id(60), name: 'Gus Guard' }],
    },
    stops: [
      stop({
        stopId: id(31),
        position: 1,
        eventName: 'Harbor Terminal',
        windowStartsAt: from(-90),
        windowEndsAt: from(-40),
        status: 'visited',
        visitedAt: from(-60),
        checkpoints: [{ id: id(21), name: 'Gate', scannedAt: from(-60) }],
      }),
      stop({
        stopId: id(32),
        position: 2,
        eventName: 'North Mall',
        address: '1 Mall Road',
        lat: 41.9,
        lng: -87.6,
        checkpoints: [
          { id: id(22), name: 'Lobby', scannedAt: from(-5) },
          { id: id(23), name: 'Car park', scannedAt: null },
        ],
      }),
      stop({
        stopId: id(33),
        position: 3,
        eventName: 'Depot',
        windowStartsAt: from(60),
        windowEndsAt: from(120),
        status: 'upcoming',
      }),
    ],
    nextStopId: id(32),
    now: new Date().toISOString(),
    ...over,
  };
}

const today = () => fieldDay({ events: [fieldEvent({ id: id(91) })] });

describe("tonight's runsheet on the guard's phone", () => {
  it('shows the stops in order with their state, the scanned checkpoints and directions to the next stop', async () => {
    const reads: number[] = [];
    mockFieldApi(id(1), today, undefined, {
      'GET /api/v1/field/runsheet': () => {
        reads.push(Date.now());
        return { body: runsheet() };
      },
    });
    renderApp('/field');
    const card = await screen.findByTestId('field-runsheet', {}, { timeout: 15_000 });
    expect(within(card).getByText('Night patrol')).toBeTruthy();
    const stops = within(card).getAllByTestId('runsheet-stop');
    expect(
      stops.map((s) => [
        s.textContent?.includes('Harbor') ? 'Harbor' : s.textContent?.includes('Mall') ? 'Mall' : 'Depot',
        s.getAttribute('data-status'),
      ]),
    ).toEqual([
      ['Harbor', 'visited'],
      ['Mall', 'open'],
      ['Depot', 'upcoming'],
    ]);
    const next = stops[1] as HTMLElement;
    expect(next.getAttribute('aria-current')).toBe('step');
    expect(within(next).getByText('Next')).toBeTruthy();
    expect(within(next).getByText('Open now')).toBeTruthy();
    expect(within(next).getByRole('list', { name: 'Checkpoints: 1 of 2 scanned' })).toBeTruthy();
    expect(within(next).getByLabelText(/^Lobby: scanned at/)).toBeTruthy();
    expect(within(next).getByLabelText('Car park: not scanned yet')).toBeTruthy();
    const maps = within(next).getByRole('link', { name: 'Directions in Maps' });
    expect(maps.getAttribute('href')).toContain('41.9,-87.6');
    expect(within(stops[0] as HTMLElement).queryByRole('link')).toBeNull();

    // An action sent through the queue (a scan, here a clock-in) reads the runsheet again.
    const before = reads.length;
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
  });

  it('is not there without a route tonight', async () => {
    mockFieldApi(id(2), today, undefined, {
      'GET /api/v1/field/runsheet': {
        body: {
          assignmentId: null,
          routeId: null,
          routeName: null,
          shift: null,
          stops: [],
          nextStopId: null,
          now: new Date().toISOString(),
        },
      },
    });
    renderApp('/field');
    await screen.findByTestId('field-status', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByTestId('field-runsheet')).toBeNull());
  });

  it('keeps the last runsheet for the guard, and shows it when the server cannot be reached', async () => {
    const kept = memoryRunsheetStore();
    mockFieldApi(id(3), today, undefined, { 'GET /api/v1/field/runsheet': { body: runsheet() } });
    const online = await loadRunsheet(id(3), undefined, kept);
    expect(online.fromDevice).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await loadRunsheet(id(3), undefined, kept);
    expect(offline.fromDevice).toBe(true);
    expect(offline.runsheet.routeName).toBe('Night patrol');
    // Nothing kept for another guard on this phone.
    await expect(loadRunsheet(id(4), undefined, kept)).rejects.toMatchObject({ status: 0 });
  });
});
