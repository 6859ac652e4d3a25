import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Reading and driving the base screen's header: the resources strip, D+n, ADVANCE DAY and the
 * 'DAY n - REPORT' dialog that some days bring. Every wait is on what the screen shows.
 */

export type ResourceKey = 'funds' | 'supplies' | 'intel';

const DAY_REPORT_TITLE = /^DAY \d+ - REPORT$/;

/** The value cell of one resource in the header strip ('25,000'). */
export function resourceValue(page: Page, key: ResourceKey | 'power'): Locator {
  return page.locator(`[data-resource="${key}"] dd`);
}

export async function readResource(page: Page, key: ResourceKey): Promise<number> {
  const text = (await resourceValue(page, key).textContent()) ?? '';
  const value = Number(text.replaceAll(',', ''));
  expect(Number.isFinite(value), `header ${key} reads "${text}"`).toBe(true);
  return value;
}

export async function readResources(page: Page): Promise<Record<ResourceKey, number>> {
  return {
    funds: await readResource(page, 'funds'),
    supplies: await readResource(page, 'supplies'),
    intel: await readResource(page, 'intel'),
  };
}

/** The header's 'D+n', by its words: nothing else on the base screen reads 'D+' and a number alone. */
export function dayLabel(page: Page): Locator {
  return page.getByText(/^D\+\d+$/);
}

export async function readDay(page: Page): Promise<number> {
  const text = (await dayLabel(page).textContent()) ?? '';
  const match = /^D\+(\d+)$/.exec(text.trim());
  expect(match, `header day reads "${text}"`).not.toBeNull();
  return Number(match?.[1]);
}

export function advanceDayButton(page: Page): Locator {
  return page.getByRole('button', { name: 'ADVANCE DAY', exact: true });
}

/** The day report dialog of any day. */
export function anyDayReport(page: Page): Locator {
  return page.getByRole('dialog', { name: DAY_REPORT_TITLE });
}

/** The day report dialog of day n. */
export function dayReport(page: Page, day: number): Locator {
  return page.getByRole('dialog', { name: `DAY ${day} - REPORT`, exact: true });
}

/**
 * Presses ADVANCE DAY and waits until the new day is in the header and the day is fully processed:
 * either ADVANCE DAY is back (no report today) or the day's report is open (the modal hides the
 * rest of the page from assistive technology, ADVANCE DAY included). Returns the report dialog when
 * one opened, left open for the caller to read, or null.
 */
export async function advanceDayKeepingReport(page: Page): Promise<Locator | null> {
  const day = await readDay(page);
  await advanceDayButton(page).click();
  await expect(dayLabel(page)).toHaveText(`D+${day + 1}`);
  const report = dayReport(page, day + 1);
  await expect(advanceDayButton(page).or(report)).toBeVisible();
  return (await report.isVisible()) ? report : null;
}

/** ADVANCE DAY, closing the day's report with CONTINUE if the day brought one. */
export async function advanceDay(page: Page): Promise<void> {
  const report = await advanceDayKeepingReport(page);
  if (report) await closeDayReport(report);
}

export async function closeDayReport(report: Locator): Promise<void> {
  await report.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await expect(report).toBeHidden();
}

/** Opens one of the five base-screen tabs (BASE, SQUAD, MEDBAY, RESEARCH, MISSIONS). */
export async function openTab(page: Page, name: 'BASE' | 'SQUAD' | 'MEDBAY' | 'RESEARCH' | 'MISSIONS'): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Base sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** A toast (the spec's alert) with exactly these words. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
