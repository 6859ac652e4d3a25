import { battleMissionWords } from '@holdfast/engine/themes';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { ApiError, playerMessage } from '../../api/client';
import { readDailyBattle, startDailyBattle } from '../../session/daily-api';
import { useTheme } from '../../theme/use-theme';
import { battleWords } from '../../ui/battle-words';
import { ErrorBox } from '../../ui/ErrorBox';
import { Battle } from './Battle';
import type { BattleKeeper } from './battle-keeper';
import { dailyKeeper } from './daily-keeper';

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
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const api = useApi();
  const [opened, setOpened] = useState<
    { keeper: BattleKeeper; mission: { name: string; location: string } } | { error: string } | null
  >(null);
  const { day, begin } = navigation.daily;

  useEffect(() => {
    let live = true;
    // A reload of a begun battle reads it; a first visit begins it (and a begun one is then read).
    const open = begin
      ? startDailyBattle(api).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            return readDailyBattle(api).catch(() => Promise.reject(error));
          }
          throw error;
        })
      : readDailyBattle(api);
    open.then(
      (view) =>
        live &&
        setOpened({
          keeper: dailyKeeper(api, view, words, theme.id, day),
          mission: battleMissionWords(theme, view.input.mission),
        }),
      (error: unknown) => live && setOpened({ error: playerMessage(error, words.log.notSent) }),
    );
    return () => {
      live = false;
    };
  }, [api, begin, day, theme, words]);

  if (!opened) {
    return (
      <main className="screen-center" aria-busy="true">
        <p className="screen-status" role="status">
          {words.opening}
        </p>
      </main>
    );
  }
  if ('error' in opened) {
    return (
      <main className="screen-center">
        <ErrorBox title={words.openFailedTitle}>{opened.error}</ErrorBox>
      </main>
    );
  }
  return (
    <Battle
      keeper={opened.keeper}
      mission={opened.mission}
      navigation={null}
      sample={false}
      enemyStepMs={enemyStepMs}
      theme={theme}
      words={words}
    />
  );
}
