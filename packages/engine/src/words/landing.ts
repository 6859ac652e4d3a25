/**
 * Each universe's landing-page theme (title, colours, home words), without the rest of its config.
 * Import as `@holdfast/engine/landing-themes`: the web app's first page needs only this, and the
 * whole config (`@holdfast/engine/themes`) arrives with the screen that opens a campaign.
 */
import { THEME_IDS, type ThemeId } from '../content/ids';
import { ARCHBOUND_LANDING } from './archbound/landing';
import { DEVASTATORS_LANDING } from './devastators/landing';
import { MAJESTIC_LANDING } from './majestic/landing';
import type { LandingTheme } from './theme-config';
import { VANILLA_LANDING } from './vanilla/landing';

export type { ComingSoonItemWords, LandingTheme, MenuItemWords, ThemeColours } from './theme-config';

export const LANDING_THEMES: Record<ThemeId, LandingTheme> = {
  vanilla: VANILLA_LANDING,
  devastators: DEVASTATORS_LANDING,
  majestic: MAJESTIC_LANDING,
  archbound: ARCHBOUND_LANDING,
};

/** The landing theme named in a route; an unknown or missing name falls back to vanilla (spec §1). */
export function landingThemeFor(name: string | undefined): LandingTheme {
  return name !== undefined && (THEME_IDS as readonly string[]).includes(name)
    ? LANDING_THEMES[name as ThemeId]
    : VANILLA_LANDING;
}
