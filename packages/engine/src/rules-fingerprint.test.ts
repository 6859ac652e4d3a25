/**
 * Keeps RULES_VERSION honest (issue 25). The fingerprint is a hash of every number in the content
 * catalogues (the event slots and the story's beat days included since they became content) and the universes (costs, rewards, odds, schedules: the words are left out, so fixing a
 * word needs no bump), the golden campaign's checksum (a fixed seed and action list, battles included:
 * a manual raid fought by the scripted battle commander, so a change to that commander moves it too:
 * re-pin then without a bump only when no rule changed) and the golden battle's checksum. Any
 * change to what the rules produce changes it; the test then fails until RULES_VERSION is bumped and
 * the pin below updated to the new version and fingerprint, in the same commit.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GOLDEN_BATTLE_ACTIONS, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED } from './battle/golden-battle.fixture';
import { battleChecksum, recordBattle } from './battle/replay';
import type { GameAction } from './campaign/actions';
import { applyAction } from './campaign/apply-action';
import { battleSetupFor } from './campaign/battle-mission';
import { campaignChecksum } from './campaign/campaign-replay';
import { newCampaign } from './campaign/new-campaign';
import type { GameState } from './campaign/types';
import * as abilities from './content/abilities';
import * as battle from './content/battle';
import * as battleForce from './content/battle-force';
import * as campaignEnd from './content/campaign-end';
import * as classes from './content/classes';
import * as difficulty from './content/difficulty';
import * as economy from './content/economy';
import * as equipment from './content/equipment';
import * as events from './content/events';
import * as facilities from './content/facilities';
import * as hostiles from './content/hostiles';
import * as keyDeadlines from './content/key-deadlines';
import * as missions from './content/missions';
import * as modifiers from './content/modifiers';
import * as names from './content/names';
import * as ranks from './content/ranks';
import * as research from './content/research';
import * as skills from './content/skills';
import * as squad from './content/squad';
import * as story from './content/story';
import { RULES_VERSION } from './rules-version';
import { fightBattle } from './tools/battle-commander';
import { THEMES } from './words/index';

/** The version and fingerprint of the rules as last pinned. Update both together, never one alone. */
const PINNED = { rulesVersion: 9, fingerprint: '0db91ecade12cf30-65d4f5e7-de5154e0' };

const CATALOGUES = {
  abilities,
  battle,
  battleForce,
  campaignEnd,
  classes,
  difficulty,
  economy,
  events,
  equipment,
  facilities,
  hostiles,
  keyDeadlines,
  missions,
  modifiers,
  names,
  ranks,
  research,
  skills,
  squad,
  story,
  themes: THEMES,
};

/** Every number (and flag) under a value, each with its path: words and functions are left out. */
function numbersIn(value: unknown, path: string, out: string[]): void {
  if (typeof value === 'number' || typeof value === 'boolean') out.push(`${path}=${value}`);
  else if (value instanceof Map) for (const [key, item] of value) numbersIn(item, `${path}.${String(key)}`, out);
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) numbersIn(item, `${path}[${index}]`, out);
  else if (value && typeof value === 'object')
    for (const key of Object.keys(value).sort())
      numbersIn((value as Record<string, unknown>)[key], `${path}.${key}`, out);
}

export function contentNumbersHash(): string {
  const out: string[] = [];
  numbersIn(CATALOGUES, 'content', out);
  return createHash('sha256').update(out.join('\n')).digest('hex').slice(0, 16);
}

/** A month of a campaign with research, building, auto missions and one fought raid. */
function goldenCampaign(): GameState {
  let state = newCampaign({ name: 'Golden', difficulty: 'normal', theme: 'vanilla', seed: 7 });
  const play = (action: GameAction) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`golden campaign: ${action.type} refused: ${JSON.stringify(result.error)}`);
    state = result.state;
  };
  play({ type: 'buildFacility', row: 0, col: 0, facilityType: 'medbay' });
  play({ type: 'recruit' });
  play({ type: 'specialize', soldierId: 'soldier-2', classId: 'heavy' });
  play({ type: 'deployMission', templateId: 'supply_run', soldierIds: ['soldier-4'], mode: 'auto' });
  for (let day = 0; day < 12; day++) play({ type: 'advanceDay' });
  play({ type: 'startResearch', projectId: 'basic_armor' });
  play({
    type: 'deployMission',
    templateId: 'raid',
    soldierIds: state.squad
      .filter((s) => s.status === 'Ready')
      .slice(0, 3)
      .map((s) => s.id),
    mode: 'manual',
  });
  const missionId = state.missions.at(-1)?.id ?? '';
  const setup = battleSetupFor(state, missionId);
  if (!setup) throw new Error('golden campaign: no battle');
  const recorded = recordBattle(setup.input, setup.seed, fightBattle(setup.input, setup.seed).actions);
  if (!recorded.ok) throw new Error('golden campaign: the battle does not record');
  play({ type: 'completeBattle', missionId, log: recorded.entries });
  for (let day = 0; day < 18; day++) play({ type: 'advanceDay' });
  return state;
}

function goldenBattleChecksum(): string {
  const recorded = recordBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
  return recorded.ok ? battleChecksum(recorded.battle) : `refused at ${recorded.error.index}`;
}

describe('RULES_VERSION', () => {
  it('is pinned to the fingerprint of the rules it names', () => {
    const parts = [contentNumbersHash(), campaignChecksum(goldenCampaign()), goldenBattleChecksum()];
    const fingerprint = parts.join('-');
    const current = { rulesVersion: RULES_VERSION, fingerprint };
    expect(
      current,
      RULES_VERSION === PINNED.rulesVersion
        ? 'content changed: bump RULES_VERSION and update the pinned fingerprint (rules-fingerprint.test.ts)'
        : 'RULES_VERSION was bumped: pin the new version with this fingerprint (rules-fingerprint.test.ts)',
    ).toEqual(PINNED);
  });
});
