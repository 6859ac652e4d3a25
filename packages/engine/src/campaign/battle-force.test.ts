import { describe, expect, it } from 'vitest';
import { createBattle } from '../battle/create';
import type { BattleState } from '../battle/types';
import { BATTLE_RULES } from '../content/battle';
import { HOSTILE_AIM_PER_THREAT, MISSED_KEY_MISSION_FORCE } from '../content/battle-force';
import { HOSTILE_TYPES } from '../content/hostiles';
import { KEY_MISSION_DEADLINE_DAY } from '../content/key-deadlines';
import { applyAction } from './apply-action';
import { battleForceFor, hostilesMet, missedKeyMissions } from './battle-force';
import { battleSetupFor } from './battle-mission';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { must } from './test-support';
import type { ActiveMission, GameState } from './types';

function hostiles(battle: BattleState) {
  return battle.units.filter((u) => u.type === 'enemy');
}

/** A key mission of chapter `chapter` won on `day`. */
function won(state: GameState, templateId: string, day: number): GameState {
  const mission: ActiveMission = {
    id: `mission-${state.nextId}`,
    templateId,
    mode: 'manual',
    squad: [],
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: day,
    completedOnDay: day,
    success: true,
    casualties: [],
    rewards: null,
  };
  return { ...state, missions: [...state.missions, mission], nextId: state.nextId + 1 };
}

describe('the force a fought battle meets (issue 23)', () => {
  it('orders the difficulties by toughness: hard hostiles have more HP than normal ones, normal than easy', () => {
    const force = (difficulty: 'easy' | 'normal' | 'hard') =>
      battleForceFor(campaignWithSquad({ difficulty, day: 5, threatLevel: 1 }));
    expect(force('easy').hostileHp).toBeLessThan(force('normal').hostileHp);
    expect(force('normal').hostileHp).toBeLessThan(force('hard').hostileHp);
    expect(force('easy').hostileAim).toBeLessThan(force('normal').hostileAim);
    // Rules 9 [tuned]: hard's edge is HP (+1) and auto-resolve (−10), not aim (+4 against normal's +8).
    expect(force('easy')).toEqual({ extraHostiles: 0, hostileHp: -1, hostileAim: -10 });
    expect(force('normal')).toEqual({ extraHostiles: 0, hostileHp: 0, hostileAim: 8 });
    expect(force('hard')).toEqual({ extraHostiles: 0, hostileHp: 1, hostileAim: 4 });
  });

  it('grows with the chapter and the threat', () => {
    const early = battleForceFor(campaignWithSquad({ day: 5, threatLevel: 1 }));
    const late = won(
      won(won(campaignWithSquad({ day: 150, threatLevel: 1 }), 'operation_breakwater', 25), 'operation_iron_veil', 70),
      'operation_nightfall',
      100,
    );
    // Chapter 4's force on normal (+8 aim since rules 9): 2 more hostiles, +2 HP, +8 + 5 aim.
    expect(battleForceFor(late)).toEqual({ extraHostiles: 2, hostileHp: 2, hostileAim: 13 });
    expect(battleForceFor(late).hostileHp).toBeGreaterThan(early.hostileHp);
    const threatened = battleForceFor(campaignWithSquad({ day: 5, threatLevel: 6 }));
    expect(threatened.hostileAim - early.hostileAim).toBe(5 * HOSTILE_AIM_PER_THREAT);
  });

  it('a key mission not won by its deadline strengthens every battle until it is won', () => {
    const before = campaignWithSquad({ day: KEY_MISSION_DEADLINE_DAY[1], threatLevel: 2 });
    const after = { ...before, day: KEY_MISSION_DEADLINE_DAY[1] + 1 };
    expect(missedKeyMissions(before)).toEqual([]);
    expect(missedKeyMissions(after)).toEqual([1]);
    expect(battleForceFor(after).hostileAim - battleForceFor(before).hostileAim).toBe(
      MISSED_KEY_MISSION_FORCE.hostileAim,
    );
    const recovered = won(after, 'operation_breakwater', after.day);
    expect(missedKeyMissions(recovered)).toEqual([]);
  });

  it('is fixed when a fought mission deploys and reaches its battle: more, tougher, sharper hostiles', () => {
    const state = campaignWithSquad({ squadSize: 6, difficulty: 'hard', day: 120, threatLevel: 6 });
    const sent = must(state, {
      type: 'deployMission',
      templateId: 'vanguard',
      soldierIds: state.squad.map((s) => s.id),
      mode: 'manual',
    });
    const mission = sent.missions.at(-1);
    expect(mission?.force).toEqual(battleForceFor(state));
    const setup = battleSetupFor(sent, mission?.id ?? '');
    if (!setup) throw new Error('no battle');
    expect(setup.input.mission.force).toEqual(mission?.force);
    // Days passing do not change the battle that was deployed.
    const later = { ...sent, threatLevel: 9 };
    expect(battleSetupFor(later, mission?.id ?? '')?.input).toEqual(setup.input);

    const force = { extraHostiles: 2, hostileHp: 1, hostileAim: 7 };
    const plain = createBattle({ ...setup.input, mission: { ...setup.input.mission, force: undefined } }, 9);
    const forced = createBattle({ ...setup.input, mission: { ...setup.input.mission, force } }, 9);
    expect(hostiles(plain)).toHaveLength(BATTLE_RULES.enemyCount.hard);
    expect(hostiles(forced)).toHaveLength(BATTLE_RULES.enemyCount.hard + 2);
    for (const h of hostiles(forced)) {
      // Issue 24: each hostile's type adds its own numbers (content/hostiles.ts), then the force its own.
      const type = HOSTILE_TYPES[h.hostileType ?? 'trooper'];
      expect(h.maxHp).toBe(BATTLE_RULES.enemyHp.hard + type.hpBonus + 1);
      expect(h.accuracy).toBe(BATTLE_RULES.enemyAccuracy.hard + type.accuracyBonus + 7);
    }
  });

  it('a fought mission deployed before rules version 5 (no force) is fought as its template', () => {
    const base = campaignWithSquad({ squadSize: 6, difficulty: 'hard', day: 120, threatLevel: 6 });
    const { state, mission } = withMissionInField(base, 'vanguard', { mode: 'manual' });
    const setup = battleSetupFor(state, mission.id);
    if (!setup) throw new Error('no battle');
    expect(setup.input.mission).not.toHaveProperty('force');
    expect(hostiles(createBattle(setup.input, 3))).toHaveLength(BATTLE_RULES.enemyCount.hard);
  });

  it('loses the war when Operation Last Stand is not won by its deadline, telling chapter 4 failure', () => {
    const state = campaignWithSquad({ squadSize: 6, day: KEY_MISSION_DEADLINE_DAY[4], threatLevel: 6 });
    const result = applyAction(state, { type: 'advanceDay' });
    if (!result.ok) throw new Error('advance refused');
    expect(result.state.gameOver).toBe(true);
    expect(result.state.victory).toBe(false);
    expect(result.report.entries).toContainEqual({
      kind: 'defeat',
      reason: 'deadline',
      templateId: 'operation_last_stand',
      day: KEY_MISSION_DEADLINE_DAY[4],
    });
    expect(
      result.state.events.some((e) => e.fact?.kind === 'story' && e.fact.story === 'outcome' && e.fact.chapter === 4),
    ).toBe(true);
    // A day earlier nothing ends.
    const earlier = applyAction({ ...state, day: KEY_MISSION_DEADLINE_DAY[4] - 1 }, { type: 'advanceDay' });
    expect(earlier.ok && earlier.state.gameOver).toBe(false);
  });
});

describe('the hostiles a fought mission fields (issue 35: the card says what the squad meets)', () => {
  const none = { extraHostiles: 0, hostileHp: -1, hostileAim: -10 };
  it.each([
    ['easy', none, 3],
    ['medium', none, 4],
    ['hard', { extraHostiles: 2, hostileHp: 1, hostileAim: 7 }, 7],
    ['easy', { extraHostiles: -5, hostileHp: 0, hostileAim: 0 }, 1],
    ['hard', { extraHostiles: 40, hostileHp: 0, hostileAim: 0 }, 16],
  ] as const)('a %s mission against %o fields %i', (difficulty, force, count) => {
    expect(hostilesMet({ difficulty }, force)).toBe(count);
  });

  it('is the count the battle then fields', () => {
    const base = campaignWithSquad({ squadSize: 6, difficulty: 'easy', day: 30, threatLevel: 3 });
    const { state, mission } = withMissionInField(base, 'vanguard', { mode: 'manual' });
    const setup = battleSetupFor(state, mission.id);
    if (!setup) throw new Error('no battle');
    const force = { extraHostiles: 1, hostileHp: 0, hostileAim: 0 };
    const battle = createBattle({ ...setup.input, mission: { ...setup.input.mission, force } }, 11);
    const difficulty = setup.input.mission.difficulty as 'easy' | 'medium' | 'hard';
    expect(hostiles(battle)).toHaveLength(hostilesMet({ difficulty }, force));
  });
});
