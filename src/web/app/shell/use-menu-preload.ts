import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { preloadScreen } from '../routing/routes.tsx';

/**
 * Hover and focus handlers for a menu link: the screen's code and first query start loading before the click, so
 * the click usually finds both ready.
 */
export function useMenuPreload(url: string | undefined) {
  const preloadUrl = useUrlPreload();
  const preload = () => {
    if (url) preloadUrl(url);
  };
  return { onMouseEnter: preload, onFocus: preload };
}

/** Starts what a URL needs (its code and its first query) without waiting: for a link about to be followed. */
export function useUrlPreload() {
  const client = useQueryClient();
  return useCallback((url: string) => void preloadScreen(url, client), [client]);
}
