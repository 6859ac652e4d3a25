import { battleMissionWords } from '@holdfast/engine/themes';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { playerMessage } from '../../api/client';
import type { CampaignId } from '../../api/types';
import type { BattleNavigationState } from '../../session/battle-navigation';
import { type KeptBattleView, openKeptBattle } from '../../session/kept-battle-api';
import { useTheme } from '../../theme/use-theme';
import { battleWords } from '../../ui/battle-words';
import { ErrorBox } from '../../ui/ErrorBox';
import { Battle } from './Battle';
import { type BattleKeeper, serverKeeper } from './battle-keeper';

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
  const theme = useTheme();
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const api = useApi();
  const [opened, setOpened] = useState<{ view: KeptBattleView; keeper: BattleKeeper } | { error: string } | null>(null);
  const { missionId } = navigation;

  useEffect(() => {
    let live = true;
    openKeptBattle(api, campaignId, missionId).then(
      (view) => live && setOpened({ view, keeper: serverKeeper(api, { campaignId, missionId }, view, words) }),
      (error: unknown) => live && setOpened({ error: playerMessage(error, words.log.notSent) }),
    );
    return () => {
      live = false;
    };
  }, [api, campaignId, missionId, words]);

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
      enemyStepMs={enemyStepMs}
      theme={theme}
      words={words}
    />
  );
}
