import { useState } from 'react';
import { useLocation } from 'react-router';
import { readBattleNavigation } from '../../session/battle-navigation';
import { DailyBattle, readDailyNavigation } from './DailyBattle';
import { LocalBattle } from './LocalBattle';
import { ServerBattle } from './ServerBattle';
import { ENEMY_STEP_MS } from './use-battle';

/**
 * The tactical battle at /{theme}/battle (spec: missions-battle-themes §2 battle screen, §4 battle).
 * It fights the battle BEGIN MISSION handed over, or without one the spec's practice battle, and
 * hands the outcome to the after-action report. A signed-in player's battle is kept on the server
 * (issue 21: `ServerBattle`); a guest's and the practice battle are fought here (`LocalBattle`).
 */
export function BattleScreen({ enemyStepMs = ENEMY_STEP_MS }: { enemyStepMs?: number }) {
  const location = useLocation();
  const [navigation] = useState(() => readBattleNavigation(location.state));
  const [daily] = useState(() => readDailyNavigation(location.state));
  if (daily) return <DailyBattle navigation={daily} enemyStepMs={enemyStepMs} />;
  if (navigation && navigation.campaignId !== null && !navigation.guestCampaign) {
    return <ServerBattle navigation={navigation} campaignId={navigation.campaignId} enemyStepMs={enemyStepMs} />;
  }
  return <LocalBattle navigation={navigation} enemyStepMs={enemyStepMs} />;
}
