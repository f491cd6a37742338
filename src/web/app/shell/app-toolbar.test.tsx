import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, sessionUser } from '../../test/utils.tsx';
import { AppToolbar } from './app-toolbar.tsx';

function renderToolbarAs(role: string) {
  mockFetch({});
  return renderWithProviders(
    <AppToolbar user={sessionUser({ roles: [role], role })} showMenuButton navOpen={false} onMenuClick={() => {}} />,
  );
}

describe('AppToolbar', () => {
  it('has the alert bell slot and the quick panel for the roles with an operation to watch', async () => {
    for (const role of ['executive', 'guard', 'client']) {
      const view = renderToolbarAs(role);
      expect(await screen.findByRole('button', { name: 'Open the quick panel' })).toBeTruthy();
      expect(screen.getByTestId('alert-bell-slot')).toBeTruthy();
      view.unmount();
    }
  });

  it('has no alert bell slot for an admin or a customer user', async () => {
    for (const role of ['admin', 'customer']) {
      const view = renderToolbarAs(role);
      expect(await screen.findByRole('button', { name: 'Open the quick panel' })).toBeTruthy();
      expect(screen.queryByTestId('alert-bell-slot')).toBeNull();
      view.unmount();
    }
  });
});
