import { THEMES } from '@holdfast/engine/themes';
import { describe, expect, it } from 'vitest';
import { AA_MINIMUM, contrastRatio, mix, parseHex, relativeLuminance, resolveColour } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';

describe('contrast maths', () => {
  it('gives the WCAG reference figures', () => {
    expect(relativeLuminance(parseHex('#ffffff'))).toBeCloseTo(1, 6);
    expect(relativeLuminance(parseHex('#000000'))).toBe(0);
    expect(contrastRatio(parseHex('#ffffff'), parseHex('#000000'))).toBeCloseTo(21, 6);
    // #767676 on white is the well-known lightest grey that passes AA for normal text.
    expect(contrastRatio(parseHex('#767676'), parseHex('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHex('#777777'), parseHex('#ffffff'))).toBeLessThan(4.5);
  });

  it('mixes in sRGB as color-mix does', () => {
    expect(mix(parseHex('#ff0000'), 50, parseHex('#0000ff'))).toEqual([128, 0, 128]);
    expect(mix(parseHex('#000000'), 14, parseHex('#ffffff'))).toEqual([219, 219, 219]);
  });
});

describe.each(Object.values(THEMES))('$id palette meets WCAG AA', (theme) => {
  it.each(CONTRAST_PAIRS)('$what', ({ foreground, background, kind }) => {
    const ratio = contrastRatio(resolveColour(theme.colours, foreground), resolveColour(theme.colours, background));
    expect(Number(ratio.toFixed(2)), `${theme.id}: ${kind} needs ${AA_MINIMUM[kind]}:1`).toBeGreaterThanOrEqual(
      AA_MINIMUM[kind],
    );
  });
});
