/**
 * npm run record-sizes -w @holdfast/engine -- [--seeds 20] [--days 365] [--battles 300]
 * How long the records honest play produces get (issue 21: the server's size limits follow them).
 * Plays whole campaigns with the scripted commander (every difficulty, the final mission never
 * tried, so each runs as long as it can) and keeps each one's record as the browser would send it
 * (`POST /api/campaigns/import`: options, actions, day, checksum); and fights battles with the
 * scripted battle commander (every difficulty, squads of 1–6, up to its 60-turn limit). Prints the
 * longest battle log (entries and JSON bytes), the longest campaign record (actions and bytes) and
 * the most battle actions one campaign record holds.
 */
import { recordBattle } from '../battle/replay';
import type { BattleDifficultyLevel } from '../battle/types';
import { campaignChecksum } from '../campaign/campaign-replay';
import { DIFFICULTIES } from '../campaign/types';
import { numberArg, readArgs } from './args';
import { fightBattle } from './battle-commander';
import { runCampaign } from './run-campaign';
import { sampleInput, sampleSquad } from './simulate-battle';

interface Longest {
  entries: number;
  bytes: number;
  where: string;
}

const more = (a: Longest, b: Longest): Longest => (b.bytes > a.bytes ? b : a);

export function measureRecords(seeds: number, days: number, battles: number) {
  let battleLog: Longest = { entries: 0, bytes: 0, where: '' };
  let battleEntries = 0;
  let campaign: Longest = { entries: 0, bytes: 0, where: '' };
  let campaignBattleEntries = 0;
  for (const difficulty of DIFFICULTIES) {
    for (let seed = 1; seed <= seeds; seed++) {
      const run = runCampaign({ seed, days, difficulty, recordActions: true, attemptFinalMission: false });
      const options = { name: `Sim ${seed}`, difficulty, theme: 'vanilla', seed };
      const body = { options, actions: run.actions, day: run.state.day, checksum: campaignChecksum(run.state) };
      const where = `${difficulty} seed ${seed}, day ${run.state.day}`;
      campaign = more(campaign, { entries: run.actions.length, bytes: JSON.stringify(body).length, where });
      let battleTotal = 0;
      for (const action of run.actions) {
        if (action.type !== 'completeBattle') continue;
        battleEntries = Math.max(battleEntries, action.log.length);
        battleTotal += action.log.length;
        battleLog = more(battleLog, { entries: action.log.length, bytes: JSON.stringify(action.log).length, where });
      }
      campaignBattleEntries = Math.max(campaignBattleEntries, battleTotal);
    }
  }
  const levels: BattleDifficultyLevel[] = ['easy', 'medium', 'hard'];
  for (const difficulty of levels) {
    for (let size = 1; size <= 6; size++) {
      for (let seed = 1; seed <= battles; seed++) {
        const input = sampleInput(difficulty, sampleSquad(size, 0));
        const recorded = recordBattle(input, seed, fightBattle(input, seed).actions);
        if (!recorded.ok) continue;
        battleEntries = Math.max(battleEntries, recorded.entries.length);
        const where = `simulated ${difficulty} battle, squad of ${size}, seed ${seed}`;
        battleLog = more(battleLog, {
          entries: recorded.entries.length,
          bytes: JSON.stringify(recorded.entries).length,
          where,
        });
      }
    }
  }
  return { battleLog, battleEntries, campaign, campaignBattleEntries };
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const seeds = numberArg(args, 'seeds', 20);
  const days = numberArg(args, 'days', 365);
  const battles = numberArg(args, 'battles', 300);
  const started = performance.now();
  const { battleLog, battleEntries, campaign, campaignBattleEntries } = measureRecords(seeds, days, battles);
  console.log(`${seeds} campaigns per difficulty (${days} days), ${battles} battles per difficulty and squad size`);
  console.log(`Most battle-log entries: ${battleEntries}`);
  console.log(`Largest battle log: ${battleLog.entries} entries, ${battleLog.bytes} bytes (${battleLog.where})`);
  console.log(`Largest campaign record: ${campaign.entries} actions, ${campaign.bytes} bytes (${campaign.where})`);
  console.log(`Most battle actions in one campaign record: ${campaignBattleEntries}`);
  console.log(`in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main();
