/** Kept battles (issue 11): keeping one before the result goes home, and reading one by its link. */
import type { BattleAction, BattleInput, BattleLogEntry, CampaignMark } from '@holdfast/engine';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import type { ApiClient } from '../api/client';
import type { CampaignId } from '../api/types';

/** `GET /api/replays/:id`: what the battle was made of and the commander's actions; no account data. */
export interface KeptReplay {
  id: string;
  input: BattleInput;
  seed: number;
  actions: BattleAction[];
  /** The marks of the campaign it was fought in (GAME_RULES "Marks"); empty for none. */
  marks?: CampaignMark[];
}

export const replayKeys = {
  one: (id: string) => ['replays', id] as const,
};

/** The address anyone can open to watch the battle. */
export function replayPath(id: string): string {
  return `/replay/${encodeURIComponent(id)}`;
}

/**
 * Keeps the battle under an unguessable id. It must be sent while the mission still awaits its
 * battle, that is before completeBattle; asked again it answers the same id.
 */
export async function keepReplay(
  api: ApiClient,
  campaignId: CampaignId,
  missionId: string,
  log: readonly BattleLogEntry[],
): Promise<string> {
  const kept = await api.post<{ id: string }>(`/api/campaigns/${campaignId}/replays`, { missionId, log });
  return kept.id;
}

export function useKeptReplay(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: replayKeys.one(id),
    queryFn: () => api.get<KeptReplay>(`/api/replays/${encodeURIComponent(id)}`),
    // A 404 is an answer, not a hiccup: show it at once.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
