/**
 * Test support: renders a tab inside a real campaign session — a `newCampaign` state and a dispatch
 * that runs the engine's `applyAction`, exactly the guest path — with the theme and the toaster.
 * `failCalls` turns every dispatch into a failed call (the server unreachable) that changes nothing;
 * `serverState` lets the "server" hold a newer campaign than the tab shows.
 */
import { applyAction, type GameAction, type GameState, newCampaign, type ThemeId } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type CampaignSession, CampaignSessionContext, type DispatchResult } from '../session/campaign-session';
import { refusalMessage } from '../theme/refusal';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Toaster } from '../ui/Toaster';

export interface HarnessOptions {
  theme?: ThemeId;
  /** Changes to the fresh campaign before the tab sees it. */
  prepare?: (state: GameState) => GameState;
  failCalls?: boolean;
  /**
   * The campaign as the server holds it when it differs from what the tab shows (another device
   * changed it). Actions are judged against this state, as the real server would.
   */
  serverState?: (state: GameState) => GameState;
}

export function freshCampaign(theme: ThemeId = 'vanilla'): GameState {
  return newCampaign({ name: 'Iron Gate', difficulty: 'normal', theme, seed: 7 });
}

/** What the test reads back: the last accepted state and every action sent. */
interface Ledger {
  shown: GameState;
  server: GameState;
  actions: GameAction[];
}

interface HarnessProps {
  ui: ReactNode;
  theme: ThemeId;
  ledger: Ledger;
  failCalls: boolean;
}

function Harness({ ui, theme, ledger, failCalls }: HarnessProps) {
  const [state, setState] = useState(ledger.shown);
  const dispatch = useCallback(
    async (action: GameAction): Promise<DispatchResult> => {
      ledger.actions.push(action);
      if (failCalls) return { ok: false, error: 'HTTP 503' };
      const result = applyAction(ledger.server, action);
      if (!result.ok) return { ok: false, error: refusalMessage(ledger.server, result.error), refused: true };
      ledger.server = result.state;
      ledger.shown = result.state;
      setState(result.state);
      return { ok: true, report: result.report };
    },
    [ledger, failCalls],
  );
  const session = useMemo<CampaignSession>(
    () => ({ mode: 'guest', campaignId: null, state, dispatch, pending: false }),
    [state, dispatch],
  );
  return (
    <ThemeRoot theme={THEMES[theme]}>
      <CampaignSessionContext.Provider value={session}>
        {ui}
        <output data-testid="resources">
          {state.resources.funds}/{state.resources.supplies}
        </output>
      </CampaignSessionContext.Provider>
      <Toaster />
    </ThemeRoot>
  );
}

export function renderWithSession(ui: ReactNode, options: HarnessOptions = {}) {
  const theme = options.theme ?? 'vanilla';
  const shown = (options.prepare ?? ((state) => state))(freshCampaign(theme));
  const ledger: Ledger = { shown, server: options.serverState ? options.serverState(shown) : shown, actions: [] };
  const user = userEvent.setup();
  const view = render(<Harness ui={ui} theme={theme} ledger={ledger} failCalls={options.failCalls ?? false} />);
  return {
    ...view,
    user,
    /** The session's state after the last accepted action. */
    state: () => ledger.shown,
    actions: ledger.actions,
  };
}
