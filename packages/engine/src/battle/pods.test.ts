/**
 * Hostile pods (pods.ts, issue 24): hostiles start in pods out of sight and hold until their pod is
 * seen or attacked; a pod wakes as one. Numbers come from content (content/battle.ts).
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { createBattle } from './create';
import { runEnemyTurn } from './enemy-ai';
import { forecastEnemyTurn } from './forecast';
import { hitChanceBetween } from './hit-chance';
import { hasLineOfSight } from './line-of-sight';
import type { BattleLogEvent } from './log';
import { manhattan } from './map';
import { must } from './play.fixture';
import { isAlerted, podSizes } from './pods';
import { validTargets } from './queries';
import { scenario, unit } from './scenario.fixture';
import type { BattleState, BattleUnit } from './types';

/** The alert facts of the step that led from `before` to `after` (replayed: a select, then a shot). */
function playStep(before: BattleState, _after: BattleState): BattleLogEvent[] {
  const selected = applyBattleAction(before, { type: 'select', unitId: 'soldier-1' });
  if (!selected.ok) throw new Error('select refused');
  const shot = applyBattleAction(selected.battle, { type: 'shoot', x: 0, y: 8 });
  if (!shot.ok) throw new Error('shot refused');
  return shot.log.filter((e) => e.kind === 'hostilesAlerted');
}

describe('pods', () => {
  it.each(Object.entries(BATTLE_RULES.enemyCount))(
    '%s: %i hostiles in pods of at most podSize, as even as can be',
    (_, count) => {
      const sizes = podSizes(count);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(BATTLE_RULES.podSize);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    },
  );

  it('start unaware, out of every soldier’s sight, on 60 seeded battles', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const battle = createBattle(sampleInput('hard', sampleSquad(4, 0)), seed);
      const soldiers = battle.units.filter((u) => u.type === 'soldier');
      for (const enemy of battle.units.filter((u) => u.type === 'enemy')) {
        expect(enemy.alerted).toBe(false);
        expect(soldiers.some((s) => hasLineOfSight(battle, s, enemy))).toBe(false);
        expect(Math.min(...soldiers.map((s) => manhattan(s, enemy)))).toBeGreaterThan(BATTLE_RULES.sightRange);
      }
    }
  });

  const sleeping = () =>
    scenario({
      soldiers: [{ x: 5, y: 11, classId: 'heavy' }],
      enemies: [
        { x: 5, y: 2, alerted: false, pod: 0 },
        { x: 6, y: 2, alerted: false, pod: 0 },
        { x: 0, y: 0, alerted: false, pod: 1 },
      ],
    });

  it('an unaware pod does nothing on its turn, and the forecast says it holds', () => {
    const battle = sleeping();
    expect(forecastEnemyTurn(battle).every((f) => f.path.length === 1 && f.shot === null)).toBe(true);
    const ended = must(battle, { type: 'endTurn' });
    const { battle: back, log } = runEnemyTurn(ended);
    expect(back.units.filter((u) => u.type === 'enemy').map((u) => [u.x, u.y])).toEqual([
      [5, 2],
      [6, 2],
      [0, 0],
    ]);
    expect(log.filter((e) => e.kind === 'enemySkipped')).toHaveLength(3);
  });

  const pods = (soldier: { x: number; y: number }, cover: { x: number; y: number; cover: 'half' | 'full' }[] = []) =>
    scenario({
      soldiers: [{ ...soldier, classId: 'heavy' }],
      enemies: [
        { x: 5, y: 2, alerted: false, pod: 0 },
        { x: 6, y: 2, alerted: false, pod: 0 },
        { x: 0, y: 8, alerted: false, pod: 1 },
        { x: 11, y: 0, alerted: false, pod: 2 },
      ],
      cover,
    });
  const awake = (battle: ReturnType<typeof pods>) =>
    battle.units.filter((u) => u.type === 'enemy' && isAlerted(u)).map((u) => u.id);

  it('concealment (issue 33): a pod the squad sees is not woken; it notices a soldier in the open within 5 tiles, one behind cover within 3', () => {
    expect(BATTLE_RULES.detectionRange).toEqual({ open: 5, cover: 3 });
    // 7 tiles from the pod at (5, 2), in sight, in the open: seen, not noticed.
    const seen = must(pods({ x: 5, y: 9 }), { type: 'select', unitId: 'soldier-1' });
    expect(hasLineOfSight(seen, unit(seen, 'soldier-1'), unit(seen, 'enemy-1'))).toBe(true);
    expect(awake(seen)).toEqual([]);
    // 5 tiles in the open: the whole pod wakes (and braces on Overwatch), no other.
    const open = must(pods({ x: 5, y: 7 }), { type: 'select', unitId: 'soldier-1' });
    expect(awake(open)).toEqual(['enemy-1', 'enemy-2']);
    expect(unit(open, 'enemy-1').onOverwatch).toBe(true);
    // 4 tiles behind half cover facing the pod: unnoticed; 3 tiles: noticed.
    const hidden = must(pods({ x: 5, y: 6 }, [{ x: 5, y: 6, cover: 'half' }]), { type: 'select', unitId: 'soldier-1' });
    expect(awake(hidden)).toEqual([]);
    const close = must(pods({ x: 5, y: 5 }, [{ x: 5, y: 5, cover: 'half' }]), { type: 'select', unitId: 'soldier-1' });
    expect(awake(close)).toEqual(['enemy-1', 'enemy-2']);
  });

  it("noise (issue 33): a shot wakes its target's pod and every pod with a hostile within 8 tiles of the shooter", () => {
    expect(BATTLE_RULES.noiseRange).toBe(8);
    const battle = pods({ x: 5, y: 9 });
    const shot = must(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'shoot', x: 0, y: 8 });
    // The target's pod (attacked), the pod 7 tiles from the shooter (heard it); not the one 15 away.
    expect(awake(shot)).toEqual(['enemy-1', 'enemy-2', 'enemy-3']);
    const alerts = playStep(battle, shot);
    expect(alerts).toContainEqual({ kind: 'hostilesAlerted', unitIds: ['enemy-3'], cause: 'attacked' });
    expect(alerts).toContainEqual({ kind: 'hostilesAlerted', unitIds: ['enemy-1', 'enemy-2'], cause: 'noise' });
  });

  it("ambush (issue 33): an unaware hostile's cover counts for nothing", () => {
    const battle = pods({ x: 5, y: 9 }, [{ x: 5, y: 2, cover: 'full' }]);
    const odds = hitChanceBetween(battle, unit(battle, 'soldier-1'), unit(battle, 'enemy-1'));
    expect(odds.parts).toContainEqual({ kind: 'cover', value: -40 });
    expect(odds.parts).toContainEqual({ kind: 'ambush', value: 40 });
    const braced = { ...unit(battle, 'enemy-1'), alerted: true };
    expect(hitChanceBetween(battle, unit(battle, 'soldier-1'), braced).parts.map((p) => p.kind)).not.toContain(
      'ambush',
    );
  });

  it('a pod hit by an area ability wakes even unseen', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 11, classId: 'heavy', experience: 1000 }],
      enemies: [{ x: 5, y: 5, alerted: false, pod: 0, hp: 9 }],
      cover: [{ x: 5, y: 8, cover: 'full' }],
    });
    const blast = validTargets(battle, 'soldier-1', 'rocket_launcher').find((t) => manhattan(t, { x: 5, y: 5 }) <= 2);
    if (!blast) throw new Error('no rocket tile near the hostile');
    const hit = must(
      battle,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'rocket_launcher', ...blast },
    );
    expect(unit(hit, 'enemy-1').alerted).toBe(true);
  });

  it('a guarded objective (issue 33): on hold and extract battles the last pod stands 3 tiles from the zone (farthest from the squad) or the exit (nearest), its watchers on Overwatch; kill-all has no guard', () => {
    expect(BATTLE_RULES.guard).toEqual({ distance: 3 });
    const canWatch = new Set(['trooper', 'marksman', 'grenadier']);
    for (const templateId of ['sabotage', 'supply_run']) {
      for (let seed = 1; seed <= 30; seed++) {
        const battle = createBattle(sampleInput('hard', sampleSquad(4, 0), templateId), seed);
        const zone = battle.objective?.tiles.map((t) => ({ x: t % 12, y: Math.floor(t / 12) })) ?? [];
        const fromZone = (u: { x: number; y: number }) => Math.min(...zone.map((t) => manhattan(t, u)));
        const soldiers = battle.units.filter((u) => u.type === 'soldier');
        const fromSquad = (u: { x: number; y: number }) => Math.min(...soldiers.map((s) => manhattan(s, u)));
        const enemies = battle.units.filter((u) => u.type === 'enemy');
        // Hard: 5 hostiles in pods of 3 and 2; the pod of 2 (pod 1) guards, its anchor 3 tiles out.
        const guards = enemies.filter((u) => u.pod === 1);
        expect(guards).toHaveLength(2);
        const anchor = guards[0] as BattleUnit;
        expect(fromZone(anchor)).toBe(3);
        // The extraction tiles' guards stand between them and the squad; the zone's behind it.
        if (templateId === 'supply_run') expect(fromSquad(anchor)).toBeLessThan(Math.min(...zone.map(fromSquad)));
        else expect(fromSquad(anchor)).toBeGreaterThan(Math.max(...zone.map(fromSquad)));
        for (const enemy of enemies) {
          expect(enemy.alerted).toBe(false);
          expect(enemy.onOverwatch).toBe(enemy.pod === 1 && canWatch.has(enemy.hostileType ?? 'trooper'));
        }
      }
    }
    const raid = createBattle(sampleInput('hard', sampleSquad(4, 0), 'raid'), 1);
    expect(raid.units.filter((u) => u.type === 'enemy').some((u) => u.onOverwatch)).toBe(false);
  });

  it('sentries (issue 33): an unaware hostile on Overwatch fires only at a soldier it notices, and keeps its watch while it holds', () => {
    const sentry = (cover: { x: number; y: number; cover: 'half' | 'full' }[] = []) => {
      const battle = scenario({
        soldiers: [{ x: 5, y: 10 }],
        enemies: [{ x: 5, y: 2, alerted: false, pod: 0 }],
        cover,
      });
      unit(battle, 'enemy-1').onOverwatch = true;
      return battle;
    };
    // 4 tiles behind half cover facing it: in its range and sight, not noticed — no shot, still unaware.
    const hidden = must(
      sentry([{ x: 5, y: 6, cover: 'half' }]),
      { type: 'select', unitId: 'soldier-1' },
      { type: 'move', x: 5, y: 6 },
    );
    expect(unit(hidden, 'enemy-1')).toMatchObject({ onOverwatch: true, alerted: false });
    // 5 tiles in the open: noticed, so it fires its watch.
    const open = sentry();
    const selected = must(open, { type: 'select', unitId: 'soldier-1' });
    const moved = applyBattleAction(selected, { type: 'move', x: 5, y: 7 });
    if (!moved.ok) throw new Error('move refused');
    expect(moved.log).toContainEqual(expect.objectContaining({ kind: 'shot', shooterId: 'enemy-1', reaction: true }));
    // Its pod wakes in the squad's turn, so it braces on Overwatch again (the woken pod's rule).
    expect(unit(moved.battle, 'enemy-1')).toMatchObject({ onOverwatch: true, alerted: true });
    // Its own turn, unaware, with no soldier noticed: it holds and keeps the watch.
    const { battle: back } = runEnemyTurn(must(sentry(), { type: 'endTurn' }));
    expect(unit(back, 'enemy-1')).toMatchObject({ x: 5, y: 2, onOverwatch: true, alerted: false });
  });

  it('battles stored before pods (no flag) treat every hostile as alerted', () => {
    const battle = sleeping();
    const { alerted: _a, pod: _p, ...old } = unit(battle, 'enemy-1');
    expect(isAlerted(old)).toBe(true);
  });
});
