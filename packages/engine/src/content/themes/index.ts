/**
 * The four universes' theme configs (spec: missions-battle-themes §1, §3, §9).
 * Import as `@holdfast/engine/themes`. Another helper keeps each theme's events and story beside
 * its `theme.ts`; this module only covers words, colours and dates.
 */
import { THEME_IDS, type ThemeId } from '../ids';
import { ARCHBOUND_THEME } from './archbound/theme';
import { DEVASTATORS_THEME } from './devastators/theme';
import { MAJESTIC_THEME } from './majestic/theme';
import type { ThemeConfig } from './theme-config';
import { VANILLA_THEME } from './vanilla/theme';

export * from './common-base-words';
export * from './common-battle-words';
export * from './common-refusal-words';
export * from './mission-words';
export * from './refusal-wording';
export * from './theme-config';
export * from './wording';

export const DEFAULT_THEME_ID: ThemeId = 'vanilla';

export const THEMES: Record<ThemeId, ThemeConfig> = {
  vanilla: VANILLA_THEME,
  devastators: DEVASTATORS_THEME,
  majestic: MAJESTIC_THEME,
  archbound: ARCHBOUND_THEME,
};

export function isThemeId(name: string | undefined): name is ThemeId {
  return name !== undefined && (THEME_IDS as readonly string[]).includes(name);
}

/** The theme named in a route or record; an unknown or missing name falls back to vanilla (spec §1). */
export function themeFor(name: string | undefined): ThemeConfig {
  return isThemeId(name) ? THEMES[name] : THEMES[DEFAULT_THEME_ID];
}

const MS_PER_DAY = 86_400_000;

/**
 * The in-game calendar date of a campaign day: the theme's start date plus day − 1, as yyyy-mm-dd.
 * Day 1 is the start date itself. Computed in UTC so the result never depends on the player's zone.
 */
export function inGameDate(theme: ThemeConfig | ThemeId, day: number): string {
  const config = typeof theme === 'string' ? THEMES[theme] : theme;
  const [year, month, date] = config.startDate.split('-').map(Number);
  const start = Date.UTC(year ?? 2025, (month ?? 1) - 1, date ?? 1);
  return new Date(start + (day - 1) * MS_PER_DAY).toISOString().slice(0, 10);
}
