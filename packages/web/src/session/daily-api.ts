/**
 * The daily battle (issue 36): today's battle for anyone, the signed-in player's one try (a kept
 * battle like a campaign's, without a campaign) and the board of each day.
 */
import type { DailyBattleSetup, DailyScore } from '@holdfast/engine';
import type { ApiDailyBoard, ApiDailyBoardRow } from '@holdfast/server/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import type { ApiClient } from '../api/client';
import { type KeptBattleAnswer, type KeptBattleIntent, type KeptBattleView, postBattleIntent } from './kept-battle-api';

export interface DailyEntry {
  day: string;
  finished: boolean;
  score: DailyScore | null;
  replayId: string | null;
  hideName: boolean;
  rank: number | null;
}

export interface DailyToday {
  day: string;
  setup: Omit<DailyBattleSetup, 'input'>;
  played: number;
  entry: DailyEntry | null;
}

/** A day's board: the server's own schema's type (`@holdfast/server/contract`). */
export type DailyBoardRow = ApiDailyBoardRow;
export type DailyBoard = ApiDailyBoard;

export type DailyAnswer = KeptBattleAnswer & {
  finished?: { victory: boolean; replayId: string | null; score: DailyScore };
};

export const dailyKeys = {
  all: ['daily'] as const,
  today: ['daily', 'today'] as const,
  board: (day: string) => ['daily', 'board', day] as const,
};

/** The UTC day before a yyyy-mm-dd day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export function useDailyToday(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...dailyKeys.today, signedIn],
    queryFn: () => api.get<DailyToday>('/api/daily'),
  });
}

export function useDailyBoard(day: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: dailyKeys.board(day ?? ''),
    queryFn: () => api.get<DailyBoard>(`/api/daily/boards/${encodeURIComponent(day ?? '')}`),
    enabled: day !== null,
  });
}

export function startDailyBattle(api: ApiClient): Promise<KeptBattleView> {
  return api.post<KeptBattleView>('/api/daily/battle');
}

export function readDailyBattle(api: ApiClient): Promise<KeptBattleView> {
  return api.get<KeptBattleView>('/api/daily/battle');
}

/** One intent, with an Idempotency-Key that a dropped connection's one retry reuses. */
export function sendDailyBattleAction(
  api: ApiClient,
  intent: KeptBattleIntent,
  actionCount: number,
  theme: string,
): Promise<DailyAnswer> {
  return postBattleIntent<DailyAnswer>(api, '/api/daily/battle/actions', { action: intent, actionCount, theme });
}

export function setDailyNameHidden(api: ApiClient, day: string, hideName: boolean): Promise<unknown> {
  return api.patch(`/api/daily/entries/${encodeURIComponent(day)}`, { hideName });
}

/** The leaderboard screen of a universe. */
export function dailyBoardPath(theme: string): string {
  return `/${theme}/daily`;
}
