import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '../api/ApiProvider';
import type { ApiClient } from '../api/client';
import { SessionProvider } from '../session/SessionProvider';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  router: AppRouter;
  /** Tests pass a client over a fake fetch and a storage of their own. */
  apiClient?: ApiClient;
  storage?: Storage;
  queryClient?: QueryClient;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { mutations: { retry: false } } });
}

/** The providers every screen relies on: API client, server-data cache, session, router. */
export function App({ router, apiClient, storage, queryClient }: AppProps) {
  const [defaultQueryClient] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <ApiProvider client={apiClient}>
      <QueryClientProvider client={queryClient ?? defaultQueryClient}>
        <SessionProvider storage={storage}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
