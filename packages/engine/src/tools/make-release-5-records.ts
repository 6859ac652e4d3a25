/**
 * Makes `legacy/fixtures/release-5-records.json`: campaign records as the release whose rules are
 * RULES_VERSION 5 (62ae749) made them — a hard campaign to day 46 and a normal one to day 76, played
 * by that release's thoughtful commander, fought battles among them (chapter 2's on normal) — with the
 * day and checksum that release reached. Run once, by that release (`npx tsx` this file there, its
 * output into the fixture: the engine writes no file);
 * `campaign/campaign-replay-release-5.test.ts` re-bases them under later rules.
 */
import { campaignChecksum } from '../campaign/campaign-replay';
import { RULES_VERSION } from '../rules-version';
import { runCampaign } from './run-campaign';

if ((RULES_VERSION as number) !== 5)
  throw new Error('release-5-records.json is made by the RULES_VERSION 5 release only');
const records = (
  [
    ['hard', 7, 45],
    ['normal', 3, 75],
  ] as const
).map(([difficulty, seed, days]) => {
  const { state, actions } = runCampaign({ seed, days, difficulty, commander: 'thoughtful', recordActions: true });
  return {
    options: { name: `Sim ${seed}`, difficulty, theme: 'vanilla', seed },
    rulesVersion: 5,
    actions,
    day: state.day,
    checksum: campaignChecksum(state),
  };
});
console.log(JSON.stringify(records));
