/** Kept battles (issue 11): reading one by its link. Since issue 21 the server keeps each one itself when the battle ends. */
import type { BattleAction, BattleInput, CampaignMark, StoredBattleFrame } from '@holdfast/engine';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';

/** `GET /api/replays/:id`: what the battle was made of and the commander's actions; no account data. */
export interface KeptReplay {
  id: string;
  /** What the battle was made of; never its seed (issue 32: the frames are the battle). */
  input: BattleInput;
  actions: BattleAction[];
  /** The RULES_VERSION it was fought under. */
  rulesVersion?: number;
  /**
   * Every step as the server played it: plays the same after a rules change. A replay kept under rules
   * ≤ 4 without them comes with the frames of the version-4 battle rules (GAME_RULES §13).
   */
  frames?: StoredBattleFrame[] | null;
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
