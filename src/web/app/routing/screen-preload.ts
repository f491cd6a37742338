import type { QueryClient } from '@tanstack/react-query';
import { isSignedInScreen, type ScreenPath, screenFor } from '../../../shared/screens.ts';

/** Starts loading code (a route's chunk and its translations); the promise is only awaited by tests. */
export type ChunkLoader = () => Promise<unknown>;
/** Puts a screen's first query into the cache (a GET: the server still decides what the caller may see). */
export type DataPrefetch = (client: QueryClient) => Promise<unknown>;
/** Puts one record's query into the cache, for its page or the dialog that opens it. */
export type RecordPrefetch = (client: QueryClient, id: string) => Promise<unknown>;

export interface ScreenPreloads {
  /** The signed-in layout (navbar, toolbar) every signed-in screen renders in. */
  layout: ChunkLoader;
  pages: Partial<Record<ScreenPath, ChunkLoader>>;
  /** Pages of one record under a screen's path (`/events/:id`). */
  recordPages: Partial<Record<ScreenPath, ChunkLoader>>;
  data: Partial<Record<ScreenPath, DataPrefetch>>;
  /**
   * The query of one record: of the record page `/events/:id` (or `/events?focus=:id`, which becomes it), or of
   * the dialog a list screen without record pages opens for `?focus=:id` (`/users?focus=:id`).
   */
  recordData: Partial<Record<ScreenPath, RecordPrefetch>>;
}

/** The record a URL opens: the segment after the screen's path, or a search result's `?focus=`. */
function recordIdOf(pathname: string, search: string, screenPath: string): string | null {
  const rest = pathname.replace(/\/+$/, '').slice(screenPath.length).replace(/^\/+/, '');
  if (rest) return rest.includes('/') ? null : decodeURIComponent(rest);
  return new URLSearchParams(search).get('focus') || null;
}

/**
 * What a URL needs before it can show data, started at once and side by side: the layout and page chunks and the
 * screen's first query (or the record's, when the URL opens one). Called with the URL at start-up (so none of it
 * waits for the session check), when a menu link is hovered or focused and when a search result is chosen. A
 * failure is left for the page itself to meet and report.
 */
export function createScreenPreloader(preloads: ScreenPreloads) {
  return function preloadScreen(url: string, client: QueryClient): Promise<unknown> {
    const [pathname = '', search = ''] = url.split(/(?=\?)/, 2);
    const screen = screenFor(pathname);
    if (!screen) return Promise.resolve();
    const recordId = recordIdOf(pathname, search, screen.path);
    const recordPage = recordId ? preloads.recordPages[screen.path] : undefined;
    const page = recordPage ?? preloads.pages[screen.path];
    const recordData = recordId ? preloads.recordData[screen.path] : undefined;
    const data = recordId
      ? recordData && (() => recordData(client, recordId))
      : preloads.data[screen.path] && (() => preloads.data[screen.path]?.(client));
    const work = [isSignedInScreen(screen) ? preloads.layout() : undefined, page?.(), data?.()].map((started) =>
      started?.catch(() => undefined),
    );
    return Promise.all(work);
  };
}
