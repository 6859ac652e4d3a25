/**
 * ABORT MISSION on the briefing: the rules stand the squad down (the engine's `abortMission`),
 * on the server for a signed-in player or in this browser for a guest, and the player goes back to
 * the base screen's missions tab with the campaign (spec §2: 'Abort mission goes to /{theme}/base
 * with campaign id and theme').
 */
import type { GameAction, GameState } from '@holdfast/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider';
import { sendCampaignAction } from '../../session/campaign-channel';
import { playGuestAction } from '../../session/guest-campaign';
import type { MissionNavigationState } from '../../session/mission-navigation';
import { refusalMessage } from '../../theme/refusal';
import { useTheme } from '../../theme/use-theme';
import { notify } from '../../ui/Toaster';

type AbortOutcome = { ok: true; guestCampaign?: GameState } | { ok: false; error: string };

function abortAsGuest(campaign: GameState, action: GameAction): AbortOutcome {
  const result = playGuestAction(campaign, action);
  return result.ok
    ? { ok: true, guestCampaign: result.state }
    : { ok: false, error: refusalMessage(campaign, result.error) };
}

export function useAbortMission(navigation: MissionNavigationState | null) {
  const theme = useTheme();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [aborting, setAborting] = useState(false);

  async function abort() {
    if (aborting) return;
    // The sample briefing has no campaign behind it: abort just leaves.
    if (!navigation) {
      navigate(`/${theme.id}`);
      return;
    }
    const action: GameAction = { type: 'abortMission', missionId: navigation.mission.missionId };
    setAborting(true);
    let outcome: AbortOutcome;
    if (navigation.campaignId !== null && navigation.campaignId !== undefined) {
      // Through the campaign's one queue, so it never races an action the base screen sent.
      const sent = await sendCampaignAction(api, queryClient, navigation.campaignId, action);
      outcome = sent.ok ? { ok: true } : { ok: false, error: sent.error };
    } else if (navigation.guestCampaign) {
      outcome = abortAsGuest(navigation.guestCampaign, action);
    } else {
      outcome = { ok: true };
    }
    setAborting(false);
    if (!outcome.ok) {
      notify(outcome.error);
      return;
    }
    notify(theme.missionBriefing.abortedToast);
    const state =
      navigation.campaignId !== null && navigation.campaignId !== undefined
        ? { campaignId: navigation.campaignId, tab: 'missions' }
        : { guestCampaign: outcome.guestCampaign ?? navigation.guestCampaign, tab: 'missions' };
    navigate(`/${theme.id}/base`, { state });
  }

  return { abort, aborting };
}
