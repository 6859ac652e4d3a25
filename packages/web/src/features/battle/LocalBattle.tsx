import { battleMissionWords } from '@holdfast/engine/themes';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type AfterActionNavigationState,
  type BattleNavigationState,
  sampleBattleSetup,
  soldiersWithoutClass,
} from '../../session/battle-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { battleWords } from '../../ui/battle-words';
import { BattleView } from './BattleView';
import { reportOf } from './battle-report';
import { useBattle } from './use-battle';

/** A guest's battle or the practice battle, fought in the browser (issue 21). */
export function LocalBattle({
  navigation,
  enemyStepMs,
}: {
  navigation: BattleNavigationState | null;
  enemyStepMs: number;
}) {
  const theme = useTheme();
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const location = useLocation();
  const [setup] = useState(
    () =>
      navigation?.battleSetup ??
      sampleBattleSetup([
        theme.missionBriefing.sampleSquad.sergeant,
        theme.missionBriefing.sampleSquad.corporal,
        theme.missionBriefing.sampleSquad.private,
      ]),
  );
  // Spec §8: a soldier without a class id logs a console warning; the engine gives them base stats only.
  useEffect(() => {
    for (const name of soldiersWithoutClass(setup)) console.warn(fillTemplate(words.noClassWarning, { name }));
  }, [setup, words]);
  const mission = battleMissionWords(theme, setup.input.mission);
  const controller = useBattle(setup, theme, enemyStepMs, navigation?.actions ?? []);
  const navigate = useNavigate();

  // Keep the actions in this page's history entry, so a reload resumes the battle where it stood.
  const { actions } = controller;
  useEffect(() => {
    if (!navigation || actions === navigation.actions) return;
    navigate(location.pathname, { replace: true, state: { ...navigation, actions } });
  }, [actions, navigation, navigate, location.pathname]);

  function openReport() {
    const report = reportOf(controller, mission, navigation, theme);
    if (!report) return;
    const state: AfterActionNavigationState = {
      ...report,
      campaignId: navigation?.campaignId ?? null,
      // Every fought battle can be watched again, the practice one too; only a real mission goes home.
      battleSetup: setup,
      actions: controller.actions,
      ...(navigation
        ? {
            missionId: navigation.missionId,
            ...(navigation.guestCampaign ? { guestCampaign: navigation.guestCampaign } : {}),
          }
        : {}),
    };
    navigate(`/${theme.id}/after-action`, { state });
  }

  return (
    <BattleView
      controller={controller}
      mission={mission}
      theme={theme}
      words={words}
      sample={navigation === null}
      onReport={openReport}
    />
  );
}
