/**
 * One way for every screen to read a mission's words in the campaign's universe: the missions tab
 * cards and detail, the active list, the briefing and the battle header all ask here, so a
 * Devastators campaign never shows a LAST STAND place name.
 */
import type { BattleInput } from '../battle/types';
import { type MissionTemplate, missionTemplate } from '../content/missions';
import type { MissionWords, ThemeConfig } from './theme-config';

/**
 * The words of a mission template in a theme (a config or its id). A template the theme does not
 * know keeps the catalogue's own words; an unknown template id reads as the id itself.
 */
export function missionWords(theme: ThemeConfig, templateId: string): MissionWords {
  const own = (theme.missionTexts as Partial<Record<string, MissionWords>>)[templateId];
  if (own) return own;
  const template = missionTemplate(templateId);
  if (!template) return { name: templateId, type: '', location: '', description: '', storyContext: '', objectives: [] };
  const { name, type, location, description, storyContext, objectives } = template;
  return { name, type, location, description, storyContext, objectives };
}

/** The template with its words replaced by the theme's: the rules' numbers, the universe's words. */
export function wordedMission<T extends MissionTemplate>(theme: ThemeConfig, template: T): T {
  return { ...template, ...missionWords(theme, template.id) };
}

/**
 * A battle's mission name and location in a theme (issue 25: the battle holds ids, the screen words
 * them): its template's words; for a battle stored before rules version 4 without a template id, the
 * words it was stored with; for the practice battle (no template), the theme's sample mission.
 */
export function battleMissionWords(
  theme: ThemeConfig,
  mission: BattleInput['mission'],
): { name: string; location: string } {
  if (mission.templateId) {
    const { name, location } = missionWords(theme, mission.templateId);
    return { name, location };
  }
  if ('name' in mission) return { name: mission.name, location: mission.location };
  const { name, location } = theme.missionBriefing.sampleMission;
  return { name, location };
}
