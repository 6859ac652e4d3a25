import { battleMissionWords } from '@holdfast/engine/themes';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type BattleNavigationState, sampleBattleSetup, soldiersWithoutClass } from '../../session/battle-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { battleWords } from '../../ui/battle-words';
import { Battle } from './Battle';
import { localKeeper } from './battle-keeper';

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
  const navigate = useNavigate();
  const [setup] = useState(
    () =>
      navigation?.battleSetup ??
      sampleBattleSetup([
        theme.missionBriefing.sampleSquad.sergeant,
        theme.missionBriefing.sampleSquad.corporal,
        theme.missionBriefing.sampleSquad.private,
      ]),
  );
  // Each action is kept in this page's history entry, so a reload resumes the battle where it stood.
  const [keeper] = useState(() =>
    localKeeper(setup, navigation, words, theme, (actions) => {
      if (navigation) navigate(location.pathname, { replace: true, state: { ...navigation, actions } });
    }),
  );
  // Spec §8: a soldier without a class id logs a console warning; the engine gives them base stats only.
  useEffect(() => {
    for (const name of soldiersWithoutClass(setup)) console.warn(fillTemplate(words.noClassWarning, { name }));
  }, [setup, words]);

  return (
    <Battle
      keeper={keeper}
      mission={battleMissionWords(theme, setup.input.mission)}
      navigation={navigation}
      enemyStepMs={enemyStepMs}
      theme={theme}
      words={words}
    />
  );
}
