/**
 * Each hostile type's behaviour (content/hostiles.ts, issue 24): its numbers from content, the
 * marksman's long range and overwatch, the rusher's charge at the exposed, the grenadier's blast
 * announced a turn ahead.
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { HOSTILE_MIX, HOSTILE_TYPE_IDS, HOSTILE_TYPES } from '../content/hostiles';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { createBattle, enemyUnit } from './create';
import { enemyStep, planEnemy, runEnemyTurn } from './enemy-ai';
import { announcedBlastTiles } from './hostile';
import { manhattan } from './map';
import { must } from './play.fixture';
import { scenario, unit } from './scenario.fixture';
import type { BattleState } from './types';

function enemyTurn(battle: BattleState) {
  const step = applyBattleAction(battle, { type: 'endTurn' });
  if (!step.ok) throw new Error(step.error.code);
  return runEnemyTurn(step.battle);
}

describe('hostile types', () => {
  it.each(HOSTILE_TYPE_IDS.map((id) => [id] as const))('%s: the trooper’s numbers plus its own', (id) => {
    const type = HOSTILE_TYPES[id];
    expect(enemyUnit(1, 0, 0, 'hard', id)).toMatchObject({
      hostileType: id,
      hp: BATTLE_RULES.enemyHp.hard + type.hpBonus,
      accuracy: BATTLE_RULES.enemyAccuracy.hard + type.accuracyBonus,
      maxDamage: BATTLE_RULES.enemyMaxDamage.hard + type.damageBonus,
      mobility: type.mobility,
      ap: type.ap,
      announcedBlast: null,
    });
  });

  it.each(HOSTILE_TYPE_IDS.map((id) => [id] as const))('%s: never shoots beyond its range', (id) => {
    const range = HOSTILE_TYPES[id].range;
    const battle = scenario({ soldiers: [{ x: 5, y: 11 }], enemies: [{ x: 5, y: 11 - range - 1, type: id }] });
    const pinned = { ...unit(battle, 'enemy-1'), mobility: 0 };
    const plan = planEnemy({ ...battle, units: [unit(battle, 'soldier-1'), pinned] }, pinned);
    expect(plan.action.kind).not.toBe('shoot');
  });

  it('the trooper is the only type on the description’s numbers, and every type is in the medium and hard mix', () => {
    expect(HOSTILE_TYPES.trooper).toMatchObject({ hpBonus: 0, accuracyBonus: 0, damageBonus: 0, range: 6 });
    expect(HOSTILE_TYPES.trooper.mobility).toBe(BATTLE_RULES.enemyMobility);
    for (const id of HOSTILE_TYPE_IDS) {
      expect(HOSTILE_MIX.medium[id]).toBeGreaterThan(0);
      expect(HOSTILE_MIX.hard[id]).toBeGreaterThan(0);
    }
  });

  it('every type is present in at least 25% of medium and hard battles (seeds 1..200)', () => {
    for (const difficulty of ['medium', 'hard'] as const) {
      for (const id of HOSTILE_TYPE_IDS) {
        let present = 0;
        for (let seed = 1; seed <= 200; seed++) {
          const battle = createBattle(sampleInput(difficulty, sampleSquad(4, 250)), seed);
          if (battle.units.some((u) => u.hostileType === id)) present += 1;
        }
        expect(present / 200, `${id} on ${difficulty}`).toBeGreaterThanOrEqual(0.25);
      }
    }
  });

  describe('marksman', () => {
    it('shoots a soldier in the open, and overwatches one in full cover', () => {
      const at = (cover: 'none' | 'full') =>
        scenario({
          soldiers: [{ x: 5, y: 9 }],
          enemies: [{ x: 5, y: 1, type: 'marksman' }],
          cover: cover === 'full' ? [{ x: 5, y: 9, cover }] : [],
        });
      const open = at('none');
      expect(planEnemy(open, unit(open, 'enemy-1')).action).toEqual({ kind: 'shoot', targetId: 'soldier-1' });
      const covered = at('full');
      expect(planEnemy(covered, unit(covered, 'enemy-1')).action).toEqual({ kind: 'overwatch' });
    });

    it('holds its long range instead of closing in', () => {
      const battle = scenario({ soldiers: [{ x: 5, y: 10 }], enemies: [{ x: 5, y: 2, type: 'marksman' }] });
      const plan = planEnemy(battle, unit(battle, 'enemy-1'));
      const end = plan.moves.at(-1) ?? { x: 5, y: 2 };
      expect(manhattan(end, { x: 5, y: 10 })).toBeGreaterThanOrEqual(HOSTILE_TYPES.marksman.preferredRange - 1);
    });

    it('on overwatch, fires a reaction shot at the first soldier who moves in its sight (the soldiers’ path)', () => {
      const battle = scenario({
        soldiers: [{ x: 5, y: 9 }],
        enemies: [{ x: 5, y: 2, type: 'marksman' }],
        cover: [{ x: 5, y: 9, cover: 'full' }],
      });
      const { battle: watched, log } = enemyTurn(battle);
      expect(log).toContainEqual({ kind: 'abilityUsed', unitId: 'enemy-1', abilityId: 'overwatch' });
      expect(unit(watched, 'enemy-1').onOverwatch).toBe(true);
      const step = applyBattleAction(must(watched, { type: 'select', unitId: 'soldier-1' }), {
        type: 'move',
        x: 5,
        y: 8,
      });
      if (!step.ok) throw new Error(step.error.code);
      expect(step.log).toContainEqual(
        expect.objectContaining({ kind: 'shot', shooterId: 'enemy-1', targetId: 'soldier-1', reaction: true }),
      );
      expect(unit(step.battle, 'enemy-1').onOverwatch).toBe(false);
    });
  });

  describe('rusher', () => {
    it('charges the soldier in the open past one in cover, and ends within its short range', () => {
      const battle = scenario({
        soldiers: [
          { x: 4, y: 8 },
          { x: 8, y: 9 },
        ],
        enemies: [{ x: 7, y: 5, type: 'rusher' }],
        cover: [{ x: 4, y: 8, cover: 'half' }],
      });
      const plan = planEnemy(battle, unit(battle, 'enemy-1'));
      expect(plan.action).toEqual({ kind: 'shoot', targetId: 'soldier-2' });
      const end = plan.moves.at(-1) ?? { x: 7, y: 5 };
      expect(manhattan(end, { x: 8, y: 9 })).toBeLessThanOrEqual(HOSTILE_TYPES.rusher.range);
    });
  });

  describe('grenadier', () => {
    const cluster = () =>
      scenario({
        soldiers: [
          { x: 5, y: 9 },
          { x: 6, y: 9 },
        ],
        enemies: [{ x: 5, y: 3, type: 'grenadier' }],
      });

    it('announces a blast on clustered soldiers; it lands at the start of its next turn, on whoever stayed', () => {
      const { battle: announced, log } = enemyTurn(cluster());
      const centre = unit(announced, 'enemy-1').announcedBlast;
      expect(centre).not.toBeNull();
      expect(log).toContainEqual({ kind: 'blastAnnounced', unitId: 'enemy-1', ...centre });
      const tiles = announcedBlastTiles(unit(announced, 'enemy-1'));
      const blast = HOSTILE_TYPES.grenadier.blast;
      expect(tiles).toHaveLength(5);
      // The player steps soldier-1 out; soldier-2 stays in it.
      const stepped = must(announced, { type: 'select', unitId: 'soldier-1' }, { type: 'move', x: 2, y: 9 });
      const hpBefore = unit(stepped, 'soldier-2').hp;
      const handed = must(stepped, { type: 'endTurn' });
      const step = enemyStep(handed);
      if (!step.ok) throw new Error(step.error.code);
      expect(step.log[0]).toEqual({ kind: 'blastLanded', unitId: 'enemy-1', ...centre });
      expect(step.log).toContainEqual(
        expect.objectContaining({ kind: 'damaged', unitId: 'soldier-2', amount: blast.damage, sourceId: 'enemy-1' }),
      );
      expect(step.log).not.toContainEqual(expect.objectContaining({ kind: 'damaged', unitId: 'soldier-1' }));
      expect(unit(step.battle, 'soldier-2').hp).toBeLessThanOrEqual(hpBefore - blast.damage);
    });

    it('never throws a blast it announced once it is down', () => {
      const { battle: announced } = enemyTurn(cluster());
      const downed = {
        ...announced,
        units: announced.units.map((u) => (u.id === 'enemy-1' ? { ...u, hp: 0 } : u)),
      };
      expect(announcedBlastTiles(unit(downed, 'enemy-1'))).toEqual([]);
    });
  });
});
