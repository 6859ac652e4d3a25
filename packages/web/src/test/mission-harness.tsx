/**
 * Test support for the missions tab and the mission screen: a real campaign session (a
 * `newCampaign` state and a dispatch running the engine's `applyAction`, exactly the guest path)
 * inside the app's providers and a memory router whose other screens report where navigation went.
 */
import { applyAction, type GameAction, type GameState, newCampaign, type ThemeId } from '@holdfast/engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { createApiClient } from '../api/client';
import { App, createAppQueryClient } from '../app/App';
import { ThemedLayout } from '../app/ThemedLayout';
import { type CampaignSession, CampaignSessionContext, type DispatchResult } from '../session/campaign-session';
import { refusalMessage } from '../theme/refusal';
import { type FakeServer, fakeServer } from './fake-server';

export function freshCampaign(theme: ThemeId = 'vanilla'): GameState {
  return newCampaign({ name: 'Iron Gate', difficulty: 'normal', theme, seed: 11 });
}

/** Applies actions the way a player would have, failing the test if the rules refuse one. */
export function played(state: GameState, ...actions: GameAction[]): GameState {
  let current = state;
  for (const action of actions) {
    const result = applyAction(current, action);
    if (!result.ok) throw new Error(`${action.type} refused: ${refusalMessage(current, result.error)}`);
    current = result.state;
  }
  return current;
}

/** Stands in for a screen navigation reaches: shows its address and navigation state. */
function Destination() {
  const location = useLocation();
  return (
    <output data-testid="destination">{JSON.stringify({ path: location.pathname, state: location.state })}</output>
  );
}

export function destination(): { path: string; state: Record<string, unknown> | null } {
  return JSON.parse(screen.getByTestId('destination').textContent ?? '{}');
}

interface SessionOptions {
  theme?: ThemeId;
  state?: GameState;
  /**
   * The campaign as the server holds it when it differs from what the tab shows (another device
   * changed it); actions are judged against it, as the real server would.
   */
  serverState?: (state: GameState) => GameState;
}

/** Renders a base-screen tab at /{theme}/base inside a live guest-style session. */
export function renderTab(ui: ReactNode, { theme = 'vanilla', state, serverState }: SessionOptions = {}) {
  const initial = state ?? freshCampaign(theme);
  const latest = { state: serverState ? serverState(initial) : initial, actions: [] as GameAction[] };

  function Session() {
    const [current, setCurrent] = useState(initial);
    const dispatch = useCallback(async (action: GameAction): Promise<DispatchResult> => {
      latest.actions.push(action);
      const result = applyAction(latest.state, action);
      if (!result.ok) return { ok: false, error: refusalMessage(latest.state, result.error), refused: true };
      latest.state = result.state;
      setCurrent(result.state);
      return { ok: true, report: result.report };
    }, []);
    const session = useMemo<CampaignSession>(
      () => ({ mode: 'guest', campaignId: null, state: current, dispatch, pending: false }),
      [current, dispatch],
    );
    return <CampaignSessionContext.Provider value={session}>{ui}</CampaignSessionContext.Provider>;
  }

  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: ThemedLayout,
        children: [
          { path: ':theme/base', Component: Session },
          { path: ':theme/mission', Component: Destination },
        ],
      },
    ],
    { initialEntries: [`/${theme}/base`] },
  );
  const user = userEvent.setup();
  const view = render(
    <App router={router} apiClient={createApiClient({ fetch: fakeServer().fetch, logError: () => {} })} />,
  );
  return { ...view, user, router, state: () => latest.state, actions: latest.actions };
}

/** Renders a screen at an address with navigation state; the base and home screens are stand-ins. */
export function renderScreen(
  ui: ReactNode,
  { path, state, server = fakeServer() }: { path: string; state?: unknown; server?: FakeServer },
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: ThemedLayout,
        // The screen under test first: a destination with the same pattern never shadows it.
        children: [
          { path: path.replace(/^\/[^/]+/, ':theme'), element: ui },
          { path: ':theme', Component: Destination },
          { path: ':theme/base', Component: Destination },
          { path: ':theme/battle', Component: Destination },
          { path: ':theme/after-action', Component: Destination },
        ],
      },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const user = userEvent.setup();
  const apiClient = createApiClient({ fetch: server.fetch, logError: () => {} });
  const view = render(<App router={router} apiClient={apiClient} queryClient={createAppQueryClient()} />);
  return { ...view, user, router, server };
}
