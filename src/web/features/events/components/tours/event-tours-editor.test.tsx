import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Checkpoint, Tour } from '../../../../../shared/contract/tours.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { fieldsRefused, mockFetch, renderWithProviders } from '../../../../test/utils.tsx';
import type { CheckpointsMapProps } from './checkpoints-map.tsx';
import EventToursEditor from './event-tours-editor.tsx';

// The Leaflet map is replaced by a stand-in that hands over a click on the map.
vi.mock('./checkpoints-map.tsx', () => ({
  default: (props: CheckpointsMapProps) => (
    <section aria-label={props.label}>
      <span data-testid="map-checkpoints">{props.checkpoints.map((c) => c.name).join(',')}</span>
      {props.canPlace ? (
        <button type="button" onClick={() => props.onPick({ lat: 41.88, lng: -87.63 })}>
          click the map
        </button>
      ) : null}
    </section>
  ),
}));

const eventId = '00000000-0000-4000-8000-0000000000e1';
const base = `/api/v1/events/${eventId}`;
const gateId = '00000000-0000-4000-8000-0000000000a1';
const dockId = '00000000-0000-4000-8000-0000000000a2';
const checkpoint = (id: string, name: string, extra: Partial<Checkpoint> = {}): Checkpoint => ({
  id,
  eventId,
  name,
  latitude: 41.88,
  longitude: -87.63,
  radiusMeters: 30,
  instructions: null,
  scanUrl: `https://watchpost.test/field/scan/token-${name}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const round: Tour = {
  id: '00000000-0000-4000-8000-0000000000b1',
  eventId,
  name: 'Night round',
  checkpointIds: [gateId, dockId],
  ordered: true,
  startTime: '22:00',
  endTime: '06:00',
  everyMinutes: 120,
  graceMinutes: 15,
};

function serve(initial: { checkpoints?: Checkpoint[]; tours?: Tour[]; failList?: boolean } = {}) {
  const state = {
    checkpoints: initial.checkpoints ?? [checkpoint(gateId, 'Gate'), checkpoint(dockId, 'Dock')],
    tours: initial.tours ?? [round],
  };
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockFetch({
    [`GET ${base}`]: { body: { id: eventId, latitude: 41.88, longitude: -87.63, timeZone: 'America/Chicago' } },
    [`GET ${base}/geofences`]: { body: { items: [] } },
    [`GET ${base}/restricted-areas`]: { body: { items: [] } },
    [`GET ${base}/checkpoints`]: () =>
      initial.failList
        ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } }
        : { body: { items: state.checkpoints } },
    [`GET ${base}/tours`]: () => ({ body: { items: state.tours } }),
    [`POST ${base}/checkpoints`]: ({ body }) => {
      sent.push({ method: 'POST', path: 'checkpoints', body });
      if ((body as { name: string }).name === 'Taken') {
        return fieldsRefused({ name: 'Required' });
      }
      state.checkpoints = [...state.checkpoints, checkpoint('00000000-0000-4000-8000-0000000000a3', 'Lobby')];
      return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000a3' } };
    },
    [`POST /api/v1/checkpoints/${gateId}/rotate-token`]: () => {
      sent.push({ method: 'POST', path: 'rotate', body: undefined });
      return { body: checkpoint(gateId, 'Gate', { scanUrl: 'https://watchpost.test/field/scan/new' }) };
    },
    [`DELETE /api/v1/checkpoints/${dockId}`]: () => {
      sent.push({ method: 'DELETE', path: 'checkpoints/dock', body: undefined });
      state.checkpoints = state.checkpoints.filter((c) => c.id !== dockId);
      state.tours = state.tours.map((t) => ({ ...t, checkpointIds: [gateId] }));
      return { status: 204 };
    },
    [`POST ${base}/tours`]: ({ body }) => {
      sent.push({ method: 'POST', path: 'tours', body });
      return { status: 201, body: { id: 'new' } };
    },
    [`PATCH /api/v1/tours/${round.id}`]: ({ body }) => {
      sent.push({ method: 'PATCH', path: 'tours/round', body });
      return { body: { ...round, ...(body as object) } };
    },
    [`DELETE /api/v1/tours/${round.id}`]: () => {
      sent.push({ method: 'DELETE', path: 'tours/round', body: undefined });
      state.tours = [];
      return { status: 204 };
    },
  });
  return sent;
}

const wait = { timeout: 5000 };

afterEach(async () => {
  await i18n.changeLanguage('en');
  Reflect.deleteProperty(window, 'NDEFReader');
});

describe('checkpoints and tours editor', () => {
  it('lists checkpoints and tours with their window, recurrence, grace and order; no NFC without Web NFC', async () => {
    serve();
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    const tours = await screen.findByRole('list', { name: 'Tours' }, wait);
    expect(within(tours).getByText('Night round')).toBeTruthy();
    expect(within(tours).getByText('22:00–06:00 · every 120 min · grace 15 min · in order')).toBeTruthy();
    expect(within(tours).getByText('Gate → Dock')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Checkpoints' });
    expect(within(list).getAllByText('Radius 30 m')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Gate' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy scan URL' }, wait)).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Write NFC tag' })).toBeNull();
  });

  it('offers Write NFC tag where the browser has Web NFC, and writes the scan URL', async () => {
    const written: unknown[] = [];
    Object.defineProperty(window, 'NDEFReader', {
      configurable: true,
      value: class {
        write(message: unknown) {
          written.push(message);
          return Promise.resolve();
        }
      },
    });
    serve();
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    const list = await screen.findByRole('list', { name: 'Checkpoints' }, wait);
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Gate' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Write NFC tag' }, wait));
    await waitFor(
      () =>
        expect(written).toEqual([
          { records: [{ recordType: 'url', data: 'https://watchpost.test/field/scan/token-Gate' }] },
        ]),
      wait,
    );
  });

  it('places a checkpoint where the map is clicked, 30 m by default, and shows a refusal beside its field', async () => {
    const sent = serve();
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'click the map' }, wait));
    let dialog = await screen.findByRole('dialog', { name: 'New checkpoint' }, wait);
    expect((within(dialog).getByLabelText('Radius (m)') as HTMLInputElement).value).toBe('30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required', {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(await within(dialog).findByText('Required', {}, wait)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Lobby' } });
    fireEvent.change(within(dialog).getByLabelText('Instructions for the guard'), { target: { value: 'Lock up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(sent[1]).toEqual({
      method: 'POST',
      path: 'checkpoints',
      body: { name: 'Lobby', latitude: 41.88, longitude: -87.63, radiusMeters: 30, instructions: 'Lock up' },
    });
    expect(await screen.findByText('Lobby', {}, wait)).toBeTruthy();
    dialog = screen.getByRole('list', { name: 'Checkpoints' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('rotates a token and removes a checkpoint only after asking', async () => {
    const sent = serve();
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    const list = await screen.findByRole('list', { name: 'Checkpoints' }, wait);
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Gate' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rotate token' }, wait));
    let confirm = await screen.findByRole('dialog', { name: 'Rotate the token of Gate?' }, wait);
    expect(within(confirm).getByText(/stop working/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(sent).toEqual([]);
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Gate' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rotate token' }, wait));
    confirm = await screen.findByRole('dialog', { name: 'Rotate the token of Gate?' }, wait);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate token' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: 'rotate', body: undefined }]), wait);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    fireEvent.click(await within(list).findByRole('button', { name: 'Actions for Dock' }, wait));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }, wait));
    confirm = await screen.findByRole('dialog', { name: 'Delete Dock?' }, wait);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('map-checkpoints').textContent).toBe('Gate'), wait);
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: 'checkpoints/dock', body: undefined });
  });

  it('adds a tour with checkpoints in order and edits and removes one', async () => {
    const sent = serve();
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    await screen.findByRole('list', { name: 'Tours' }, wait);
    fireEvent.click(screen.getByRole('button', { name: 'Add tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tour' }, wait);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Dawn' } });
    for (const name of ['Dock', 'Gate']) {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Add a checkpoint' }));
      fireEvent.click(await screen.findByRole('option', { name }, wait));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Gate up' }));
    fireEvent.change(within(dialog).getByLabelText('Every (minutes)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at least 5', {}, wait)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Every (minutes)'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Must be walked in this order' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'tours',
        body: {
          name: 'Dawn',
          checkpointIds: [gateId, dockId],
          ordered: true,
          startTime: '22:00',
          endTime: '06:00',
          everyMinutes: 60,
          graceMinutes: 15,
        },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Night round' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit tour' }, wait);
    expect(within(edit).getByText(/apply to runs starting from now/)).toBeTruthy();
    fireEvent.change(within(edit).getByLabelText('Grace (minutes)'), { target: { value: '20' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[1]).toMatchObject({ method: 'PATCH', body: { graceMinutes: 20 } }), wait);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Night round' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Night round?' }, wait);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No tours yet.', {}, wait)).toBeTruthy();
  });

  it('says why Add tour is off with no checkpoints, and shows a load failure with Retry', async () => {
    serve({ checkpoints: [], tours: [] });
    const { unmount } = renderWithProviders(<EventToursEditor eventId={eventId} />);
    expect(await screen.findByText('No checkpoints yet. Click the map to place the first.', {}, wait)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add tour' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Place checkpoints on the map first.').length).toBeGreaterThan(0);
    unmount();
    serve({ failList: true });
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    expect(await screen.findByRole('button', { name: 'Try again' }, wait)).toBeTruthy();
  });

  it('speaks the page language', async () => {
    serve();
    await i18n.changeLanguage('ar');
    renderWithProviders(<EventToursEditor eventId={eventId} />);
    expect(await screen.findByRole('list', { name: 'الجولات' }, wait)).toBeTruthy();
    expect(screen.getByText('طباعة الملصقات')).toBeTruthy();
  });
});
