/**
 * Playwright's `test`, with every page ready for the story: when a chapter begins (a new campaign
 * on day 1, days 31, 71, 111) the base screen opens the chapter's opening as a modal, and a player
 * reads it and presses BEGIN. Tests about other things let Playwright do that whenever the opening
 * stands in their way (addLocatorHandler); the unit tests check the opening itself.
 */
import { test as base, expect, type Page } from '@playwright/test';

export async function readChapterOpenings(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^CHAPTER \d/ }), async (dialog) => {
    await dialog.getByRole('button', { name: 'BEGIN' }).click();
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await readChapterOpenings(page);
    await use(page);
  },
});

export { expect };
