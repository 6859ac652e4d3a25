import AxeBuilder from '@axe-core/playwright';
import { THEMES } from '@holdfast/engine/themes';
import type { Locator, Page } from '@playwright/test';
import { expectContrastOnSolidBackdrops } from './support/solid-backdrop';
import { expect, test } from './support/test';

// Issue 35: a board that reads at a glance and words that tell the truth — the player's title in
// each universe, the ABORT dialog's consequences, the report's resource names, cover shields, the
// destination's exposure under the cursor, hostile types told apart, the phone battle on one screen.

async function openPractice(page: Page, theme = 'vanilla') {
  await page.goto(`/${theme}/battle`);
  const grid = page.getByRole('grid', { name: 'Battlefield' });
  await expect(grid.getByRole('gridcell')).toHaveCount(144);
  return grid;
}

/** An element's box on the screen, in CSS pixels. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return { top: found.y, bottom: found.y + found.height, left: found.x, right: found.x + found.width };
}

/** Inside the window, whole. */
async function expectInside(locator: Locator, size: { width: number; height: number }, what: string) {
  const b = await box(locator);
  expect(b.top, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(b.left, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(b.bottom, `${what}: bottom`).toBeLessThanOrEqual(size.height);
  expect(b.right, `${what}: right`).toBeLessThanOrEqual(size.width);
}

/**
 * A veteran squad of six (every class, each with its five abilities) in a battle fought in the browser:
 * the battle screen's own navigation state, as BEGIN MISSION sends it, so the tallest actions panel a
 * player meets is the one measured.
 */
async function openVeteranBattle(page: Page) {
  await page.goto('/vanilla/battle');
  await expect(page.getByRole('gridcell')).toHaveCount(144);
  const classes = ['ranger', 'sniper', 'support', 'heavy', 'heavy', 'support'];
  const navigation = {
    missionId: 'veterans',
    mission: { id: 'veterans' },
    squad: [],
    campaignId: null,
    theme: 'vanilla',
    battleSetup: {
      seed: 777,
      input: {
        mission: { templateId: null, difficulty: 'hard', type: 'combat', rewards: { funds: 5000, intel: 25, xp: 100 } },
        squad: classes.map((classId, i) => ({
          id: `veteran-${i}`,
          name: `Vet ${i + 1}`,
          rank: 'Captain',
          classId,
          experience: 1200,
          health: 100,
          maxHealth: 100,
          loadout: { weapon: null, armor: null, utility: null },
        })),
      },
    },
  };
  await page.evaluate((state) => history.replaceState({ usr: state, key: 'veterans', idx: 0 }, ''), navigation);
  await page.reload();
  await expect(page.getByRole('gridcell', { name: /Vet 6/ })).toHaveCount(1);
}

for (const [theme, title] of [
  ['devastators', 'Engineer'],
  ['majestic', 'Operative'],
] as const) {
  test(`${theme}: ABORT says what it costs, the log calls the player the ${title}, the report names the universe's resources`, async ({
    page,
  }) => {
    const words = THEMES[theme].battle;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPractice(page, theme);
    await page.getByRole('button', { name: words.abort, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.abortTitle });
    await expect(dialog.getByTestId('abort-consequences')).toHaveText(words.abortConsequences);
    await expect(dialog.getByTestId('abort-consequences')).toContainText('nothing');
    await expectContrastOnSolidBackdrops(page, `the ${theme} battle's ABORT dialog`);
    await dialog.getByRole('button', { name: words.abortConfirm }).click();
    const log = page.getByTestId('combat-log');
    await expect(log).toContainText(words.log.missionAborted);
    await expect(log).toContainText(title);
    await expect(log).not.toContainText(/Foreman|Director\b/);

    await page.getByRole('button', { name: words.afterActionReport }).click();
    const counters = page.getByTestId('counter-funds').locator('xpath=ancestor::dl');
    await expect(counters.locator('dt').first()).toHaveText(THEMES[theme].resources.funds);
    await expect(counters).not.toContainText(/\bFUNDS\b|\bSUPPLIES\b/);
    await expectContrastOnSolidBackdrops(page, `the ${theme} after-action report`);
  });
}

test('desktop 1440x900: cover shields on the sides they protect, the destination previews its exposure, hostile types by silhouette and a line each', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const grid = await openPractice(page);
  await page.getByRole('button', { name: 'GOT IT' }).click();
  // Every cover tile carries a shield on its north and its south side, and none on the others.
  const shields = grid.getByTestId('cover-shield');
  const coverTiles = await grid.getByRole('gridcell', { name: /cover/i }).count();
  expect(coverTiles).toBeGreaterThan(0);
  await expect(shields).toHaveCount(coverTiles * 2);
  const faces = new Set(await shields.evaluateAll((els) => els.map((el) => el.getAttribute('data-face'))));
  expect([...faces].sort()).toEqual(['north', 'south']);

  // Select the first soldier; the reachable tile under the pointer says how exposed it would be there.
  const ranger = grid.getByRole('gridcell', { name: /Sgt\. Ranger/ });
  await ranger.click();
  const [x, y] = ((await ranger.getAttribute('data-tile')) ?? '1,10').split(',').map(Number) as [number, number];
  await page.locator(`[data-tile="${x},${y - 1}"]`).hover();
  await expect(page.getByTestId('move-preview')).toBeAttached();
  const destination = page.getByTestId('destination-exposure');
  await expect(destination).toBeAttached();
  await expect(destination).toContainText(/\d+%|unseen/);

  // Each hostile type on the board has its own silhouette and its line in the legend and the panel.
  const legend = page.getByTestId('legend-hostile');
  expect(await legend.count()).toBeGreaterThan(0);
  for (const line of await legend.allTextContents()) expect(line).toMatch(/\w+: .{20,}/);
  const hostiles = page.getByRole('region', { name: 'HOSTILES', exact: true });
  await expect(hostiles).toContainText(/Trooper: |Marksman: |Rusher: |Grenadier: /);
  await expect(
    page.locator('[data-face="hostile"], [data-face="trooper"], [data-face="marksman"]').first(),
  ).toBeAttached();

  // The desktop battle fits the window: nothing below the fold. The header, the whole board, the
  // newest log line and the chosen soldier's actions are inside it; the legend and the last hostile's
  // card are reached by scrolling their own column, never the page.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(900);
  const desk = { width: 1440, height: 900 };
  await expectInside(page.getByRole('button', { name: 'END TURN' }), desk, 'END TURN');
  await expectInside(grid, desk, 'the board');
  await expectInside(page.getByTestId('combat-log').locator('li').last(), desk, 'the newest log line');
  await expectInside(page.getByRole('region', { name: 'ACTIONS' }), desk, 'the actions');
  for (const far of [page.getByTestId('legend-hostile').last(), hostiles.getByText('Hostile-4', { exact: true })]) {
    await far.scrollIntoViewIfNeeded();
    await expectInside(far, desk, 'a far line, scrolled to in its column');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  await page.screenshot({ path: '../docs/images/battle-desktop-board.png' });
});

test("phone 390x844: the first battle's hint leaves the board and the squad on the first screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openPractice(page);
  const phone = { width: 390, height: 844 };
  await expectInside(page.getByRole('button', { name: 'GOT IT' }), phone, 'GOT IT');
  await expectInside(page.locator('[data-tile="0,0"]'), phone, "the board's first tile");
  await expectInside(page.locator('[data-tile="11,11"]'), phone, "the board's last tile");
  for (const soldier of await page.getByRole('gridcell', { name: /Sgt\.|Cpl\.|Pvt\./ }).all())
    await expectInside(soldier, phone, "a soldier's tile");
  await context.close();
});

test('phone 390x844: six veterans with five abilities each: the whole actions panel, the board and the newest log line on one screen, nothing under the dock', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openVeteranBattle(page);
  const gotIt = page.getByRole('button', { name: 'GOT IT' });
  if (await gotIt.count()) await gotIt.tap();
  const phone = { width: 390, height: 844 };
  for (const name of ['Vet 1', 'Vet 3', 'Vet 4']) {
    await page.getByRole('gridcell', { name: new RegExp(name) }).tap();
    const actions = page.getByRole('region', { name: 'ACTIONS' });
    await expect(actions.getByText(name, { exact: true })).toBeVisible();
    const abilities = actions.getByRole('list').getByRole('button');
    await expect(abilities).toHaveCount(5);
    // Every action whole on the screen: the abilities never scroll inside the dock.
    await expectInside(actions, phone, `${name}'s actions`);
    for (const ability of await abilities.all()) await expectInside(ability, phone, `${name}'s ability`);
    await expectInside(page.locator('[data-tile="0,0"]'), phone, 'the first tile');
    await expectInside(page.locator('[data-tile="11,11"]'), phone, 'the last tile');
    const newest = page.getByTestId('combat-log').locator('li').last();
    await expectInside(newest, phone, 'the newest log line');
    // The dock starts below the newest log line: nothing of the board or the line is under it.
    expect((await box(actions)).top).toBeGreaterThanOrEqual((await box(newest)).bottom);
  }
  await page.screenshot({ path: '../docs/images/battle-phone-veterans.png' });
  await context.close();
});

test('phone 390x844: with a soldier selected, the grid, the actions and the newest log line on one screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const grid = await openPractice(page);
  await page.getByRole('button', { name: 'GOT IT' }).tap();
  await grid.getByRole('gridcell', { name: /Sgt\. Ranger/ }).tap();
  const actions = page.getByRole('region', { name: 'ACTIONS' });
  await expect(actions.getByRole('button', { name: 'MOVE', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-tile="0,0"]')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-tile="11,11"]')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('combat-log').locator('li').last()).toBeInViewport({ ratio: 1 });
  // Nothing of the grid is under the dock: the last row's tiles are not covered by another element.
  const covered = await page.locator('[data-tile="5,11"]').evaluate((tile) => {
    const box = tile.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && !tile.contains(top);
  });
  expect(covered).toBe(false);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await expectContrastOnSolidBackdrops(page, 'the phone battle with a soldier selected');
  await page.screenshot({ path: '../docs/images/battle-phone-selected.png' });
  await context.close();
});
