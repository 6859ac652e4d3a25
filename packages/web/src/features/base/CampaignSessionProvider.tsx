import { applyAction, type GameAction, type GameState } from '@holdfast/engine';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/client';
import type { CampaignId } from '../../api/types';
import { useTheme } from '../../theme/use-theme';
import { campaignKeys } from '../campaigns/campaign-api';
import { useActionQueue } from './action-queue';
import { type CampaignSession, CampaignSessionContext, type DispatchResult } from './campaign-session';
import {
  type ActionAnswer,
  deltaRequestHeaders,
  heldAfterRefusal,
  stateAfterAnswer,
  useCampaignState,
  type VersionedState,
} from './campaign-state-api';

/** Rule refusals come back as 409 or 422 carrying the engine's message. */
function isRefusalStatus(status: number): boolean {
  return status === 409 || status === 422;
}

/** A failure of the network itself (no answer at all); fetch rejects with a TypeError then. */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError);
}

/**
 * A guest's campaign: the engine runs right here and nothing is saved (spec §4, §6). Closing the
 * tab ends it.
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
  const [state, setState] = useState(initialState);
  // Actions run one after another, each from the state the previous one left, even before React re-renders.
  const latest = useRef(initialState);

  const apply = useCallback(async (action: GameAction): Promise<DispatchResult> => {
    const result = applyAction(latest.current, action);
    if (!result.ok) return { ok: false, error: result.error.message, refused: true };
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
    () => ({ mode: 'guest', campaignId: null, state, dispatch, pending }),
    [state, dispatch, pending],
  );
  return <CampaignSessionContext.Provider value={session}>{children}</CampaignSessionContext.Provider>;
}

/**
 * A signed-in player's campaign, kept by the server: the state comes from
 * GET /api/campaigns/:id/state, every action goes to POST /api/campaigns/:id/actions. Actions ask
 * for a delta (`Prefer: return=delta`, `If-Match: <stateVersion>`): a day's answer is then a few
 * kilobytes instead of the whole, ever-growing state. The first answer (no version known yet), or
 * one after another tab moved the campaign on, is the whole state with its version; a delta that
 * does not fit our copy makes us load the state again. Each intent carries its own Idempotency-Key, reused when a dropped connection
 * makes us send it once more, so the server applies it once. A campaign that cannot be loaded sends
 * the player home (spec §2).
 */
export function ServerCampaignProvider({ campaignId, children }: { campaignId: CampaignId; children: ReactNode }) {
  const theme = useTheme();
  const api = useApi();
  const queryClient = useQueryClient();
  const campaign = useCampaignState(campaignId);

  // The copy the last answer left and its server version. Trusted as a delta's base only while it
  // is still the cached state itself (a refetch in between replaces the object, and then we
  // no longer know its version).
  const held = useRef<VersionedState | null>(null);

  const apply = useCallback(
    async (action: GameAction): Promise<DispatchResult> => {
      const path = `/api/campaigns/${encodeURIComponent(String(campaignId))}/actions`;
      const key = campaignKeys.state(campaignId);
      const current = queryClient.getQueryData<GameState>(key);
      const base = held.current && held.current.state === current ? held.current : null;
      const headers = { 'Idempotency-Key': crypto.randomUUID(), ...deltaRequestHeaders(base) };
      for (let attempt = 1; ; attempt += 1) {
        try {
          const answer = await api.post<ActionAnswer>(path, action, { headers });
          const next = stateAfterAnswer(base, answer);
          if (next) {
            queryClient.setQueryData(key, next.state);
            // Read back: structural sharing may keep the old objects for equal parts.
            const cached = queryClient.getQueryData<GameState>(key);
            held.current = cached ? { state: cached, version: next.version } : null;
          } else {
            // The change is made on the server; only our copy is behind, so load it whole.
            held.current = null;
            await queryClient.invalidateQueries({ queryKey: key, exact: true });
          }
          return { ok: true, report: answer.report };
        } catch (error) {
          if (isNetworkFailure(error) && attempt < 2) continue;
          if (error instanceof ApiError) {
            const refused = isRefusalStatus(error.status);
            if (refused) held.current = heldAfterRefusal(base, error.body);
            return { ok: false, error: error.message, refused, status: error.status };
          }
          return { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }
    },
    [api, queryClient, campaignId],
  );
  const { dispatch, pending } = useActionQueue(apply);

  const state = campaign.data;
  const session = useMemo<CampaignSession | null>(
    () => (state ? { mode: 'server', campaignId, state, dispatch, pending } : null),
    [state, campaignId, dispatch, pending],
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
