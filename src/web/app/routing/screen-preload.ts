import type { QueryClient } from '@tanstack/react-query';
import { isSignedInScreen, type ScreenPath, screenFor } from '../../../shared/screens.ts';

/** Starts loading code (a route's chunk and its translations); the promise is only awaited by tests. */
export type ChunkLoader = () => Promise<unknown>;
/** Puts a screen's first query into the cache (a GET: the server still decides what the caller may see). */
export type DataPrefetch = (client: QueryClient) => Promise<unknown>;

export interface ScreenPreloads {
  /** The signed-in layout (navbar, toolbar) every signed-in screen renders in. */
  layout: ChunkLoader;
  pages: Partial<Record<ScreenPath, ChunkLoader>>;
  /** Pages of one record under a screen's path (`/events/:id`). */
  recordPages: Partial<Record<ScreenPath, ChunkLoader>>;
  data: Partial<Record<ScreenPath, DataPrefetch>>;
}

/**
 * What a path needs before it can show data, started at once and side by side: the layout and page chunks and the
 * screen's first query. Called with the URL at start-up (so none of it waits for the session check) and when a
 * menu link is hovered or focused. A failure is left for the page itself to meet and report.
 */
export function createScreenPreloader(preloads: ScreenPreloads) {
  return function preloadScreen(pathname: string, client: QueryClient): Promise<unknown> {
    const screen = screenFor(pathname);
    if (!screen) return Promise.resolve();
    const onRecord = pathname.replace(/\/+$/, '') !== screen.path;
    const page = onRecord ? preloads.recordPages[screen.path] : preloads.pages[screen.path];
    const data = onRecord ? undefined : preloads.data[screen.path];
    const work = [isSignedInScreen(screen) ? preloads.layout() : undefined, page?.(), data?.(client)].map((started) =>
      started?.catch(() => undefined),
    );
    return Promise.all(work);
  };
}
