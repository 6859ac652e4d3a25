import { battleMissionWords } from '@holdfast/engine/themes';
import { useEffect, useMemo, useState } from 'react';
import { playerMessage } from '../../api/client';
import type { BattleNavigationState } from '../../session/battle-navigation';
import type { KeptBattleView } from '../../session/kept-battle-api';
import { useTheme } from '../../theme/use-theme';
import { type BattleWords, battleWords } from '../../ui/battle-words';
import { ErrorBox } from '../../ui/ErrorBox';
import { Battle } from './Battle';
import type { BattleKeeper } from './battle-keeper';

/**
 * A battle the server keeps (a campaign's, issue 21, or the daily one, issue 36) on the battle
 * screen: opened once (`open`, started or resumed where it stands, with its whole combat log), then
 * played through the keeper `keeperFor` makes of it. Both must keep their identity between renders
 * (`useCallback`): a new one opens the battle again.
 */
export function KeptBattleScreen({
  open,
  keeperFor,
  navigation,
  enemyStepMs,
}: {
  open: () => Promise<KeptBattleView>;
  keeperFor: (view: KeptBattleView, words: BattleWords) => BattleKeeper;
  navigation: BattleNavigationState | null;
  enemyStepMs: number;
}) {
  const theme = useTheme();
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const [opened, setOpened] = useState<{ view: KeptBattleView; keeper: BattleKeeper } | { error: string } | null>(null);

  useEffect(() => {
    let live = true;
    open().then(
      (view) => live && setOpened({ view, keeper: keeperFor(view, words) }),
      (error: unknown) => live && setOpened({ error: playerMessage(error, words.log.notSent) }),
    );
    return () => {
      live = false;
    };
  }, [open, keeperFor, words]);

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
      mission={battleMissionWords(theme, opened.view.input.mission)}
      navigation={navigation}
      sample={false}
      enemyStepMs={enemyStepMs}
      theme={theme}
      words={words}
    />
  );
}
