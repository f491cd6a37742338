import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Geofence, RestrictedArea } from '../../../../../shared/contract/events.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { bowtie, square } from '../../../../lib/zone-shapes.test-data.ts';
import { disabledReasonOf, fieldsRefused, mockFetch, renderWithProviders } from '../../../../test/utils.tsx';
import EventZonesEditor from './event-zones-editor.tsx';
import type { ZonesMapProps } from './zones-map.tsx';

// The Leaflet map is replaced by a stand-in that hands over outlines as if they had been drawn or dragged.
vi.mock('./zones-map.tsx', () => ({
  default: (props: ZonesMapProps) => (
    <section aria-label={props.label}>
      <span data-testid="map-zones">{props.zones.map((z) => z.key).join(',')}</span>
      <button type="button" onClick={() => props.onDrawn(square)}>
        draw square
      </button>
      <button type="button" onClick={() => props.onDrawn(bowtie)}>
        draw bowtie
      </button>
      <button type="button" onClick={() => props.editingKey && props.onOutlineEdited(props.editingKey, moved)}>
        drag a point
      </button>
      <span data-testid="map-editing">{props.editingKey ?? ''}</span>
    </section>
  ),
}));

const eventId = '00000000-0000-4000-8000-0000000000e1';
const base = `/api/v1/events/${eventId}`;
const moved = [...square.slice(0, 3), { lat: 41.869, lng: -87.631 }];
const gate: Geofence = {
  id: 'g1',
  eventId,
  title: 'Gate',
  zoneType: 'Allowed zone',
  polygon: square,
  createdAt: '',
  updatedAt: '',
};
const stage: RestrictedArea = {
  id: 'r1',
  eventId,
  title: 'Stage',
  description: null,
  polygon: square,
  createdAt: '',
};

function serve(initial: { geofences?: Geofence[]; areas?: RestrictedArea[] } = {}) {
  const state = { geofences: initial.geofences ?? [gate], areas: initial.areas ?? [stage] };
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockFetch({
    [`GET ${base}`]: { body: { id: eventId, latitude: 41.88, longitude: -87.63 } },
    [`GET ${base}/geofences`]: () => ({ body: { items: state.geofences } }),
    [`GET ${base}/restricted-areas`]: () => ({ body: { items: state.areas } }),
    [`POST ${base}/geofences`]: ({ body }) => {
      sent.push({ method: 'POST', path: 'geofences', body });
      const created = { ...gate, id: 'g2', ...(body as object) } as Geofence;
      state.geofences = [...state.geofences, created];
      return { status: 201, body: created };
    },
    [`POST ${base}/restricted-areas`]: ({ body }) => {
      sent.push({ method: 'POST', path: 'restricted-areas', body });
      return fieldsRefused({ polygon: 'The outline must enclose an area' });
    },
    [`PATCH ${base}/geofences/g1`]: ({ body }) => {
      sent.push({ method: 'PATCH', path: 'geofences/g1', body });
      return { body: { ...gate, ...(body as object) } };
    },
    [`DELETE ${base}/restricted-areas/r1`]: () => {
      sent.push({ method: 'DELETE', path: 'restricted-areas/r1', body: undefined });
      state.areas = [];
      return { status: 204 };
    },
  });
  return { sent, fetchMock };
}

const wait = { timeout: 5000 };

describe('event zones editor', () => {
  it('lists the zones with their types, read-only for someone who may not edit', async () => {
    serve();
    renderWithProviders(<EventZonesEditor eventId={eventId} canEdit={false} />);
    const list = await screen.findByRole('list', { name: 'Zones of the event' }, wait);
    expect(within(list).getByText('Gate')).toBeTruthy();
    expect(within(list).getByText('Allowed zone')).toBeTruthy();
    expect(within(list).getByText('Stage')).toBeTruthy();
    expect(within(list).getByText('Restricted area')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Gate' })).toBeNull();
    expect(screen.getByText('You can view the zones but not change them.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Map of the event’s zones' }, wait)).toBeTruthy();
  });

  it('names a drawn outline and saves it as a geofence', async () => {
    const { sent } = serve();
    renderWithProviders(<EventZonesEditor eventId={eventId} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'draw square' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'New zone' }, wait);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'North lot' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(sent).toEqual([
          {
            method: 'POST',
            path: 'geofences',
            body: { title: 'North lot', zoneType: 'Allowed zone', polygon: square },
          },
        ]),
      wait,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(await screen.findByText('North lot', {}, wait)).toBeTruthy();
  });

  it('refuses a crossing outline before sending, and shows the server’s outline message', async () => {
    const { sent } = serve();
    renderWithProviders(<EventZonesEditor eventId={eventId} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'draw bowtie' }, wait));
    let dialog = await screen.findByRole('dialog', { name: 'New zone' }, wait);
    expect(within(dialog).getByRole('alert').textContent).toContain('The outline must not cross itself');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);

    fireEvent.click(screen.getByRole('button', { name: 'draw square' }));
    dialog = await screen.findByRole('dialog', { name: 'New zone' }, wait);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Restricted area' }, wait));
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Vault' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Cash office' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert', {}, wait)).textContent).toContain(
      'The outline must enclose an area',
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'restricted-areas',
        body: { title: 'Vault', description: 'Cash office', polygon: square },
      },
    ]);
  });

  it('edits a zone’s title, type and dragged outline from the list', async () => {
    const { sent } = serve();
    renderWithProviders(<EventZonesEditor eventId={eventId} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gate' }, wait));
    const form = screen.getByRole('form', { name: 'Edit zone' });
    expect(screen.getByTestId('map-editing').textContent).toBe('geofence:g1');
    // The other zone's buttons wait for this edit, and say so.
    const deleteStage = screen.getByRole('button', { name: 'Delete Stage' }) as HTMLButtonElement;
    expect(deleteStage.disabled).toBe(true);
    expect(disabledReasonOf(deleteStage)).toBe('Save or cancel the zone being edited first.');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Main gate' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Break zone' }, wait));
    fireEvent.click(screen.getByRole('button', { name: 'drag a point' }));
    expect(within(form).getByText('The outline has changed; save to keep it.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(sent).toEqual([
          {
            method: 'PATCH',
            path: 'geofences/g1',
            body: { title: 'Main gate', zoneType: 'Break zone', polygon: moved },
          },
        ]),
      wait,
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit zone' })).toBeNull(), wait);
    expect(screen.getByTestId('map-editing').textContent).toBe('');
  });

  it('deletes a zone after asking', async () => {
    const { sent } = serve();
    renderWithProviders(<EventZonesEditor eventId={eventId} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Stage' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Stage?' }, wait);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(
      () => expect(sent).toEqual([{ method: 'DELETE', path: 'restricted-areas/r1', body: undefined }]),
      wait,
    );
    await waitFor(() => expect(screen.queryByText('Stage')).toBeNull(), wait);
    expect(screen.getByText('Gate')).toBeTruthy();
  });

  it('speaks the page language', async () => {
    serve();
    await i18n.changeLanguage('tr');
    renderWithProviders(<EventZonesEditor eventId={eventId} canEdit={false} />);
    expect(await screen.findByText('İzinli bölge', {}, wait)).toBeTruthy();
    await i18n.changeLanguage('jp');
    expect(await screen.findByText('許可ゾーン', {}, wait)).toBeTruthy();
  });
});
