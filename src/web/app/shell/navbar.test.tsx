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

describe('the Records group', () => {
  it('opens to the record screens a manager may open, after Reports', async () => {
    mockFetch({});
    renderWithProviders(
      <Navbar items={navigationFor('manager')} clientName="Sentinel" permanent mobileOpen={false} onClose={() => {}} />,
    );
    const titles = (await screen.findAllByTestId('nav-item')).map((entry) => entry.dataset.title);
    expect(titles.slice(-4)).toEqual(['Reports', 'Records', 'Billing', 'Payroll']);
    fireEvent.click(screen.getByRole('button', { name: 'Records', expanded: false }));
    for (const name of ['Customers', 'Customer Users', 'Tasks', 'Breaks', 'Badges', 'Users']) {
      expect(screen.getByRole('link', { name }), name).toBeTruthy();
    }
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('is not offered to a guest', async () => {
    mockFetch({});
    renderWithProviders(
      <Navbar items={navigationFor('guest')} clientName="Sentinel" permanent mobileOpen={false} onClose={() => {}} />,
    );
    await screen.findByRole('navigation');
    expect(screen.queryByRole('button', { name: 'Records' })).toBeNull();
  });
});
