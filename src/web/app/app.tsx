import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadSession } from '../lib/session.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { preloadScreen, routes } from './routing/routes.tsx';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The session check, the page's code and its first query start now, side by side, instead of one after the other.
    void loadSession(client);
    void preloadScreen(window.location.pathname + window.location.search, client);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
