import { advanceDayButton, anyDayReport, closeDayReport, dayLabel } from '../tests/support/base-screen';
import { startCommander } from '../tests/support/commander';
import { expect, test } from '../tests/support/test';

const DAYS = Number(process.env.BENCH_DAYS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Issue 16's figure: the time from a click on ADVANCE DAY to the header showing the new day, as the
 * player sees it (the click, the action over HTTP with a delta, the engine applying it in the page,
 * React's render), measured in the page with performance.now() and a MutationObserver on the header.
 */
test(`ADVANCE DAY: click to updated header, ${DAYS} days`, async ({ page }) => {
  await startCommander(page);
  const times: number[] = [];
  for (let i = 0; i < DAYS + 2; i += 1) {
    await expect(advanceDayButton(page)).toBeEnabled();
    // The header's day, found as the tests find it and handed to the page as an element.
    const dayElement = await dayLabel(page).elementHandle();
    const ms = await page.evaluate(
      (label) =>
        new Promise<number>((resolve) => {
          const button = Array.from(document.querySelectorAll('button')).find(
            (b) => b.textContent?.trim() === 'ADVANCE DAY',
          );
          if (!button) throw new Error('no ADVANCE DAY button');
          const before = label.textContent;
          const observer = new MutationObserver(() => {
            if (label.textContent === before) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(label, { characterData: true, childList: true, subtree: true });
          const start = performance.now();
          button.click();
        }),
      dayElement,
    );
    await dayElement.dispose();
    // The first two days warm the page (code loaded on demand, the first whole state).
    if (i >= 2) times.push(ms);
    const report = anyDayReport(page);
    await expect(advanceDayButton(page).or(report)).toBeVisible();
    if (await report.isVisible()) await closeDayReport(report);
  }
  await expect(dayLabel(page)).toHaveText(`D+${DAYS + 3}`);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `ADVANCE DAY click → header, ${sorted.length} days: median ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p90 ${percentile(sorted, 90).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
});
