import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { THEMES, wordBattleRefusal } from '../content/themes/index';
import { fightBattle } from '../tools/battle-commander';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { battleHpFor, createBattle } from './create';
import { enemyIntent, enemyStep, runEnemyTurn } from './enemy-ai';
import type { BattleError } from './errors';

/** A battle refusal as LAST STAND words it: the spec's combat-log message. */
const said = (error: BattleError) => wordBattleRefusal(THEMES.vanilla, error);

import { hitChanceBetween } from './hit-chance';
import { hasLineOfSight } from './line-of-sight';
import { manhattan } from './map';
import { battleOutcome, experienceBase, performanceRating } from './outcome';
import { canShoot, previewShot, reachableTiles, shootableTargets } from './queries';
import { battleChecksum, playBattleAction, recordBattle, replayBattle, undoLastMove } from './replay';
import { scenario, unit } from './scenario.fixture';
import type { BattleAction, BattleState } from './types';

function must(battle: BattleState, ...actions: BattleAction[]): BattleState {
  let current = battle;
  for (const action of actions) {
    const step = applyBattleAction(current, action);
    if (!step.ok) throw new Error(`${action.type}: ${said(step.error)}`);
    current = step.battle;
  }
  return current;
}

function refusal(battle: BattleState, ...actions: BattleAction[]): string {
  const before = actions.slice(0, -1);
  const last = actions.at(-1) as BattleAction;
  const ready = must(battle, ...before);
  const step = applyBattleAction(ready, last);
  if (step.ok) throw new Error(`${last.type} was accepted`);
  return said(step.error);
}

const input = sampleInput('medium', sampleSquad(4, 250));

describe('createBattle', () => {
  it('builds the 12x12 map, the enemies by difficulty and the squad in a row at y 10', () => {
    for (const [difficulty, count] of Object.entries(BATTLE_RULES.enemyCount)) {
      const battle = createBattle(sampleInput(difficulty as 'easy', sampleSquad(4, 0)), 9);
      expect(battle.tiles).toHaveLength(144);
      expect(battle.tiles.filter((t) => t !== 'none')).toHaveLength(25);
      const enemies = battle.units.filter((u) => u.type === 'enemy');
      expect(enemies).toHaveLength(count);
      for (const e of enemies) {
        expect(e).toMatchObject({ ap: 2, maxAp: 2, hp: BATTLE_RULES.enemyHp[difficulty as 'easy'] });
        expect(e.x).toBeGreaterThanOrEqual(7);
        expect(e.x).toBeLessThanOrEqual(10);
        expect(e.y).toBeGreaterThanOrEqual(1);
        expect(e.y).toBeLessThanOrEqual(4);
      }
      expect(enemies.map((e) => e.name)).toEqual(enemies.map((_, i) => `Hostile-${i + 1}`));
      const soldiers = battle.units.filter((u) => u.type === 'soldier');
      expect(soldiers.map((s) => [s.x, s.y])).toEqual([
        [1, 10],
        [2, 10],
        [3, 10],
        [4, 10],
      ]);
      for (const u of battle.units) expect(battle.tiles[u.y * 12 + u.x]).toBe('none');
    }
  });

  it('is the same battle for the same seed, and another for another seed', () => {
    expect(createBattle(input, 5)).toEqual(createBattle(input, 5));
    expect(createBattle(input, 5).tiles).not.toEqual(createBattle(input, 6).tiles);
  });

  it('maps campaign health to battle HP (ceil 5 × health / max) and carries class abilities and the utility', () => {
    expect(battleHpFor(100, 100)).toBe(5);
    expect(battleHpFor(41, 100)).toBe(3);
    expect(battleHpFor(1, 120)).toBe(1);
    const battle = scenario({
      soldiers: [{ x: 1, y: 10, classId: 'support', experience: 0, utility: 'medkit' }],
      enemies: [{ x: 9, y: 2 }],
    });
    expect(unit(battle, 'soldier-1').abilities).toEqual([
      { id: 'medkit', apCost: 1, currentCooldown: 0, usesRemaining: 4 },
    ]);
  });
});

describe('line of sight', () => {
  it('is blocked by full cover between the units, not by half cover, and is symmetric', () => {
    const open = scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }] });
    const a = unit(open, 'soldier-1');
    const b = unit(open, 'enemy-1');
    expect(hasLineOfSight(open, a, b)).toBe(true);
    const half = {
      ...open,
      tiles: scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }], cover: [{ x: 5, y: 5, cover: 'half' }] })
        .tiles,
    };
    expect(hasLineOfSight(half, a, b)).toBe(true);
    const full = {
      ...open,
      tiles: scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }], cover: [{ x: 5, y: 5, cover: 'full' }] })
        .tiles,
    };
    expect(hasLineOfSight(full, a, b)).toBe(false);
    expect(hasLineOfSight(full, b, a)).toBe(false);
    // Cover on the target's own tile protects it but does not block the view.
    const onTarget = {
      ...open,
      tiles: scenario({ soldiers: [{ x: 2, y: 5 }], enemies: [{ x: 8, y: 5 }], cover: [{ x: 8, y: 5, cover: 'full' }] })
        .tiles,
    };
    expect(hasLineOfSight(onTarget, a, b)).toBe(true);
  });

  it('refuses a shot without line of sight with the spec message', () => {
    const battle = scenario({
      soldiers: [{ x: 2, y: 5 }],
      enemies: [{ x: 8, y: 5 }],
      cover: [{ x: 5, y: 5, cover: 'full' }],
    });
    expect(refusal(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'shoot', x: 8, y: 5 })).toBe(
      'No line of sight to target!',
    );
  });
});

describe('hit chance and damage', () => {
  it('player: weapon accuracy − 5 per tile − cover (40 full, 20 half), floor 20, cap 95, with its parts', () => {
    const battle = scenario({
      soldiers: [{ x: 2, y: 5 }],
      enemies: [
        { x: 6, y: 5 },
        { x: 2, y: 1 },
      ],
      cover: [{ x: 2, y: 1, cover: 'half' }],
    });
    const s = unit(battle, 'soldier-1');
    expect(hitChanceBetween(battle, s, unit(battle, 'enemy-1'))).toMatchObject({
      chance: 55,
      parts: [
        { kind: 'base', value: 75 },
        { kind: 'distance', value: -20 },
        { kind: 'cover', value: -0 },
      ],
    });
    expect(hitChanceBetween(battle, s, unit(battle, 'enemy-2')).chance).toBe(35);
    const far = scenario({
      soldiers: [{ x: 0, y: 11 }],
      enemies: [{ x: 11, y: 0 }],
      cover: [{ x: 11, y: 0, cover: 'full' }],
    });
    expect(hitChanceBetween(far, unit(far, 'soldier-1'), unit(far, 'enemy-1')).chance).toBe(20);
    const near = scenario({ soldiers: [{ x: 5, y: 5, weapon: 'sniper' }], enemies: [{ x: 5, y: 4 }] });
    expect(hitChanceBetween(near, unit(near, 'soldier-1'), unit(near, 'enemy-1')).chance).toBe(85);
  });

  it('enemy: its accuracy − 5 per tile − the soldier’s cover and armor; floor 20, cap 95', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 8, armor: 'heavy_armor' },
        { x: 3, y: 8 },
      ],
      enemies: [{ x: 5, y: 4 }],
      cover: [{ x: 5, y: 8, cover: 'full' }],
    });
    const e = unit(battle, 'enemy-1');
    const accuracy = BATTLE_RULES.enemyAccuracy.medium;
    expect(hitChanceBetween(battle, e, unit(battle, 'soldier-1')).chance).toBe(Math.max(20, accuracy - 20 - 40 - 15));
    expect(hitChanceBetween(battle, e, unit(battle, 'soldier-2')).chance).toBe(Math.min(95, accuracy - 30));
  });

  it('damage stays within the weapon’s 1..max and the battle ends at the right side', () => {
    const input4 = sampleInput('hard', sampleSquad(4, 250));
    for (let seed = 1; seed <= 20; seed++) {
      const { battle, actions } = fightBattle(input4, seed);
      let b = createBattle(input4, seed);
      for (const action of actions) {
        const step = playBattleAction(b, action);
        if (!step.ok) throw new Error(said(step.error));
        for (const e of step.log) {
          if (e.kind !== 'shot' || !e.hit || e.abilityId) continue;
          const shooter = unit(b, e.shooterId);
          const damage = step.log.find((d) => d.kind === 'damaged' && d.sourceId === e.shooterId);
          if (damage?.kind === 'damaged') expect(damage.amount).toBeLessThanOrEqual(shooter.maxDamage);
        }
        b = step.battle;
      }
      expect(b).toEqual(battle);
      const soldiersUp = b.units.some((u) => u.type === 'soldier' && u.hp > 0);
      const enemiesUp = b.units.some((u) => u.type === 'enemy' && u.hp > 0);
      expect(b.status).toBe(b.aborted ? 'defeat' : enemiesUp ? 'defeat' : 'victory');
      if (b.status === 'victory') expect(soldiersUp).toBe(true);
    }
  });
});

describe('moving', () => {
  it('costs the Manhattan distance in AP (mobility / 40 tiles per AP) and refuses with the spec messages', () => {
    const battle = scenario({
      soldiers: [
        { x: 2, y: 10, classId: 'heavy' },
        { x: 3, y: 10 },
      ],
      enemies: [{ x: 9, y: 2 }],
    });
    const heavy = { type: 'select', unitId: 'soldier-1' } as const;
    expect(refusal(battle, heavy, { type: 'move', x: 3, y: 10 })).toBe('Tile is occupied!');
    expect(refusal(battle, heavy, { type: 'move', x: 2, y: 7 })).toBe('Not enough AP to reach that position!');
    const moved = must(battle, heavy, { type: 'move', x: 2, y: 8 });
    expect(unit(moved, 'soldier-1')).toMatchObject({ x: 2, y: 8, ap: 0 });
    // A ranger in a standard vest (mobility 80) covers two tiles per AP.
    const ranger = must(battle, { type: 'select', unitId: 'soldier-2' }, { type: 'move', x: 3, y: 6 });
    expect(unit(ranger, 'soldier-2')).toMatchObject({ y: 6, ap: 0 });
    expect(reachableTiles(battle, 'soldier-2').every((t) => t.apCost <= 2 && manhattan(t, { x: 3, y: 10 }) <= 4)).toBe(
      true,
    );
  });

  it('can be undone when it drew nothing and ended nothing; a shot cannot', () => {
    const squad = sampleSquad(2, 0);
    const small = sampleInput('easy', squad);
    const actions: BattleAction[] = [
      { type: 'select', unitId: 'soldier-1' },
      { type: 'move', x: 1, y: 9 },
    ];
    const undone = undoLastMove(small, 3, actions);
    expect(undone?.actions).toEqual(actions.slice(0, 1));
    expect(undone?.battle).toEqual(must(createBattle(small, 3), actions[0] as BattleAction));
    // A shot rolls dice: neither it nor a move before it can be taken back.
    const seed = [3, 4, 5, 6, 7, 8, 9, 10].find(
      (s) => shootableTargets(createBattle(small, s), 'soldier-1').length > 0,
    );
    if (seed === undefined) throw new Error('no seed with a target in sight');
    const shot = shootableTargets(createBattle(small, seed), 'soldier-1')[0] as { x: number; y: number };
    const shooting: BattleAction[] = [
      { type: 'select', unitId: 'soldier-1' },
      { type: 'shoot', ...shot },
    ];
    expect(undoLastMove(small, seed, shooting)).toBeNull();
    expect(
      undoLastMove(small, seed, [...shooting.slice(0, 1), { type: 'move', x: 1, y: 9 }, shooting[1] as BattleAction]),
    ).toBeNull();
  });
});

describe('shooting', () => {
  it('refuses an empty tile, a friendly and a shooter without AP with the spec messages', () => {
    const battle = scenario({
      soldiers: [
        { x: 2, y: 5 },
        { x: 3, y: 5 },
      ],
      enemies: [
        { x: 6, y: 5 },
        { x: 11, y: 11 },
      ],
    });
    const select = { type: 'select', unitId: 'soldier-1' } as const;
    expect(refusal(battle, select, { type: 'shoot', x: 0, y: 0 })).toBe('No target at that position!');
    expect(refusal(battle, select, { type: 'shoot', x: 3, y: 5 })).toBe('Cannot target friendly units!');
    const spent = must(battle, select, { type: 'shoot', x: 6, y: 5 }, { type: 'shoot', x: 6, y: 5 });
    expect(unit(spent, 'soldier-1').ap).toBe(0);
    const again = applyBattleAction({ ...spent, selectedUnitId: 'soldier-1' }, { type: 'shoot', x: 6, y: 5 });
    expect(again.ok ? '' : said(again.error)).toBe('Not enough AP to shoot!');
    expect([canShoot(battle, 'soldier-1'), canShoot(spent, 'soldier-1'), canShoot(battle, 'enemy-1')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('logs the roll against the shown chance and kills at 0 HP, counting the kill', () => {
    for (let seed = 1; seed < 40; seed++) {
      const battle = scenario({
        seed,
        soldiers: [{ x: 5, y: 6, weapon: 'sniper' }],
        enemies: [
          { x: 5, y: 5, hp: 1 },
          { x: 11, y: 0 },
        ],
      });
      const step = applyBattleAction(must(battle, { type: 'select', unitId: 'soldier-1' }), {
        type: 'shoot',
        x: 5,
        y: 5,
      });
      if (!step.ok) throw new Error(said(step.error));
      const shot = step.log.find((e) => e.kind === 'shot');
      if (shot?.kind !== 'shot') throw new Error('no shot');
      expect(shot.chance).toBe(previewShot(battle, 'soldier-1', 'enemy-1')?.chance);
      expect(shot.hit).toBe(shot.roll <= shot.chance);
      if (shot.hit) {
        expect(unit(step.battle, 'enemy-1').hp).toBe(0);
        expect(unit(step.battle, 'soldier-1').kills).toBe(1);
        expect(step.log.some((e) => e.kind === 'killed' && e.unitId === 'enemy-1')).toBe(true);
        return;
      }
    }
    throw new Error('no hit in 40 seeds');
  });
});

describe('turns and game over', () => {
  it('end turn hands over, the enemy plays, and the turn counter and cooldowns move', () => {
    const battle = scenario({
      soldiers: [{ x: 2, y: 10, classId: 'sniper', experience: 75 }],
      enemies: [{ x: 9, y: 1 }],
    });
    const used = must(
      battle,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'deadeye', x: 9, y: 1 },
    );
    expect(used.units[0]?.abilities.find((a) => a.id === 'deadeye')?.currentCooldown).toBe(4);
    const ended = must(used, { type: 'endTurn' });
    expect(ended).toMatchObject({ side: 'enemy', turn: 1, selectedUnitId: null });
    expect(ended.units[0]?.abilities.find((a) => a.id === 'deadeye')?.currentCooldown).toBe(3);
    const { battle: back, log } = runEnemyTurn(ended);
    expect(back).toMatchObject({ side: 'player', turn: 2 });
    expect(back.units[0]?.abilities.find((a) => a.id === 'deadeye')?.currentCooldown).toBe(2);
    expect(log.at(-1)).toEqual({ kind: 'turnStarted', turn: 2, side: 'player' });
    const notYours = applyBattleAction(ended, { type: 'endTurn' });
    expect(notYours.ok ? '' : said(notYours.error)).toBe('Wait for your turn');
  });

  it('abort is a defeat with the log line, and nothing works afterwards', () => {
    const battle = createBattle(input, 2);
    const step = applyBattleAction(battle, { type: 'abort' });
    if (!step.ok) throw new Error('abort refused');
    expect(step.battle).toMatchObject({ status: 'defeat', aborted: true });
    expect(step.log).toEqual([{ kind: 'missionAborted' }, { kind: 'battleEnded', victory: false, aborted: true }]);
    expect(applyBattleAction(step.battle, { type: 'endTurn' })).toMatchObject({
      ok: false,
      error: { code: 'battle_over' },
    });
    expect(battleOutcome(step.battle)).toMatchObject({ victory: false, rewards: { funds: 0, intel: 0, xp: 0 } });
  });

  it('victory when the last hostile falls: survivors earn base + 10 per kill, the fallen nothing', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 6, classId: 'sniper', experience: 75 },
        { x: 1, y: 10, hp: 1 },
      ],
      enemies: [{ x: 5, y: 5, hp: 1 }],
    });
    const down = { ...battle, units: battle.units.map((u) => (u.id === 'soldier-2' ? { ...u, hp: 0 } : u)) };
    const won = must(
      down,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'deadeye', x: 5, y: 5 },
    );
    expect(won.status).toBe('victory');
    const outcome = battleOutcome(won);
    expect(outcome?.soldiers).toEqual([
      {
        soldierId: 'soldier-1',
        survived: true,
        finalHp: 5,
        kills: 1,
        experienceGained: experienceBase(battle.mission) + 10,
      },
      { soldierId: 'soldier-2', survived: false, finalHp: 0, kills: 0, experienceGained: 0 },
    ]);
    expect(outcome?.rewards).toMatchObject({ funds: 5000, intel: 25 });
    expect(experienceBase({ type: 'campaign', difficulty: 'easy' })).toBe(100);
    expect(experienceBase({ type: 'combat', difficulty: 'medium' })).toBe(50);
    expect(experienceBase({ type: 'combat', difficulty: 'easy' })).toBe(25);
  });

  it('rates the after-action report by casualties: 0 S, 1 A, 2 B, 3 or more C', () => {
    expect([0, 1, 2, 3, 5].map(performanceRating)).toEqual(['S', 'A', 'B', 'C', 'C']);
  });
});

describe('enemy AI', () => {
  it('shoots a soldier in range and sight, else advances on the nearest, else skips', () => {
    const inRange = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 4 }] });
    expect(enemyIntent(inRange, unit(inRange, 'enemy-1'))).toMatchObject({ kind: 'shoot', targetId: 'soldier-1' });
    const far = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 11, y: 0 }] });
    expect(enemyIntent(far, unit(far, 'enemy-1'))).toEqual({ kind: 'advance', targetId: 'soldier-1' });
    const boxed = scenario({
      soldiers: [
        { x: 0, y: 11 },
        { x: 11, y: 2 },
        { x: 10, y: 1 },
      ],
      enemies: [{ x: 11, y: 1 }],
      cover: [{ x: 9, y: 1, cover: 'full' }],
    });
    const walled = {
      ...boxed,
      units: boxed.units.map((u) => (u.id === 'soldier-2' || u.id === 'soldier-3' ? { ...u, hp: 0 } : u)),
    };
    expect(enemyIntent(walled, unit(walled, 'enemy-1'))).toEqual({ kind: 'skip' });
  });

  it('prefers the firing position with cover, and each enemy acts once with all its AP', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 3 }],
      cover: [{ x: 4, y: 4, cover: 'half' }],
    });
    const intent = enemyIntent(battle, unit(battle, 'enemy-1'));
    expect(intent).toMatchObject({ kind: 'shoot', x: 4, y: 4 });
    const enemyTurn = must(battle, { type: 'endTurn' });
    const step = enemyStep(enemyTurn);
    if (!step.ok) throw new Error(said(step.error));
    expect(unit(step.battle, 'enemy-1')).toMatchObject({ x: 4, y: 4, ap: 0 });
    expect(step.battle.side).toBe('player');
  });
});

describe('replays', () => {
  it('seed + actions reproduce the final state and every checksum, over 1,000 random legal action lists', () => {
    const small = sampleInput('medium', sampleSquad(3, 1000));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat({ max: 10_000 }), { maxLength: 40 }),
        (seed, picks) => {
          let battle = createBattle(small, seed);
          const actions: BattleAction[] = [];
          for (const pick of picks) {
            if (battle.status !== 'playing') break;
            const options = legalActions(battle);
            const action = options[pick % options.length] as BattleAction;
            const step = playBattleAction(battle, action);
            if (!step.ok) throw new Error(`legal action refused: ${said(step.error)}`);
            battle = step.battle;
            actions.push(action);
          }
          const recorded = recordBattle(small, seed, actions);
          if (!recorded.ok) return false;
          const replayed = replayBattle(small, seed, recorded.entries);
          return (
            replayed.ok &&
            JSON.stringify(replayed.battle) === JSON.stringify(battle) &&
            recorded.entries.at(-1)?.checksum === (actions.length ? battleChecksum(battle) : undefined)
          );
        },
      ),
      { numRuns: 1000 },
    );
    // 1,000 battles: about a second alone, many on a machine busy with other work.
  }, 60_000);

  it('names the first action where a changed log diverges', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    const changed = recorded.entries.map((e, i) => (i === 5 ? { ...e, checksum: 'deadbeef' } : e));
    expect(replayBattle(input, 4, changed)).toMatchObject({
      ok: false,
      error: { code: 'checksum_mismatch', index: 5 },
    });
    expect(replayBattle(input, 5, recorded.entries)).toMatchObject({ ok: false });
  });

  it('stops at the first forged checksum: nothing after it is read, and the refusal is the same', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    const forged = recorded.entries.map((e, i) => (i === 3 ? { ...e, checksum: 'deadbeef' } : e));
    // An entry past the forgery that cannot even be read: replaying on after it would throw.
    Object.defineProperty(forged, 4, {
      get: () => {
        throw new Error('read past the forged action');
      },
    });
    expect(replayBattle(input, 4, forged)).toEqual({
      ok: false,
      error: { code: 'checksum_mismatch', index: 3, refusal: null },
    });
  });

  it('names a refused action after honest checksums as illegal, with the rules’ refusal', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    const log = [...recorded.entries.slice(0, 2), { action: { type: 'shoot', x: -1, y: -1 }, checksum: 'deadbeef' }];
    const replayed = replayBattle(input, 4, log as typeof recorded.entries);
    expect(replayed).toMatchObject({ ok: false, error: { code: 'illegal_action', index: 2 } });
    expect(replayed.ok || replayed.error.refusal).toBeTruthy();
  });
  it('replays a log without checksums to the same battle, and still checks the checksums a log does carry', () => {
    const { actions, battle } = fightBattle(input, 4);
    const bare = actions.map((action) => ({ action }));
    const replayed = replayBattle(input, 4, bare);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(JSON.stringify(replayed.battle)).toBe(JSON.stringify(battle));
    // One wrong checksum among bare entries is still named.
    const oneChecked = bare.map((e, i) => (i === 3 ? { ...e, checksum: 'deadbeef' } : e));
    expect(replayBattle(input, 4, oneChecked)).toMatchObject({
      ok: false,
      error: { code: 'checksum_mismatch', index: 3 },
    });
    // Leaving the checksums out does not make an illegal action legal.
    expect(replayBattle(input, 4, [{ action: { type: 'move', x: 0, y: 0 } }, ...bare])).toMatchObject({
      ok: false,
      error: { code: 'illegal_action', index: 0 },
    });
  });
});

/** Every action the commander could legally take now (a sample of tiles for moves). */
function legalActions(battle: BattleState): BattleAction[] {
  const actions: BattleAction[] = [{ type: 'endTurn' }];
  const selected = battle.units.find((u) => u.id === battle.selectedUnitId);
  for (const u of battle.units)
    if (u.type === 'soldier' && u.hp > 0 && u.ap > 0 && u !== selected) actions.push({ type: 'select', unitId: u.id });
  if (!selected || selected.ap <= 0) return actions;
  for (const t of reachableTiles(battle, selected.id).slice(0, 6)) actions.push({ type: 'move', x: t.x, y: t.y });
  for (const t of shootableTargets(battle, selected.id)) actions.push({ type: 'shoot', x: t.x, y: t.y });
  for (const a of selected.abilities) {
    for (const t of validTargetsOf(battle, selected.id, a.id))
      actions.push({ type: 'ability', abilityId: a.id, x: t.x, y: t.y });
  }
  return actions;
}

import { validTargets as validTargetsOf } from './queries';

describe('replay frames', () => {
  it('watches the battle again step by step, ending exactly where the replay ends', () => {
    const { actions, battle } = fightBattle(input, 6);
    const watched = replayFramesOf(input, 6, actions);
    if (!watched.ok) throw new Error(JSON.stringify(watched.error));
    expect(watched.frames[0]?.log).toEqual([{ kind: 'turnStarted', turn: 1, side: 'player' }]);
    expect(watched.frames.at(-1)?.battle).toEqual(battle);
    expect(watched.frames.filter((f) => f.action !== null).map((f) => f.action)).toEqual(actions);
    expect(watched.frames.some((f) => f.enemyId !== null)).toBe(true);
    expect(replayFramesOf(input, 6, [{ type: 'shoot', x: 0, y: 0 }])).toMatchObject({ ok: false, error: { index: 0 } });
  });
});

import { replayFrames as replayFramesOf } from './replay';
