import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, loadAllNamespaces } from '../i18n/i18n.ts';
import { loadRtlCache } from '../lib/direction-cache.ts';

beforeAll(async () => {
  // Tests render synchronously: every translation file and the right-to-left style plugin are loaded first.
  await Promise.all([loadAllNamespaces(), loadRtlCache()]);
});

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});
