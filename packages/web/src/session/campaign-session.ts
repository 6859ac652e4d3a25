import type { ActionReport, GameAction, GameState } from '@holdfast/engine';
import { createContext, useContext } from 'react';
import type { CampaignId } from '../api/types';

/** Why an action did not happen: the rules refused it, or the call to apply it failed. */
export interface DispatchFailure {
  ok: false;
  /** The rules' own message (spec text) for a refusal; the failure's message otherwise. */
  error: string;
  /** True when the rules refused (the engine in a guest's browser, or the server's 409/422). */
  refused?: boolean;
  /** The server's HTTP status, when a server answered. */
  status?: number;
  /** See `DispatchSuccess.changedElsewhere`: here the refusal came from our copy being behind. */
  changedElsewhere?: boolean;
}

export interface DispatchSuccess {
  ok: true;
  report: ActionReport;
  /**
   * True when the server's answer showed our copy was behind (another tab or window changed the
   * campaign): the screen has reloaded it and should say so (issue 26).
   */
  changedElsewhere?: boolean;
}

/** What one dispatched action came to: the engine's report, or the refusal shown to the player. */
export type DispatchResult = DispatchSuccess | DispatchFailure;

/**
 * The campaign on the base screen, whoever keeps it: the server for a signed-in player
 * (`POST /api/campaigns/:id/actions`), or the engine running in this browser for a guest.
 * Tabs read `state` and send intents through `dispatch`; they never apply a rule themselves.
 */
export interface CampaignSession {
  mode: 'server' | 'guest';
  /** The server's campaign id; null for a guest. */
  campaignId: CampaignId | null;
  state: GameState;
  /** Applies one engine action. Never throws: a refusal or a network failure comes back as `ok: false`. */
  dispatch(action: GameAction): Promise<DispatchResult>;
  /** True while an action is on its way (buttons that would race it are disabled). */
  pending: boolean;
  /**
   * The last action's answer showed the campaign had changed in another tab or window, so it was
   * reloaded (issue 26); the base screen says so. Never set for a guest.
   */
  changedElsewhere?: boolean;
}

export const CampaignSessionContext = createContext<CampaignSession | null>(null);

export function useCampaignSession(): CampaignSession {
  const session = useContext(CampaignSessionContext);
  if (!session) throw new Error('useCampaignSession must be used inside the base screen');
  return session;
}
