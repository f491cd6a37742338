import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, loadAllNamespaces } from '../i18n/i18n.ts';
import { loadRtlCache } from '../lib/direction-cache.ts';

// findBy… and waitFor wait for a condition, never a fixed time; the default deadline of 1 s is too short for a
// component test on a loaded two-core machine (a lazy screen's first render there takes seconds), so give 10 s.
configure({ asyncUtilTimeout: 10_000 });

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
