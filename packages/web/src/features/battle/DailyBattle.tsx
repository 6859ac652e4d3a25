import { useCallback } from 'react';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/client';
import { readDailyBattle, startDailyBattle } from '../../session/daily-api';
import type { KeptBattleView } from '../../session/kept-battle-api';
import { useTheme } from '../../theme/use-theme';
import type { BattleWords } from '../../ui/battle-words';
import { dailyKeeper } from './daily-keeper';
import { KeptBattleScreen } from './KeptBattleScreen';

/** Where the home card sends the player: begin today's try, or resume the one under way. */
export interface DailyBattleNavigation {
  daily: { day: string; begin: boolean };
}

export function readDailyNavigation(value: unknown): DailyBattleNavigation | null {
  if (typeof value !== 'object' || value === null || !('daily' in value)) return null;
  const daily = (value as { daily: unknown }).daily;
  if (typeof daily !== 'object' || daily === null) return null;
  const { day, begin } = daily as { day?: unknown; begin?: unknown };
  return typeof day === 'string' && typeof begin === 'boolean' ? { daily: { day, begin } } : null;
}

/**
 * Today's battle (issue 36) on the battle screen: begun once (a second begin answers the server's
 * refusal), resumed where it stands after a reload, Back or from another device.
 */
export function DailyBattle({ navigation, enemyStepMs }: { navigation: DailyBattleNavigation; enemyStepMs: number }) {
  const theme = useTheme();
  const api = useApi();
  const { day, begin } = navigation.daily;
  // A reload of a begun battle reads it; a first visit begins it (and a begun one is then read).
  const open = useCallback(
    () =>
      begin
        ? startDailyBattle(api).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 409) {
              return readDailyBattle(api).catch(() => Promise.reject(error));
            }
            throw error;
          })
        : readDailyBattle(api),
    [api, begin],
  );
  const keeperFor = useCallback(
    (view: KeptBattleView, words: BattleWords) => dailyKeeper(api, view, words, theme.id, day),
    [api, theme.id, day],
  );
  return <KeptBattleScreen open={open} keeperFor={keeperFor} navigation={null} enemyStepMs={enemyStepMs} />;
}
