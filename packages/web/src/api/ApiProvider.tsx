import { createContext, type ReactNode, useContext, useState } from 'react';
import { type ApiClient, createApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/** Supplies the API client to every screen; tests hand in one built over a fake fetch. */
export function ApiProvider({ client, children }: { client?: ApiClient; children: ReactNode }) {
  const [defaultClient] = useState(() => client ?? createApiClient());
  return <ApiContext.Provider value={client ?? defaultClient}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
