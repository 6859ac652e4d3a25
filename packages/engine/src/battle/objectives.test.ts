/**
 * Objectives (objectives.ts, issue 24): each mission template's objective from content
 * (content/missions.ts MISSION_BATTLES); hold wins after its turns in the zone, extract when half the
 * squad stands on the extraction tiles, and downing every hostile always wins.
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { MISSION_BATTLES, MISSION_TEMPLATES, missionBattle } from '../content/missions';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { openStep } from './context';
import { createBattle } from './create';
import { runEnemyTurn } from './enemy-ai';
import { BATTLE_GRID_SIZE, tilePoint } from './map';
import { battleObjective, checkObjective, OBJECTIVE_RULES, objectiveProgress } from './objectives';
import { battleOutcome } from './outcome';
import { must } from './play.fixture';
import { scenario } from './scenario.fixture';
import { type BattleObjective, type BattleState, OBJECTIVE_KINDS } from './types';

const at = tilePoint;

function withObjective(battle: BattleState, objective: BattleObjective): BattleState {
  return { ...battle, objective };
}

describe('objectives from content', () => {
  it.each(MISSION_TEMPLATES.map((t) => [t.id, MISSION_BATTLES[t.id as keyof typeof MISSION_BATTLES]] as const))(
    '%s is fought for its objective, its tiles placed by the seed',
    (templateId, setup) => {
      const battle = createBattle(sampleInput('medium', sampleSquad(4, 0), templateId), 7);
      const objective = battleObjective(battle);
      expect(objective.kind).toBe(setup.objective.kind);
      if (setup.objective.kind === 'hold') {
        expect(objective.tiles).toHaveLength(BATTLE_RULES.holdZone.width * BATTLE_RULES.holdZone.height);
        expect(objective.turnsNeeded).toBe(setup.objective.turns);
      } else if (setup.objective.kind === 'extract') {
        expect(objective.tiles).toHaveLength(BATTLE_RULES.extractZone.width * BATTLE_RULES.extractZone.height);
        expect(objective.tiles.every((t) => at(t).y <= BATTLE_RULES.extractZone.maxY + 1)).toBe(true);
      } else {
        expect(objective.tiles).toEqual([]);
      }
      // No hostile starts on the objective's tiles.
      for (const enemy of battle.units.filter((u) => u.type === 'enemy'))
        expect(objective.tiles).not.toContain(enemy.y * BATTLE_GRID_SIZE + enemy.x);
    },
  );

  it('uses at least two objectives besides kill-all, and the key missions have theirs', () => {
    const kinds = new Set(Object.values(MISSION_BATTLES).map((b) => b.objective.kind));
    expect([...kinds].filter((k) => k !== 'eliminate').length).toBeGreaterThanOrEqual(2);
    for (const key of MISSION_TEMPLATES.filter((t) => t.keyMission))
      expect(missionBattle(key.id).objective.kind).not.toBe('eliminate');
    expect(missionBattle(null).objective.kind).toBe('eliminate');
  });
});

describe('hold', () => {
  // A soldier on the zone's first tile; the hostile far off and unaware, so nothing contests it.
  const zone = [5 * BATTLE_GRID_SIZE + 5, 5 * BATTLE_GRID_SIZE + 6];
  const base = () =>
    withObjective(scenario({ soldiers: [{ x: 5, y: 5 }], enemies: [{ x: 0, y: 0, alerted: false }] }), {
      kind: 'hold',
      tiles: zone,
      turnsNeeded: 2,
      turnsHeld: 0,
    });

  it('counts a turn held at the start of each squad turn, and wins after the turns needed', () => {
    const first = runEnemyTurn(must(base(), { type: 'endTurn' }));
    expect(first.battle.status).toBe('playing');
    expect(battleObjective(first.battle).turnsHeld).toBe(1);
    expect(first.log).toContainEqual({ kind: 'zoneHeld', turnsHeld: 1, turnsNeeded: 2 });
    const second = runEnemyTurn(must(first.battle, { type: 'endTurn' }));
    expect(second.battle.status).toBe('victory');
    expect(second.log).toContainEqual({ kind: 'objectiveMet', objective: 'hold' });
    expect(battleOutcome(second.battle)).toMatchObject({ victory: true, objective: 'hold', objectiveMet: 'hold' });
    // The battle before the step is untouched (the objective is replaced, not changed in place).
    expect(battleObjective(first.battle).turnsHeld).toBe(1);
  });

  it('does not count a turn with no soldier in the zone, or with a hostile in it', () => {
    const away = withObjective(base(), { ...battleObjective(base()), tiles: [0 * BATTLE_GRID_SIZE + 11] });
    expect(battleObjective(runEnemyTurn(must(away, { type: 'endTurn' })).battle).turnsHeld).toBe(0);
    // The hostile in the zone stays there (no AP to leave it with).
    const standing = scenario({ soldiers: [{ x: 5, y: 5 }], enemies: [{ x: 6, y: 5, alerted: false }] });
    const contested = withObjective(
      { ...standing, units: standing.units.map((u) => (u.type === 'enemy' ? { ...u, ap: 0, maxAp: 0 } : u)) },
      { kind: 'hold', tiles: zone, turnsNeeded: 2, turnsHeld: 0 },
    );
    expect(objectiveProgress(contested).contested).toBe(true);
    expect(battleObjective(runEnemyTurn(must(contested, { type: 'endTurn' })).battle).turnsHeld).toBe(0);
  });
});

describe('objectives that must be fought for (issue 33)', () => {
  const zone = [5 * BATTLE_GRID_SIZE + 5, 5 * BATTLE_GRID_SIZE + 6];
  const hold = (soldier: { x: number; y: number }, enemies: { x: number; y: number }[]) =>
    withObjective(
      scenario({ soldiers: [soldier], enemies: enemies.map((e, i) => ({ ...e, alerted: false, pod: i })) }),
      { kind: 'hold', tiles: zone, turnsNeeded: 2, turnsHeld: 0 },
    );

  it('a soldier within 2 tiles of the zone wakes every pod, wherever it is', () => {
    expect(BATTLE_RULES.objectiveAlarmRange).toBe(2);
    const far = must(
      hold({ x: 5, y: 8 }, [
        { x: 0, y: 0 },
        { x: 11, y: 0 },
      ]),
      { type: 'select', unitId: 'soldier-1' },
    );
    expect(far.units.filter((u) => u.type === 'enemy').map((u) => u.alerted)).toEqual([false, false]);
    const selected = must(
      hold({ x: 5, y: 8 }, [
        { x: 0, y: 0 },
        { x: 11, y: 0 },
      ]),
      {
        type: 'select',
        unitId: 'soldier-1',
      },
    );
    const step = applyBattleAction(selected, { type: 'move', x: 5, y: 7 });
    if (!step.ok) throw new Error('move refused');
    expect(step.battle.units.filter((u) => u.type === 'enemy').map((u) => u.alerted)).toEqual([true, true]);
    expect(step.log).toContainEqual({ kind: 'hostilesAlerted', unitIds: ['enemy-1', 'enemy-2'], cause: 'objective' });
  });

  it('a hostile within 1 tile of the zone contests it; 2 tiles off it does not', () => {
    expect(BATTLE_RULES.objectiveContestRange).toBe(1);
    const still = (battle: BattleState) => ({
      ...battle,
      units: battle.units.map((u) => (u.type === 'enemy' ? { ...u, ap: 0, maxAp: 0, mobility: 0 } : u)),
    });
    const beside = still(hold({ x: 5, y: 5 }, [{ x: 7, y: 5 }]));
    expect(objectiveProgress(beside).contested).toBe(true);
    expect(battleObjective(runEnemyTurn(must(beside, { type: 'endTurn' })).battle).turnsHeld).toBe(0);
    const off = still(hold({ x: 5, y: 5 }, [{ x: 8, y: 5 }]));
    expect(objectiveProgress(off).contested).toBe(false);
  });

  it('the exit does not open while a hostile stands within 1 tile of it', () => {
    const battle = withObjective(
      scenario({
        soldiers: [
          { x: 1, y: 2 },
          { x: 2, y: 1 },
        ],
        enemies: [{ x: 3, y: 0, alerted: true }],
      }),
      { kind: 'extract', tiles: [0, 1, 2, 12, 13, 14], turnsNeeded: 0, turnsHeld: 0 },
    );
    const moved = must(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'move', x: 1, y: 1 });
    expect(objectiveProgress(moved)).toMatchObject({ soldiersOn: 2, soldiersNeeded: 1, contested: true });
    expect(moved.status).toBe('playing');
  });
});

describe('extract', () => {
  const tiles = [0, 1, 2, 12, 13, 14];
  const squad = () =>
    withObjective(
      scenario({
        soldiers: [
          { x: 1, y: 2 },
          { x: 5, y: 9 },
          { x: 6, y: 9 },
          { x: 7, y: 9 },
        ],
        enemies: [{ x: 11, y: 11, alerted: false }],
      }),
      { kind: 'extract', tiles, turnsNeeded: 0, turnsHeld: 0 },
    );

  it('wins once half the living squad, rounded up, stands on the extraction tiles', () => {
    const one = must(squad(), { type: 'select', unitId: 'soldier-1' }, { type: 'move', x: 1, y: 1 });
    expect(one.status).toBe('playing');
    expect(objectiveProgress(one)).toMatchObject({ soldiersOn: 1, soldiersNeeded: 2 });
    const placed = { ...one, units: one.units.map((u) => (u.id === 'soldier-2' ? { ...u, x: 2, y: 2 } : u)) };
    const two = must(placed, { type: 'select', unitId: 'soldier-2' }, { type: 'move', x: 2, y: 1 });
    expect(two.status).toBe('victory');
    expect(battleOutcome(two)).toMatchObject({ victory: true, objective: 'extract', objectiveMet: 'extract' });
  });
});

describe('kill-all', () => {
  it('still wins every objective, and the report says every hostile fell', () => {
    const battle = withObjective(
      scenario({ soldiers: [{ x: 5, y: 9, classId: 'sniper', experience: 75 }], enemies: [{ x: 5, y: 8, hp: 1 }] }),
      { kind: 'extract', tiles: [0], turnsNeeded: 0, turnsHeld: 0 },
    );
    const won = must(
      battle,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'deadeye', x: 5, y: 8 },
    );
    expect(battleOutcome(won)).toMatchObject({ victory: true, objective: 'extract', objectiveMet: 'eliminate' });
  });

  it('is the objective of a battle stored before objectives', () => {
    const old: BattleState = { ...createBattle(sampleInput('easy', sampleSquad(2, 0)), 3) };
    delete old.objective;
    expect(battleObjective(old).kind).toBe('eliminate');
  });
});

describe('the objective table (issue 31)', () => {
  it('has one entry per kind, each checked at its own moment', () => {
    expect(Object.keys(OBJECTIVE_RULES).sort()).toEqual([...OBJECTIVE_KINDS].sort());
    expect(OBJECTIVE_RULES.eliminate.checked).toBeNull();
    expect(OBJECTIVE_RULES.hold.checked.at).toBe('squadTurnStart');
    expect(OBJECTIVE_RULES.extract.checked.at).toBe('afterSquadAction');
  });

  it('does not check an objective at the other moment: extraction is not won by a turn starting', () => {
    // Both soldiers already stand on the tiles, but no action was taken: the handover alone does not win.
    const battle = withObjective(
      scenario({
        soldiers: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
        ],
        enemies: [{ x: 11, y: 11, alerted: false }],
      }),
      { kind: 'extract', tiles: [0, 1], turnsNeeded: 0, turnsHeld: 0 },
    );
    const ctx = openStep(battle);
    checkObjective(ctx, 'squadTurnStart');
    expect(ctx.battle.status).toBe('playing');
    checkObjective(ctx, 'afterSquadAction');
    expect(ctx.battle.status).toBe('victory');
    expect(ctx.battle.objectiveMet).toBe('extract');
  });
});
