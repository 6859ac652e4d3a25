import type { LandingTheme, ThemeColours } from '@holdfast/engine/landing-themes';
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { loadThemeLook } from './theme-looks';

interface ThemeContextValue {
  theme: LandingTheme;
  /** The themed element dialogs portal into, so they inherit the universe's colours. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** CSS custom property names for each theme colour: `accentText` → `--hf-accent-text`. */
function cssVariable(key: string): string {
  return `--hf-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function themeStyle(colours: ThemeColours): CSSProperties {
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(colours)) style[cssVariable(key)] = value;
  return style as CSSProperties;
}

/**
 * Wraps a screen in its universe: colours become CSS custom properties on one root element, its
 * look (typefaces, accents) loads by theme, and every component below reads its words from
 * `useLandingTheme()` (the landing page) or `useTheme()` (use-theme.ts, every screen past it).
 */
export function ThemeRoot({ theme, children }: { theme: LandingTheme; children: ReactNode }) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);

  // The page behind the app (overscroll, the browser's colour bar) and the tab's title take the
  // theme too; the universe's typefaces and accents load on demand.
  useEffect(() => {
    document.documentElement.style.backgroundColor = theme.colours.background;
    document.documentElement.dataset.theme = theme.id;
    document.title = theme.title;
    loadThemeLook(theme.id);
  }, [theme]);

  return (
    <ThemeContext.Provider value={{ theme, portalContainer }}>
      <div className="theme-root" data-theme={theme.id} style={themeStyle(theme.colours)} ref={setPortalContainer}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The landing part of the universe's theme: all the landing page and the screen loader need. */
export function useLandingTheme(): LandingTheme {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useLandingTheme must be used inside <ThemeRoot>');
  return value.theme;
}

export function usePortalContainer(): HTMLElement | null {
  return useContext(ThemeContext)?.portalContainer ?? null;
}
