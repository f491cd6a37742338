import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../shared/navigation.ts';
import { mockFetch, renderWithProviders } from '../../test/utils.tsx';
import { Navbar } from './navbar.tsx';

describe('the folded navbar', () => {
  it('shows icons only, and unfolds while the keyboard is inside it so a group can be opened', async () => {
    mockFetch({});
    renderWithProviders(
      <Navbar
        items={navigationFor('executive')}
        clientName="Sentinel"
        permanent
        folded
        mobileOpen={false}
        onClose={() => {}}
      />,
    );
    await screen.findByRole('navigation');
    expect(screen.queryByText('Sentinel')).toBeNull();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();

    fireEvent.focus(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Sentinel')).toBeTruthy();
    const reports = screen.getByRole('button', { name: 'Reports', expanded: false });
    fireEvent.click(reports);
    expect(screen.getByRole('button', { name: 'Reports', expanded: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payroll Reports' })).toBeTruthy();

    fireEvent.blur(screen.getByRole('link', { name: 'Dashboard' }), { relatedTarget: document.body });
    expect(screen.queryByText('Sentinel')).toBeNull();
  });
});
