import { keptBattle, openKeptRaid, soldierAndStep } from '../tests/support/battle';
import { expect, test } from '../tests/support/test';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `${label}, ${sorted.length} clicks: median ${percentile(sorted, 50).toFixed(1)} ms, ` +
    `p90 ${percentile(sorted, 90).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
  );
}

/**
 * Issue 37's figure: in a signed-in player's battle (kept on the server), a click on a tile to the
 * updated grid, measured in the page as the practice bench does (performance.now() from the click
 * to a MutationObserver seeing the tile change). Alternates selecting two soldiers, moving one a
 * tile and taking the move back (U), at 1440x900 against the built server.
 */
test(`kept battle: click on a tile → updated grid, ${CLICKS} rounds`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { campaignId, missionId } = await openKeptRaid(page);
  const view = await keptBattle(page, campaignId, missionId);
  if (!view) throw new Error('no kept battle');
  const { soldier, to } = soldierAndStep(view);
  const other = view.battle.units.find((u) => u.type === 'soldier' && u.hp > 0 && u.id !== soldier.id);
  if (!other) throw new Error('no second soldier');
  const name = soldier.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const clickAndWait = (tile: string, attribute: string, value: string) =>
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
      { tile, attribute, value },
    );
  const selects: number[] = [];
  const moves: number[] = [];
  for (let i = 0; i < CLICKS + 1; i++) {
    const a = await clickAndWait(`${other.x},${other.y}`, 'aria-selected', 'true');
    const b = await clickAndWait(`${soldier.x},${soldier.y}`, 'aria-selected', 'true');
    const m = await clickAndWait(`${to.x},${to.y}`, 'aria-label', name);
    // The first round warms the page (code loaded on demand, the first requests).
    if (i > 0) {
      selects.push(a, b);
      moves.push(m);
    }
    // Wait for the server's answer before taking the move back.
    await expect(page.getByRole('button', { name: 'UNDO MOVE' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('u');
    await expect(page.locator(`[data-tile="${soldier.x},${soldier.y}"]`)).toHaveAttribute(
      'aria-label',
      new RegExp(name),
    );
    await page.waitForLoadState('networkidle');
  }
  console.log(summary('kept battle move click → updated grid', moves));
  console.log(summary('kept battle select click → updated grid', selects));
});
