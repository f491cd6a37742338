import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingView } from '../../components/loading-view.tsx';
import { multiLanguageDocsPath } from '../../features/settings/components/language-menu.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { loadRtlCache } from '../../lib/direction-cache.ts';
import { mockFetch, renderApp, sessionUser } from '../../test/utils.tsx';

describe('the shell in other languages', () => {
  it('in Turkish: toolbar, user menu, navigation and search speak Turkish; search matches Turkish titles', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/search': { body: { results: [] } },
    });
    await act(() => i18n.changeLanguage('tr'));
    renderApp(multiLanguageDocsPath);
    expect(await screen.findByRole('heading', { name: 'Çoklu dil' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Multi-language')).toBeNull();

    // User menu: role and entries in Turkish.
    fireEvent.click(screen.getByRole('button', { name: 'Hesap: Erin Executive, Yönetici' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Oturumu kapat' })).toBeTruthy();
    fireEvent.keyDown(menu, { key: 'Escape' });

    // Search finds pages by their Turkish titles, diacritics and the dotless ı ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    const box = await screen.findByRole('combobox', { name: 'Ara' });
    fireEvent.change(box, { target: { value: 'bordro raporlari' } });
    expect(await screen.findByRole('option', { name: /Bordro Raporları/ })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'musteri' } });
    expect(await screen.findByRole('option', { name: /Müşteriler/ })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'payroll' } });
    expect(await screen.findByText('Sonuç bulunamadı..')).toBeTruthy();
  }, 30_000);

  it('in Arabic: the documentation page and the settings panel have no English left', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: sessionUser() } } });
    // The right-to-left style plugin loads on demand; load it first so the render does not suspend on it.
    await loadRtlCache();
    await act(() => i18n.changeLanguage('ar'));
    renderApp(multiLanguageDocsPath);
    expect(await screen.findByRole('heading', { name: 'تعدد اللغات' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'من اليمين إلى اليسار' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'الإعدادات' }));
    const panel = await screen.findByRole('dialog', { name: 'الإعدادات' });
    expect(within(panel).getByRole('radio', { name: /قائمة عمودية/ })).toBeTruthy();
    expect(within(panel).queryByText('Settings')).toBeNull();
    expect(within(panel).queryByText('Font size')).toBeNull();
  }, 30_000);

  it('the splash is labelled in the current language without any translation file', async () => {
    await act(() => i18n.changeLanguage('jp'));
    render(<LoadingView />);
    expect(screen.getAllByRole('status', { name: 'Watchpost を読み込み中' }).length).toBeGreaterThan(0);
  });
});
