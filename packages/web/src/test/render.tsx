import type { ThemeId } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation, useParams } from 'react-router';
import { createApiClient } from '../api/client';
import { App, createAppQueryClient } from '../app/App';
import { appRoutes } from '../app/routes';
import { ThemeRoot } from '../theme/ThemeRoot';
import { type FakeServer, fakeServer } from './fake-server';

/** Stands in for the base screen in dialog tests: shows where navigation went and with what state. */
function Destination() {
  const location = useLocation();
  const { theme } = useParams();
  return (
    <output data-testid="destination">
      {JSON.stringify({ theme, path: location.pathname, state: location.state })}
    </output>
  );
}

export function destination(): { theme: string; path: string; state: unknown } {
  return JSON.parse(screen.getByTestId('destination').textContent ?? '{}');
}

interface RenderOptions {
  server?: FakeServer;
  theme?: ThemeId;
  /** A signed-in player stored before start-up (the server must confirm it via GET /api/auth/me). */
  storedUser?: string;
}

function apiClientFor(server: FakeServer) {
  return createApiClient({ fetch: server.fetch, logError: () => {} });
}

/** Renders one component inside the app's providers, a theme and a router, as a screen would hold it. */
export function renderWithApp(
  ui: ReactNode,
  { server = fakeServer(), theme = 'vanilla', storedUser }: RenderOptions = {},
) {
  if (storedUser !== undefined) localStorage.setItem('currentUser', storedUser);
  const router = createMemoryRouter([
    { path: '/', element: <ThemeRoot theme={THEMES[theme]}>{ui}</ThemeRoot> },
    { path: '/:theme/base', element: <Destination /> },
  ]);
  const user = userEvent.setup();
  const view = render(
    <App
      router={router}
      apiClient={apiClientFor(server)}
      queryClient={createAppQueryClient()}
      storage={localStorage}
    />,
  );
  return { ...view, user, server, router };
}

/** Renders the whole app at an address, with navigation state, over a fake server. */
export function renderRoute(
  path: string,
  { server = fakeServer(), state, storedUser }: RenderOptions & { state?: unknown } = {},
) {
  if (storedUser !== undefined) localStorage.setItem('currentUser', storedUser);
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname: path, state }] });
  const user = userEvent.setup();
  const view = render(
    <App
      router={router}
      apiClient={apiClientFor(server)}
      queryClient={createAppQueryClient()}
      storage={localStorage}
    />,
  );
  return { ...view, user, server, router };
}

export const SIGNED_IN_USER = { id: 7, username: 'holt', email: 'holt@example.com' };

export function userJson(overrides: Partial<typeof SIGNED_IN_USER> = {}) {
  return {
    ...SIGNED_IN_USER,
    preferences: {},
    created_at: '2025-03-01T12:00:00.000Z',
    last_login: null,
    total_campaigns: 0,
    total_playtime: 0,
    ...overrides,
  };
}
