import type { ThemeConfig } from '@holdfast/engine/themes';
import { useNavigate } from 'react-router';
import type { BattleNavigationState } from '../../session/battle-navigation';
import type { BattleWords } from '../../ui/battle-words';
import { BattleView } from './BattleView';
import type { BattleKeeper } from './battle-keeper';
import { reportOf } from './battle-report';
import { useBattle } from './use-battle';

/**
 * One battle on the screen, wherever it is kept: the one controller over the keeper the screen
 * chose (`battle-keeper.ts`), the battle view, and the after-action report it opens.
 */
export function Battle({
  keeper,
  mission,
  navigation,
  enemyStepMs,
  theme,
  words,
  sample,
}: {
  keeper: BattleKeeper;
  mission: { name: string; location: string };
  navigation: BattleNavigationState | null;
  enemyStepMs: number;
  theme: ThemeConfig;
  words: BattleWords;
  /** Shows the practice battle's note; by default when no mission was handed over. */
  sample?: boolean;
}) {
  const controller = useBattle(keeper, theme, enemyStepMs);
  const navigate = useNavigate();

  function openReport() {
    const report = reportOf(controller, mission, navigation, theme);
    if (report) navigate(`/${theme.id}/after-action`, { state: keeper.report(report) });
  }

  return (
    <BattleView
      controller={controller}
      mission={mission}
      theme={theme}
      words={words}
      sample={sample ?? navigation === null}
      onReport={openReport}
    />
  );
}
