/**
 * Issue 35 item 13: axe cannot judge text over the page's gradient backdrop (it skips what it cannot
 * read), so a screen is scanned again with the backdrop made one solid colour — the two ends of what
 * can stand behind a text: the page colour itself, and the glow at the top of the screen with a grid
 * line over it (the backdrop's lightest point on a dark universe, its darkest on a light one). Every
 * text must reach 4.5:1 (3:1 large) against both; the scan lists every node that does not.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The backdrop's two ends, as the theme's own colours (resolved to rgb in the page). */
const BACKDROPS = {
  page: 'var(--hf-background)',
  glow: 'color-mix(in srgb, var(--hf-highlight) 7%, var(--hf-background-alt))',
} as const;

/** The colour a CSS expression paints in this page's theme, as rgb() (axe reads rgb reliably). */
async function solidColour(page: Page, expression: string): Promise<string> {
  return page.evaluate((value) => {
    const root = document.querySelector('.theme-root') ?? document.body;
    const probe = document.createElement('div');
    probe.style.backgroundColor = value;
    root.appendChild(probe);
    const computed = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return computed;
    context.fillStyle = computed;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  }, expression);
}

/** Scans the page's colour contrast on each solid backdrop; returns the failing nodes, named. */
export async function contrastOnSolidBackdrops(page: Page): Promise<string[]> {
  const failing: string[] = [];
  for (const [name, expression] of Object.entries(BACKDROPS)) {
    const colour = await solidColour(page, expression);
    const style = await page.addStyleTag({
      content: `html, body, .theme-root { background-image: none !important; background-color: ${colour} !important; }
        .theme-root::after { display: none !important; }`,
    });
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    for (const violation of results.violations)
      for (const node of violation.nodes)
        failing.push(`${name} ${colour}: ${node.target.join(' ')}: ${node.failureSummary?.split('\n').pop() ?? ''}`);
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
  return failing;
}

/** The check a scanning test makes: no text below AA on either end of the backdrop. */
export async function expectContrastOnSolidBackdrops(page: Page, where: string): Promise<void> {
  expect(await contrastOnSolidBackdrops(page), `contrast with a solid backdrop on ${where}`).toEqual([]);
}
