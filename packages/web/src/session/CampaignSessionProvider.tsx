import type { GameAction, GameState } from '@holdfast/engine';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useApi } from '../api/ApiProvider';
import type { CampaignId } from '../api/types';
import { refusalMessage } from '../theme/refusal';
import { useTheme } from '../theme/use-theme';
import { useActionQueue } from './action-queue';
import { sendCampaignAction } from './campaign-channel';
import { type CampaignSession, CampaignSessionContext, type DispatchResult } from './campaign-session';
import { useCampaignState } from './campaign-state-api';
import { currentGuestCampaign, playGuestAction } from './guest-campaign';

/**
 * A guest's campaign: the engine runs right here (spec §4, §6). The campaign kept in this browser
 * (guest-campaign.ts) is the one played when there is one, and every accepted action is added to
 * it, so a reload, the main menu or a closed tab does not lose it (issue 14).
 */
export function GuestCampaignProvider({
  initialState,
  onStateChange,
  children,
}: {
  initialState: GameState;
  /** Called with every state an action produces (the base screen keeps it in the page's history entry). */
  onStateChange?: (state: GameState) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => currentGuestCampaign()?.state ?? initialState);
  // Actions run one after another, each from the state the previous one left, even before React re-renders.
  const latest = useRef(state);

  const apply = useCallback(async (action: GameAction): Promise<DispatchResult> => {
    const result = playGuestAction(latest.current, action);
    if (!result.ok) return { ok: false, error: refusalMessage(latest.current, result.error), refused: true };
    latest.current = result.state;
    setState(result.state);
    return { ok: true, report: result.report };
  }, []);
  const { dispatch, pending } = useActionQueue(apply);

  // Report each new state (not the one we started from) so the screen can keep it somewhere.
  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  // Only states this provider produced count: a re-render with a fresh `initialState` (the page's
  // history entry read back as a copy) must not echo back, or the two would chase each other.
  const reported = useRef(initialState);
  useEffect(() => {
    if (state === reported.current) return;
    reported.current = state;
    onStateChangeRef.current?.(state);
  }, [state]);

  const session = useMemo<CampaignSession>(
    () => ({ mode: 'guest', campaignId: null, state, dispatch, pending, changedElsewhere: false }),
    [state, dispatch, pending],
  );
  return <CampaignSessionContext.Provider value={session}>{children}</CampaignSessionContext.Provider>;
}

/**
 * A signed-in player's campaign, kept by the server: the state comes from
 * GET /api/campaigns/:id/state, every action goes to POST /api/campaigns/:id/actions through the
 * page's one queue per campaign (campaign-channel.ts), which asks for deltas and keeps the cached
 * `{state, version}` current. A campaign that cannot be loaded sends the player home (spec §2).
 */
export function ServerCampaignProvider({ campaignId, children }: { campaignId: CampaignId; children: ReactNode }) {
  const theme = useTheme();
  const api = useApi();
  const queryClient = useQueryClient();
  const campaign = useCampaignState(campaignId);

  // The last answer showed another tab or window had changed the campaign (issue 26): the copy has
  // been reloaded, and the screen says so until the next action's answer.
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const apply = useCallback(
    async (action: GameAction) => {
      const result = await sendCampaignAction(api, queryClient, campaignId, action);
      setChangedElsewhere(result.changedElsewhere === true);
      return result;
    },
    [api, queryClient, campaignId],
  );
  const { dispatch, pending } = useActionQueue(apply);

  const state = campaign.data?.state;
  const session = useMemo<CampaignSession | null>(
    () => (state ? { mode: 'server', campaignId, state, dispatch, pending, changedElsewhere } : null),
    [state, campaignId, dispatch, pending, changedElsewhere],
  );

  if (campaign.isError) return <Navigate to="/" replace />;
  if (!session) {
    return (
      <p className="screen-status" role="status">
        {theme.base.loading}
      </p>
    );
  }
  return <CampaignSessionContext.Provider value={session}>{children}</CampaignSessionContext.Provider>;
}
