import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, loadAllNamespaces } from '../i18n/i18n.ts';

beforeAll(async () => {
  await loadAllNamespaces();
});

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});
