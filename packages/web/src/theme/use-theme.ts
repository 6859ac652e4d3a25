import { type ThemeConfig, themeFor } from '@holdfast/engine/themes';
import { useLandingTheme } from './ThemeRoot';

/**
 * The universe's whole theme: every word a campaign screen shows. Kept apart from ThemeRoot so the
 * landing page, which reads only `useLandingTheme()`, does not download the four themes' mission,
 * research and facility words (issue 16); they come with the first screen that imports this.
 */
export function useTheme(): ThemeConfig {
  return themeFor(useLandingTheme().id);
}
