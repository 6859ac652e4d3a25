import { expect, type Locator } from '@playwright/test';

/**
 * The soldier a squad picker's checkbox stands for: its accessible name, which is the soldier's
 * name as the picker shows it (rank, class and health are its description). Read from Playwright's
 * aria snapshot of the box, `- checkbox "Name" [checked]`.
 */
async function checkboxName(box: Locator): Promise<string> {
  const snapshot = await box.ariaSnapshot();
  const quoted = /^- checkbox ("(?:[^"\\]|\\.)*")/.exec(snapshot)?.[1];
  expect(quoted, `a named checkbox: ${snapshot}`).toBeDefined();
  return JSON.parse(quoted ?? '""') as string;
}

/** Ticks the first n soldiers of a mission's squad picker; returns their names as the picker shows them. */
export async function pickSoldiers(deployment: Locator, count: number): Promise<string[]> {
  const boxes = deployment.getByRole('checkbox');
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index);
    await box.check();
    names.push(await checkboxName(box));
  }
  return names;
}
