import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { preloadScreen, routes } from './routing/routes.tsx';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The page's code and first query start now, beside the session check, instead of one after the other.
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
