import { useQueryClient } from '@tanstack/react-query';
import { preloadScreen } from '../routing/routes.tsx';

/**
 * Hover and focus handlers for a menu link: the screen's code and first query start loading before the click, so
 * the click usually finds both ready.
 */
export function useMenuPreload(url: string | undefined) {
  const client = useQueryClient();
  const preload = () => {
    if (url) void preloadScreen(url, client);
  };
  return { onMouseEnter: preload, onFocus: preload };
}
