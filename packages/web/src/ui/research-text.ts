import type { ResearchProject, ResearchStatus } from '@holdfast/engine';
import type { ResearchPanelWords, ThemeConfig } from '@holdfast/engine/themes';
import type { DispatchFailure } from '../session/campaign-session';
import { fillTemplate } from '../theme/template';

/** A project's name and description in the theme's words (every theme words all 21 projects, by id). */
export function projectText(theme: ThemeConfig, project: ResearchProject): { name: string; description: string } {
  const renamed = (theme.research.projects as Partial<Record<string, { name: string; description: string }>>)[
    project.id
  ];
  return { name: renamed?.name ?? project.name, description: renamed?.description ?? project.description };
}

/** The tag on a project card: COMPLETED, IN PROGRESS, LOCKED (spec §2), or AVAILABLE. */
export function statusTag(words: ResearchPanelWords, status: ResearchStatus): string {
  return words.tags[status];
}

/** '3 days' for a project's length, or '3 days left' for the one being researched. */
export function daysText(words: ResearchPanelWords, days: number, left: boolean): string {
  if (left) return days === 1 ? words.dayLeft : fillTemplate(words.daysLeft, { n: days });
  return days === 1 ? words.day : fillTemplate(words.days, { n: days });
}

/** Progress as the player reads it: whole percent, rounded down so 99.9 never reads 100. */
export function progressPercent(progress: number): number {
  return Math.floor(progress);
}

/**
 * The alert for a start that did not happen (spec §8): the rules' refusal as is, or 'Failed to start
 * research. Please try again.' for a failed call (nothing was spent: the server applies all or nothing).
 */
export function startFailureMessage(words: ResearchPanelWords, failure: DispatchFailure): string {
  return failure.refused ? failure.error : words.startFailed;
}
