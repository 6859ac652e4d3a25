import { useCallback } from 'react';
import { useApi } from '../../api/ApiProvider';
import type { CampaignId } from '../../api/types';
import { type BattleNavigationState, soldiersWithoutClass } from '../../session/battle-navigation';
import { type KeptBattleView, openKeptBattle } from '../../session/kept-battle-api';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../../ui/battle-words';
import { serverKeeper } from './battle-keeper';
import { KeptBattleScreen } from './KeptBattleScreen';

/**
 * A signed-in player's battle: BEGIN MISSION starts it on the server or resumes it where it stands,
 * with its whole combat log (reload, Back, a second tab or another device all land here).
 */
export function ServerBattle({
  navigation,
  campaignId,
  enemyStepMs,
}: {
  navigation: BattleNavigationState;
  campaignId: CampaignId;
  enemyStepMs: number;
}) {
  const api = useApi();
  const { missionId } = navigation;
  const open = useCallback(() => openKeptBattle(api, campaignId, missionId), [api, campaignId, missionId]);
  const keeperFor = useCallback(
    (view: KeptBattleView, words: BattleWords) => {
      // Spec §8, issue 35: a kept battle warns of a soldier without a class id, as the browser's own battle does.
      for (const name of soldiersWithoutClass({ input: view.input, seed: 0 }))
        console.warn(fillTemplate(words.noClassWarning, { name }));
      return serverKeeper(api, { campaignId, missionId }, view, words);
    },
    [api, campaignId, missionId],
  );
  return <KeptBattleScreen open={open} keeperFor={keeperFor} navigation={navigation} enemyStepMs={enemyStepMs} />;
}
