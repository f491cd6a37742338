import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { redirectStorageKey } from '../../../lib/redirect-storage.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { FederatedSignIn, popupBlockedMessage, popupClosedMessage } from './federated-sign-in.tsx';
import { FederatedSignInOffer } from './federated-sign-in-offer.tsx';

const enabled = { 'GET /api/v1/auth/oidc/config': { body: { enabled: true, displayName: 'Test ID' } } };

function fakePopup() {
  return { closed: false, focus: vi.fn(), close: vi.fn() };
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('FederatedSignIn', () => {
  it('renders nothing when the server has no provider configured', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/auth/oidc/config': { body: { enabled: false, displayName: null } } });
    const { container } = renderWithProviders(<FederatedSignIn mode="sign-in" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers "Continue with …" after an "or" divider and opens the start route in a centred 500×650 popup', async () => {
    mockFetch(enabled);
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    renderWithProviders(<FederatedSignIn mode="sign-up" />);
    const button = await screen.findByRole('button', { name: 'Continue with Test ID' });
    expect(screen.getByText('or')).toBeTruthy();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/oidc/start?mode=sign-up');
    expect(name).toBe('watchpost-oidc');
    expect(features).toMatch(/^popup=yes,width=500,height=650,left=\d+,top=\d+$/);
    expect(screen.getByRole('status').textContent).toBe('Continue in the sign-in window that opened.');
    // A second click brings the open window forward instead of opening another.
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('explains a blocked popup and offers a plain link that runs the flow in this window', async () => {
    mockFetch(enabled);
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<FederatedSignIn mode="sign-in" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(popupBlockedMessage);
    const link = screen.getByRole('link', { name: 'continue in this window' });
    expect(link.getAttribute('href')).toBe('/api/v1/auth/oidc/start?mode=sign-in&display=page');
  });

  it('ignores messages from other origins, then on success reloads the session and goes home', async () => {
    const user = sessionUser();
    const fetchMock = mockFetch({ ...enabled, 'GET /api/v1/auth/session': { body: { user } } });
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { router, queryClient } = renderWithProviders(<FederatedSignIn mode="sign-in" />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));

    post({ type: 'watchpost:oidc', ok: true }, 'https://evil.example');
    post({ type: 'something-else', ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/auth/session'))).toBe(false);
    expect(router.state.location.pathname).toBe('/sign-in');

    post({ type: 'watchpost:oidc', ok: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user });
  });

  it('goes to the stored path, like a password sign-in', async () => {
    sessionStorage.setItem(redirectStorageKey, '/events?view=active');
    mockFetch({ ...enabled, 'GET /api/v1/auth/session': { body: { user: sessionUser() } } });
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { router } = renderWithProviders(<FederatedSignIn mode="sign-in" />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    post({ type: 'watchpost:oidc', ok: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(router.state.location.search).toBe('?view=active');
  });

  it('shows the error the sign-in window reports', async () => {
    mockFetch(enabled);
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { router } = renderWithProviders(<FederatedSignIn mode="sign-in" />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    post({
      type: 'watchpost:oidc',
      ok: false,
      error: 'This account has been disabled. Ask your manager to enable it.',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This account has been disabled. Ask your manager to enable it.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows a reported error by its code and params, in the current language', async () => {
    await i18n.changeLanguage('tr');
    mockFetch(enabled);
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    renderWithProviders(<FederatedSignIn mode="sign-in" />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: /Test ID/ }));
    post({
      type: 'watchpost:oidc',
      ok: false,
      error: 'Sign-in with Test ID was cancelled.',
      code: 'oidc.cancelled',
      params: { provider: 'Test ID' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Test ID ile giriş iptal edildi.');
  });

  it('says so when the sign-in window is closed before finishing', async () => {
    mockFetch(enabled);
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<FederatedSignIn mode="sign-in" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    popup.closed = true;
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain(popupClosedMessage);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('FederatedSignInOffer', () => {
  it("loads the provider's button once the server says it offers one", async () => {
    mockFetch(enabled);
    renderWithProviders(<FederatedSignInOffer mode="sign-in" />);
    expect(await screen.findByRole('button', { name: 'Continue with Test ID' })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
  });
});
