import { battleOutcome, missionRewardsPaid } from '@holdfast/engine';
import type { ThemeConfig } from '@holdfast/engine/themes';
import type { AfterActionNavigationState, BattleNavigationState } from '../../session/battle-navigation';
import type { BattleController } from './use-battle';

/** What the after-action report shows of a finished battle, whoever fought it. */
export function reportOf(
  controller: BattleController,
  mission: { name: string; location: string },
  navigation: BattleNavigationState | null,
  theme: ThemeConfig,
): AfterActionNavigationState | null {
  const outcome = battleOutcome(controller.battle);
  if (!outcome) return null;
  const units = new Map(controller.battle.units.map((u) => [u.id, u]));
  const survivors = outcome.soldiers.filter((s) => s.survived).length;
  return {
    mission,
    campaignId: null,
    victory: outcome.victory,
    casualties: outcome.soldiers.length - survivors,
    turns: outcome.turns,
    objectiveMet: outcome.objectiveMet,
    // Every reward the campaign will pay, by the rule that pays it (supplies and reputation too).
    rewards: navigation
      ? missionRewardsPaid(navigation.mission.rewards, outcome.victory, outcome.rewards.xp)
      : outcome.rewards,
    soldiers: outcome.soldiers.map((s) => ({
      ...s,
      name: units.get(s.soldierId)?.name ?? s.soldierId,
      rank: units.get(s.soldierId)?.rank ?? '',
    })),
    theme: theme.id,
  };
}
