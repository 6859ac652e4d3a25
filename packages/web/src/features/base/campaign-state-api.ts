import type { GameState } from '@holdfast/engine';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import type { CampaignId } from '../../api/types';
import { campaignKeys } from '../campaigns/campaign-api';

/** The engine's state of one campaign, as the server keeps it. Nothing is fetched without an id. */
export function useCampaignState(campaignId: CampaignId | null) {
  const api = useApi();
  return useQuery({
    queryKey: campaignKeys.state(campaignId ?? ''),
    queryFn: () => api.get<GameState>(`/api/campaigns/${encodeURIComponent(String(campaignId))}/state`),
    enabled: campaignId !== null,
    // A campaign that cannot be loaded sends the player home (spec §2); do not keep them waiting.
    retry: false,
  });
}
