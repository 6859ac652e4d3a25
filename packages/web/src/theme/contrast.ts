import type { ThemeColours } from '@holdfast/engine/themes';

/**
 * WCAG 2.x contrast maths for the theme palettes (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio),
 * plus the one colour operation our stylesheets use: `color-mix(in srgb, a p%, b)`.
 */

export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color-mix(in srgb, a share%, b)`, rounded to whole channel values as a browser paints it. */
export function mix(a: Rgb, share: number, b: Rgb): Rgb {
  const p = share / 100;
  return [0, 1, 2].map((i) => Math.round((a[i] as number) * p + (b[i] as number) * (1 - p))) as unknown as Rgb;
}

/** A colour as the stylesheets name it: a theme colour, or a color-mix of two of them. */
export type ColourRef = keyof ThemeColours | { mix: [ColourRef, number, ColourRef] };

export function resolveColour(colours: ThemeColours, ref: ColourRef): Rgb {
  if (typeof ref === 'string') return parseHex(colours[ref]);
  const [a, share, b] = ref.mix;
  return mix(resolveColour(colours, a), share, resolveColour(colours, b));
}

/** AA thresholds: 4.5:1 for normal text, 3:1 for large text and for UI parts (focus rings, fills). */
export const AA_MINIMUM = { text: 4.5, large: 3, ui: 3 } as const;
export type ContrastKind = keyof typeof AA_MINIMUM;
