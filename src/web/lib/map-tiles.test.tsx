import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../test/utils.tsx';
import { useMapTiles } from './map-tiles.ts';

function TilesProbe() {
  const tiles = useMapTiles();
  return <output data-testid="tiles">{tiles ? `${tiles.url} | ${tiles.attribution}` : 'unknown'}</output>;
}

describe('the configured map tiles', () => {
  it('are the tile source the server names to the real-time map (MAP_TILE_URL), asked once', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/map/guards': {
        body: {
          now: new Date().toISOString(),
          guards: [],
          events: [],
          tiles: { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© Example Maps' },
        },
      },
    });
    renderWithProviders(
      <>
        <TilesProbe />
        <TilesProbe />
      </>,
    );
    expect((await screen.findAllByText('https://tiles.example.test/{z}/{x}/{y}.png | © Example Maps')).length).toBe(2);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/map/guards'))).toHaveLength(1);
  });

  it('are unknown (no tiles drawn) when the server does not say', async () => {
    mockFetch({ 'GET /api/v1/map/guards': { status: 403, body: { error: { code: 'forbidden', message: 'No.' } } } });
    renderWithProviders(<TilesProbe />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('tiles').textContent).toBe('unknown');
  });
});
