/**
 * Bringing the campaign kept in this browser into the account just signed in to (issue 14): one
 * call, `POST /api/campaigns/import`, which replays the record through the engine on the server and
 * stores it only if it replays to the same state. Then the local copy is forgotten and the player
 * lands on the campaign's base, now an account campaign.
 */
import type { ImportCampaignResponse } from '@holdfast/server/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../api/ApiProvider';
import { campaignKeys } from './campaign-api';
import { campaignStorageKey } from './campaign-key';

/** Resolves once the player is on the imported campaign; rejects with the server's refusal (kept locally then). */
export function useImportGuestCampaign(): () => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The engine comes with these: the sign-in dialog itself does not need it.
    const [{ carryOverFormat1, forgetGuestCampaign, guestImportBody }, { readChapter, rememberChapter }] =
      await Promise.all([import('./guest-campaign'), import('./chapter-opening')]);
    // Issue 31: a record release 1 kept is carried over by the server first.
    await carryOverFormat1((path, body) => api.post(path, body));
    const body = guestImportBody();
    if (!body) throw new Error('The campaign saved in this browser cannot be read.');
    const created = await api.post<ImportCampaignResponse>('/api/campaigns/import', body);
    // The chapter openings already read stay read under the campaign's new key.
    const name = body.options.name.trim();
    rememberChapter(campaignStorageKey(created.id, name), readChapter(campaignStorageKey(null, name)));
    forgetGuestCampaign();
    await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    navigate(`/${created.theme}/base`, { state: { campaignId: created.id } });
  }, [api, queryClient, navigate]);
}
