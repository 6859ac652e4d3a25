import type { ColourRef, ContrastKind } from './contrast';

/**
 * Every foreground/background pairing the stylesheets paint, named by theme colour (see the
 * `color:` / `background:` rules in styles.css and the feature stylesheets). contrast.test.ts
 * checks each pair in each theme against WCAG AA; a new pairing in a stylesheet belongs here.
 */
export interface ContrastPair {
  what: string;
  foreground: ColourRef;
  background: ColourRef;
  kind: ContrastKind;
}

/** The surfaces text sits on: page, gradient glow, panels, raised panels and buttons, inputs. */
export const SURFACES = ['background', 'backgroundAlt', 'panel', 'panelRaised'] as const;

/** Colours used as text on any surface: body, secondary, actionable, labels and states. */
export const TEXT_COLOURS = ['text', 'textMuted', 'accent', 'highlight', 'danger', 'warning', 'success'] as const;

const onEverySurface: ContrastPair[] = TEXT_COLOURS.flatMap((foreground) =>
  SURFACES.map((background) => ({
    what: `${foreground} text on ${background}`,
    foreground,
    background,
    kind: 'text' as const,
  })),
);

export const CONTRAST_PAIRS: ContrastPair[] = [
  ...onEverySurface,
  { what: 'primary button', foreground: 'accentText', background: 'accent', kind: 'text' },
  {
    what: 'primary button, hovered',
    foreground: 'accentText',
    background: { mix: ['accent', 85, 'text'] },
    kind: 'text',
  },
  { what: 'danger button', foreground: 'background', background: 'danger', kind: 'text' },
  {
    what: 'danger button, hovered',
    foreground: 'background',
    background: { mix: ['danger', 85, 'text'] },
    kind: 'text',
  },
  {
    what: 'home alert banner',
    foreground: 'warning',
    background: { mix: ['warning', 14, 'background'] },
    kind: 'text',
  },
  {
    what: 'briefing banner',
    foreground: 'warning',
    background: { mix: ['warning', 14, 'panel'] },
    kind: 'text',
  },
  { what: 'error box text', foreground: 'text', background: { mix: ['danger', 16, 'panel'] }, kind: 'text' },
  { what: 'error box title', foreground: 'danger', background: { mix: ['danger', 16, 'panel'] }, kind: 'text' },
  { what: 'defeat banner', foreground: 'text', background: { mix: ['danger', 14, 'panel'] }, kind: 'text' },
  { what: 'victory banner', foreground: 'text', background: { mix: ['success', 14, 'panel'] }, kind: 'text' },
  {
    what: 'title subtitle in the glow behind it (archbound gate)',
    foreground: 'highlight',
    background: { mix: ['highlight', 16, 'background'] },
    kind: 'text',
  },
  { what: 'pressed log filter', foreground: 'text', background: { mix: ['accent', 18, 'background'] }, kind: 'text' },
  { what: 'focus ring', foreground: 'accent', background: 'background', kind: 'ui' },
  { what: 'text field outline', foreground: 'textMuted', background: 'background', kind: 'ui' },
  { what: 'status light (off)', foreground: 'danger', background: 'panel', kind: 'ui' },
  { what: 'status light (on)', foreground: 'success', background: 'panel', kind: 'ui' },
];
