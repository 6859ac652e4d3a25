/**
 * How a mission template reads on a card or a briefing: duration, squad size, rewards. Presentation
 * only; whether a card is selectable, who may go and the odds are asked of the engine.
 */
import type { MissionTemplate, MissionTemplateRewards } from '@holdfast/engine';
import type { ThemeConfig } from '@holdfast/engine/themes';
import { fillTemplate } from '../theme/template';

export function durationText(words: { durationDays: string; durationDay: string }, days: number): string {
  return days === 1 ? words.durationDay : fillTemplate(words.durationDays, { n: days });
}

export function squadRangeText(theme: ThemeConfig, template: MissionTemplate): string {
  const { minSquad, maxSquad } = template.requirements;
  if (minSquad === maxSquad) return String(minSquad);
  return fillTemplate(theme.missionPanel.squadRange, { min: minSquad, max: maxSquad });
}

export interface RewardLine {
  key: keyof MissionTemplateRewards;
  label: string;
  amount: number;
}

/** The rewards worth showing (non-zero), labelled with the universe's resource words. */
export function rewardLines(
  theme: ThemeConfig,
  rewards: Partial<MissionTemplateRewards>,
  labels: { xp: string; reputation: string },
): RewardLine[] {
  const order: { key: keyof MissionTemplateRewards; label: string }[] = [
    { key: 'funds', label: theme.resources.funds },
    { key: 'supplies', label: theme.resources.supplies },
    { key: 'intel', label: theme.resources.intel },
    { key: 'xp', label: labels.xp },
    { key: 'reputation', label: labels.reputation },
  ];
  return order.map(({ key, label }) => ({ key, label, amount: rewards[key] ?? 0 })).filter((line) => line.amount > 0);
}

/** Percent with no trailing noise: 72 → '72%', 4.5 → '4.5%'. */
export function percentText(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
