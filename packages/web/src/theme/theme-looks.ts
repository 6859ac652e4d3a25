import type { ThemeConfig } from '@holdfast/engine/themes';

/**
 * Each universe's typefaces and accents (theme/looks/<id>.css). The faces are self-hosted from
 * @fontsource packages and bundled by Vite, so no request leaves the site. One stylesheet chunk per
 * universe, loaded only when a screen of that universe opens: the landing page's first download
 * carries no font, and a player downloads only their own universe's faces. Colours still come only
 * from the theme config's custom properties; these sheets add type and shape.
 */
const LOOKS: Record<ThemeConfig['id'], () => Promise<unknown>> = {
  vanilla: () => import('./looks/vanilla.css'),
  devastators: () => import('./looks/devastators.css'),
  majestic: () => import('./looks/majestic.css'),
  archbound: () => import('./looks/archbound.css'),
};

/** Starts loading the universe's look; until it arrives (or if it never does) the system faces show. */
export function loadThemeLook(id: ThemeConfig['id']): void {
  LOOKS[id]().catch(() => {
    // Cosmetic: the fallback stacks in styles.css carry on, and the next visit tries again.
  });
}
