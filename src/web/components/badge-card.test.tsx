import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/utils.tsx';
import { BadgeCard } from './badge-card.tsx';
import { qrMatrix } from './qr-code.tsx';

describe('qrMatrix', () => {
  it('encodes a badge id as a version 1 code (21 modules) drawn as one path', () => {
    const matrix = qrMatrix('WP-1A2B3C4D');
    expect(matrix.size).toBe(21);
    expect(matrix.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    // The three finder patterns alone hold 3 × 33 dark modules.
    expect(matrix.path.match(/M/g)?.length ?? 0).toBeGreaterThan(99);
  });

  it('is deterministic and differs between badge ids', () => {
    expect(qrMatrix('WP-1A2B3C4D').path).toBe(qrMatrix('WP-1A2B3C4D').path);
    expect(qrMatrix('WP-1A2B3C4D').path).not.toBe(qrMatrix('WP-1A2B3C4E').path);
  });
});

describe('BadgeCard', () => {
  it('shows the name, role, client, initial, badge id and an SVG QR code of the id', async () => {
    renderWithProviders(
      <BadgeCard name="ann North" roleLabel="Guard" clientName="Demo Guarding Co." badgeId="WP-1A2B3C4D" />,
    );
    const card = await screen.findByRole('group', { name: 'Badge of ann North' });
    expect(within(card).getByText('ann North')).toBeTruthy();
    expect(within(card).getByText('Guard')).toBeTruthy();
    expect(within(card).getByText('Demo Guarding Co.')).toBeTruthy();
    expect(within(card).getByText('WP-1A2B3C4D')).toBeTruthy();
    expect(card.querySelector('[data-badge-initial]')?.textContent).toBe('A');
    const qr = within(card).getByRole('img', { name: 'QR code of badge WP-1A2B3C4D' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-qr-value')).toBe('WP-1A2B3C4D');
    expect(qr.getAttribute('viewBox')).toBe('0 0 25 25');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrMatrix('WP-1A2B3C4D').path);
    // A CR80 card, whatever the screen.
    const style = getComputedStyle(card);
    const px = (mm: number) => (mm * 96) / 25.4;
    expect(Number.parseFloat(style.width)).toBeCloseTo(px(85.6), -0.3);
    expect(Number.parseFloat(style.height)).toBeCloseTo(px(54), -0.3);
  });

  it('shows the photo when there is one', async () => {
    renderWithProviders(
      <BadgeCard
        name="Bob South"
        roleLabel="Supervisor"
        clientName="Demo"
        photoUrl="/photos/bob.jpg"
        badgeId="WP-BBBBBBBB"
      />,
    );
    const photo = await screen.findByRole('img', { name: 'Photo of Bob South' });
    expect(photo.getAttribute('src')).toBe('/photos/bob.jpg');
  });
});
