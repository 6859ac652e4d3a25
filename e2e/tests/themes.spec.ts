import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { THEME_IDS, type ThemeId } from '@holdfast/engine';
import { BASE_TABS, THEMES, type ThemeConfig } from '@holdfast/engine/themes';
import type { Page } from '@playwright/test';
import { expectContrastOnSolidBackdrops } from './support/solid-backdrop';
import { expect, test } from './support/test';

/**
 * Issue 12 item 4: each universe is recognisable at a glance on its landing and base screens (title,
 * palette, typefaces), its faces are served by the site itself, and an axe-core scan finds no moderate,
 * serious or critical accessibility violation on the landing screen and on every base tab (issue 26
 * item 17: a page without a main landmark, content outside regions and a second banner are moderate).
 * The screenshots land in docs/images/theme-<id>-*.png.
 */

/** The face each universe's title is set in (packages/web/src/theme/looks/<id>.css). */
const TITLE_FACE: Record<ThemeId, string> = {
  vanilla: 'Black Ops One',
  devastators: 'Limelight',
  majestic: 'Michroma',
  archbound: 'Cinzel Decorative',
};

const imagesDir = fileURLToPath(new URL('../../docs/images/', import.meta.url));

interface Look {
  documentTitle: string;
  heading: string;
  background: string;
  accent: string;
  titleFont: string;
  bodyFont: string;
}

/** What the eye takes in first: the titles, the page and accent colours, the title and body faces. */
async function readLook(page: Page, theme: ThemeConfig): Promise<Look> {
  // The accent as the player meets it: the label of the first campaign item (a primary menu item).
  const { label } = theme.menu.newCampaign;
  const primaryLabel = page.getByRole('button', { name: new RegExp(label) }).getByText(label, { exact: true });
  const accent = await primaryLabel.evaluate((element) => getComputedStyle(element).color);
  const look = await page.evaluate(() => {
    const root = document.querySelector('.theme-root') as HTMLElement;
    const title = document.querySelector('h1') as HTMLElement;
    return {
      documentTitle: document.title,
      heading: title.textContent ?? '',
      background: getComputedStyle(root).backgroundColor,
      titleFont: getComputedStyle(title).fontFamily,
      bodyFont: getComputedStyle(root).fontFamily,
    };
  });
  return { ...look, accent };
}

/** Waits until every face the page asked for has loaded, and returns the families that did. */
async function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const loaded: string[] = [];
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') loaded.push(face.family.replaceAll('"', ''));
    });
    return loaded;
  });
}

/** Every request the page makes goes to the site itself: no CDN, no font service. */
function recordForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

/** What the scan fails on: everything but axe's 'minor' findings. */
const FAILING_IMPACTS: readonly string[] = ['moderate', 'serious', 'critical'];

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `axe on ${where}`).toEqual([]);
  await expectContrastOnSolidBackdrops(page, where);
}

/** The landing screen with its universe's faces in place (the fonts chunk loads after the page). */
async function openLanding(page: Page, theme: ThemeConfig): Promise<void> {
  await page.goto(`/${theme.id}`);
  await expect(page.getByRole('heading', { level: 1, name: theme.title })).toBeVisible();
  await expect.poll(() => loadedFaces(page)).toContain(TITLE_FACE[theme.id]);
}

for (const id of THEME_IDS) {
  const theme = THEMES[id];

  test(`${id}: landing and base screens in the universe's own look, with no axe violation above minor on any tab`, async ({
    page,
    baseURL,
  }) => {
    // Seven axe scans on a shared machine.
    test.setTimeout(240_000);
    const foreign = recordForeignRequests(page, baseURL ?? '');
    await openLanding(page, theme);
    const look = await readLook(page, theme);
    expect(look.documentTitle).toBe(theme.title);
    expect(look.titleFont).toContain(TITLE_FACE[id]);
    await page.screenshot({ path: `${imagesDir}theme-${id}-landing.png`, fullPage: true });
    await expectNoViolations(page, `/${id}`);

    // A guest campaign in this universe: the sign-in dialog's guest way in, then the base screen.
    await page.getByRole('button', { name: new RegExp(theme.menu.newCampaign.label) }).click();
    await page
      .getByRole('dialog', { name: theme.auth.signInTitle })
      .getByRole('button', { name: theme.auth.guestPlay })
      .click();
    const newCampaign = page.getByRole('dialog', { name: theme.newCampaign.title });
    await newCampaign.getByLabel(theme.newCampaign.nameLabel).fill(`${theme.universe.name} Watch`);
    await newCampaign.getByRole('button', { name: theme.newCampaign.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${id}/base$`));
    await expect(page.getByRole('heading', { level: 1, name: `${theme.universe.name} Watch` })).toBeVisible();
    // A new campaign opens paused.
    await expect(page.getByRole('button', { name: theme.dayCycle.resume, exact: true })).toBeVisible();
    await loadedFaces(page);
    expect(await page.evaluate(() => document.title)).toBe(theme.title);
    await page.screenshot({ path: `${imagesDir}theme-${id}-base.png` });
    for (const tab of BASE_TABS) {
      await page.getByRole('tab', { name: theme.tabs[tab], exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: theme.tabs[tab] });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(theme.screens.loading)).toHaveCount(0);
      await expectNoViolations(page, `/${id}/base, ${tab} tab`);
    }

    expect(foreign, 'requests that left the site').toEqual([]);
  });
}

test('the four universes differ in title, colours and typefaces', async ({ page }) => {
  const looks: Look[] = [];
  for (const id of THEME_IDS) {
    await openLanding(page, THEMES[id]);
    looks.push(await readLook(page, THEMES[id]));
  }
  for (const key of ['documentTitle', 'heading', 'background', 'accent', 'titleFont', 'bodyFont'] as const) {
    const values = looks.map((look) => look[key]);
    expect(new Set(values).size, `${key}: ${values.join(' | ')}`).toBe(THEME_IDS.length);
  }
});
