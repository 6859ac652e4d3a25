/**
 * Property tests: over random action sequences the campaign never breaks its invariants
 * (src/tools/invariants.ts) and a replay of the same seed and actions gives the same bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordBattle } from '../battle/replay';
import { ARMORS, UTILITIES, WEAPONS } from '../content/equipment';
import { MISSION_TEMPLATES } from '../content/missions';
import { RESEARCH_PROJECTS } from '../content/research';
import { fightBattle } from '../tools/battle-commander';
import { checkInvariants } from '../tools/invariants';
import { replayCampaign, runCampaign } from '../tools/run-campaign';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { battleSetupFor } from './battle-mission';
import { newCampaign } from './new-campaign';
import type { GameState } from './types';
import { CLASS_IDS, DIFFICULTIES, FACILITY_TYPES } from './types';

/** Actions refer to soldiers, facilities and missions by index, resolved against the live state. */
type Intent =
  | { kind: 'build'; row: number; col: number; facilityType: (typeof FACILITY_TYPES)[number] }
  | { kind: 'upgrade' | 'toggle'; index: number }
  | { kind: 'recruit' | 'cancel' | 'day' }
  | { kind: 'nickname'; index: number; nickname: string }
  | { kind: 'specialize'; index: number; classId: (typeof CLASS_IDS)[number] }
  | { kind: 'loadout'; index: number; weapon: number; armor: number; utility: number }
  | { kind: 'heal'; index: number }
  | { kind: 'research'; project: number }
  | { kind: 'deploy'; template: number; count: number; manual: boolean }
  | { kind: 'battle'; victory: boolean }
  | { kind: 'abort'; index: number };

const index = fc.nat({ max: 30 });
const intent: fc.Arbitrary<Intent> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'day' } as const) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('build' as const),
      row: fc.integer({ min: -1, max: 5 }),
      col: fc.nat({ max: 4 }),
      facilityType: fc.constantFrom(...FACILITY_TYPES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('upgrade' as const, 'toggle' as const), index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('recruit' as const, 'cancel' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('nickname' as const), index, nickname: fc.string({ maxLength: 24 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('specialize' as const), index, classId: fc.constantFrom(...CLASS_IDS) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('loadout' as const),
      index,
      weapon: fc.nat({ max: 4 }),
      armor: fc.nat({ max: 3 }),
      utility: fc.nat({ max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('heal' as const), index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('research' as const), project: fc.nat({ max: 21 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deploy' as const),
      template: fc.nat({ max: 13 }),
      count: fc.integer({ min: 1, max: 7 }),
      manual: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('battle' as const),
      victory: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('abort' as const), index }) },
);

function at<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

function toAction(state: GameState, intent: Intent): GameAction {
  const soldierId = (i: number) => at(state.squad, i)?.id ?? 'nobody';
  switch (intent.kind) {
    case 'day':
      return { type: 'advanceDay' };
    case 'build':
      return { type: 'buildFacility', row: intent.row, col: intent.col, facilityType: intent.facilityType };
    case 'upgrade':
      return { type: 'upgradeFacility', facilityId: at(state.facilities, intent.index)?.id ?? 'none' };
    case 'toggle':
      return { type: 'toggleFacility', facilityId: at(state.facilities, intent.index)?.id ?? 'none' };
    case 'recruit':
      return { type: 'recruit' };
    case 'cancel':
      return { type: 'cancelResearch' };
    case 'nickname':
      return { type: 'setNickname', soldierId: soldierId(intent.index), nickname: intent.nickname };
    case 'specialize':
      return { type: 'specialize', soldierId: soldierId(intent.index), classId: intent.classId };
    case 'loadout':
      return {
        type: 'setLoadout',
        soldierId: soldierId(intent.index),
        weapon: at(WEAPONS, intent.weapon)?.id ?? 'x',
        armor: at(ARMORS, intent.armor)?.id ?? 'x',
        utility: intent.utility === 4 ? 'nothing' : (at(UTILITIES, intent.utility)?.id ?? 'x'),
      };
    case 'heal':
      return { type: 'heal', soldierId: soldierId(intent.index) };
    case 'research':
      return { type: 'startResearch', projectId: at(RESEARCH_PROJECTS, intent.project)?.id ?? 'x' };
    case 'deploy': {
      const ready = state.squad.filter((s) => s.status === 'Ready').map((s) => s.id);
      return {
        type: 'deployMission',
        templateId: at(MISSION_TEMPLATES, intent.template)?.id ?? 'x',
        soldierIds: ready.slice(0, intent.count),
        mode: intent.manual ? 'manual' : 'auto',
      };
    }
    case 'battle': {
      // A real battle: fought by the scripted commander, or called off at once.
      const mission = state.missions.find((m) => m.status === 'Active' && m.mode === 'manual');
      const setup = mission ? battleSetupFor(state, mission.id) : null;
      if (!mission || !setup) return { type: 'completeBattle', missionId: 'mission-none', log: [] };
      const actions = intent.victory ? fightBattle(setup.input, setup.seed).actions : [{ type: 'abort' as const }];
      const recorded = recordBattle(setup.input, setup.seed, actions);
      return { type: 'completeBattle', missionId: mission.id, log: recorded.ok ? recorded.entries : [] };
    }
    case 'abort':
      // Any mission at all, so refusals (auto, finished, aborted) are exercised too.
      return { type: 'abortMission', missionId: at(state.missions, intent.index)?.id ?? 'mission-none' };
  }
}

function replay(seed: number, difficulty: (typeof DIFFICULTIES)[number], intents: readonly Intent[]) {
  let state = newCampaign({ name: 'Prop', difficulty, theme: 'vanilla', seed });
  const problems: string[] = [];
  for (const item of intents) {
    const before = state;
    const frozen = JSON.stringify(before);
    const result = applyAction(state, toAction(state, item));
    if (!result.ok) {
      if (JSON.stringify(before) !== frozen) problems.push('a refused action changed the state');
      continue;
    }
    if (JSON.stringify(before) !== frozen) problems.push(`${item.kind} mutated its input`);
    state = result.state;
    problems.push(...checkInvariants(state, before).map((p) => `${item.kind} day ${state.day}: ${p}`));
  }
  return { state, problems };
}

const campaignInput = fc.tuple(
  fc.integer(),
  fc.constantFrom(...DIFFICULTIES),
  fc.array(intent, { minLength: 20, maxLength: 160 }),
);

describe('campaign invariants over random play', () => {
  it('keeps resources ≥ 0, 0 ≤ health ≤ max, one current research, KIA soldiers frozen, power within capacity', () => {
    fc.assert(
      fc.property(campaignInput, ([seed, difficulty, intents]) => {
        const { problems } = replay(seed, difficulty, intents);
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('replays deterministically: same seed and actions give the same bytes', () => {
    fc.assert(
      fc.property(campaignInput, ([seed, difficulty, intents]) => {
        expect(JSON.stringify(replay(seed, difficulty, intents).state)).toBe(
          JSON.stringify(replay(seed, difficulty, intents).state),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('replays a whole scripted campaign from its seed and actions to the same bytes', () => {
    // Seed 2 wins Breakwater, Iron Veil and Nightfall and plays on through chapter 4 without trying Last
    // Stand until Last Stand's deadline, day 200, ends the war (rules 8 as retuned; hwar3's first rules 8
    // lost it to the threat on day 186; battles fought for real since #10).
    const run = runCampaign({ seed: 2, days: 365, attemptFinalMission: false, recordActions: true });
    expect(run.summary.daysPlayed).toBe(200);
    expect(run.state.gameOver).toBe(true);
    expect(JSON.stringify(replayCampaign(2, run.actions))).toBe(JSON.stringify(run.state));
  });

  it('holds over whole scripted campaigns too', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { summary } = runCampaign({ seed, days: 365, checkInvariants: true });
      expect(summary.violations).toEqual([]);
    }
  });
});
