import { battleMissionWords, type ThemeConfig } from '@holdfast/engine/themes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { CampaignId } from '../../api/types';
import {
  type AfterActionNavigationState,
  type BattleNavigationState,
  soldiersWithoutClass,
} from '../../session/battle-navigation';
import type { KeptBattleView } from '../../session/kept-battle-api';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../../ui/battle-words';
import { BattleView } from './BattleView';
import { reportOf } from './battle-report';
import { useServerBattle } from './use-server-battle';

/** A kept battle once opened: the server's controller behind the one battle view. */
export function KeptBattle({
  initial,
  navigation,
  campaignId,
  enemyStepMs,
  theme,
  words,
}: {
  initial: KeptBattleView;
  navigation: BattleNavigationState;
  campaignId: CampaignId;
  enemyStepMs: number;
  theme: ThemeConfig;
  words: BattleWords;
}) {
  // Spec §8, issue 35: a kept battle warns of a soldier without a class id, as the browser's own battle does.
  useEffect(() => {
    for (const name of soldiersWithoutClass({ input: initial.input, seed: 0 }))
      console.warn(fillTemplate(words.noClassWarning, { name }));
  }, [initial.input, words]);
  const controller = useServerBattle(initial, { campaignId, missionId: navigation.missionId }, theme, enemyStepMs);
  const navigate = useNavigate();
  const mission = battleMissionWords(theme, initial.input.mission);

  function openReport() {
    const report = reportOf(controller, mission, navigation, theme);
    if (!report) return;
    const state: AfterActionNavigationState = {
      ...report,
      campaignId,
      missionId: navigation.missionId,
      // The server already applied the result and kept the replay.
      keptOnServer: true,
      ...(controller.finished?.replayId ? { replayId: controller.finished.replayId } : {}),
    };
    navigate(`/${theme.id}/after-action`, { state });
  }

  return (
    <BattleView
      controller={controller}
      mission={mission}
      theme={theme}
      words={words}
      sample={false}
      onReport={openReport}
    />
  );
}
