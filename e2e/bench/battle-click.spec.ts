import { expect, test } from '../tests/support/test';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 40);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Issue 22's figure: a click on a battle tile to the updated grid, with the board's feedback on
 * (marks, intents, faces, exposure, the forecast asked again after every action). In the page:
 * performance.now() from the click to the MutationObserver seeing the grid change (the chosen
 * soldier's tile selected, or the moved soldier's tile filled). Alternates selecting two soldiers
 * and moving one tile then undoing, at 1440x900 in the practice battle.
 */
test(`battle: click on a tile → updated grid, ${CLICKS} clicks`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/vanilla/battle');
  await expect(page.getByRole('gridcell')).toHaveCount(144);
  const times: number[] = [];
  const clickAndWait = (tile: string, attribute: string, value: RegExp | string) =>
    page.evaluate(
      ({ tile, attribute, value }) =>
        new Promise<number>((resolve) => {
          const cell = document.querySelector<HTMLElement>(`[data-tile="${tile}"]`);
          const grid = document.querySelector('[role="grid"]');
          if (!cell || !grid) throw new Error(`no tile ${tile}`);
          const done = () => new RegExp(value).test(cell.getAttribute(attribute) ?? '');
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(grid, { attributes: true, childList: true, subtree: true });
          const start = performance.now();
          cell.click();
        }),
      { tile, attribute, value: typeof value === 'string' ? value : value.source },
    );
  for (let i = 0; i < CLICKS; i++) {
    // Select the Ranger, then the Sniper: each a select action, the grid redrawn.
    times.push(await clickAndWait('1,10', 'aria-selected', 'true'));
    times.push(await clickAndWait('2,10', 'aria-selected', 'true'));
    // Move the Sniper one tile up (the tile's name then holds the soldier), and take it back.
    times.push(await clickAndWait('2,9', 'aria-label', 'Cpl\\. Sniper'));
    await expect(page.getByRole('button', { name: 'UNDO MOVE' })).toBeVisible();
    await page.keyboard.press('u');
    await expect(page.locator('[data-tile="2,10"]')).toHaveAttribute('aria-label', /Cpl\. Sniper/);
  }
  const sorted = times.slice(3).sort((a, b) => a - b);
  console.log(
    `battle tile click → updated grid, ${sorted.length} clicks: median ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p90 ${percentile(sorted, 90).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
});
