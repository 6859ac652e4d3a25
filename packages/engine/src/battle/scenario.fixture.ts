/**
 * Hand-built battles for the rules' tests: a created battle with its map cleared and its units
 * replaced by the ones a test places, so each rule is checked on the exact ground it needs.
 */
import type { ClassId } from '../campaign/types';
import type { HostileTypeId } from '../content/hostiles';
import { createBattle, enemyUnit } from './create';
import { tileIndex } from './map';
import type { BattleState, BattleUnit, Cover } from './types';

export interface PlacedSoldier {
  id?: string;
  x: number;
  y: number;
  classId?: ClassId | null;
  experience?: number;
  hp?: number;
  weapon?: string;
  armor?: string;
  utility?: string;
}

export interface PlacedEnemy {
  x: number;
  y: number;
  hp?: number;
  /** Issue 24: placed hostiles are alerted unless a test says not; each is its own pod unless given one. */
  alerted?: boolean;
  pod?: number;
  /** Its hostile type (content/hostiles.ts); the trooper when absent. */
  type?: HostileTypeId;
}

export interface Scenario {
  soldiers: PlacedSoldier[];
  enemies: PlacedEnemy[];
  cover?: { x: number; y: number; cover: Cover }[];
  difficulty?: 'easy' | 'medium' | 'hard' | 'other';
  seed?: number;
}

export function scenario(spec: Scenario): BattleState {
  const squad = spec.soldiers.map((s, i) => ({
    id: s.id ?? `soldier-${i + 1}`,
    name: `Soldier ${i + 1}`,
    rank: 'Sergeant',
    classId: s.classId === undefined ? 'ranger' : s.classId,
    experience: s.experience ?? 0,
    health: 100,
    maxHealth: 100,
    loadout: {
      weapon: s.weapon ?? 'assault_rifle',
      armor: s.armor ?? 'standard_vest',
      utility: s.utility ?? 'grenade',
    },
  }));
  const base = createBattle(
    {
      mission: {
        templateId: null,
        difficulty: spec.difficulty ?? 'medium',
        type: 'combat',
        rewards: { funds: 5000, intel: 25, xp: 0 },
      },
      squad,
    },
    spec.seed ?? 1,
  );
  const soldiers = base.units.filter((u) => u.type === 'soldier');
  const units: BattleUnit[] = soldiers.map((unit, i) => {
    const placed = spec.soldiers[i] as PlacedSoldier;
    return { ...unit, x: placed.x, y: placed.y, hp: placed.hp ?? unit.hp };
  });
  spec.enemies.forEach((e, i) => {
    const template = enemyUnit(i + 1, e.x, e.y, base.mission.difficulty, e.type ?? 'trooper');
    units.push({
      ...template,
      hp: e.hp ?? template.maxHp,
      maxHp: Math.max(template.maxHp, e.hp ?? 0),
      alerted: e.alerted ?? true,
      pod: e.pod ?? i,
    });
  });
  const tiles: Cover[] = base.tiles.map(() => 'none');
  for (const c of spec.cover ?? []) tiles[tileIndex(c.x, c.y)] = c.cover;
  return { ...base, units, tiles };
}

export function unit(battle: BattleState, id: string): BattleUnit {
  const found = battle.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}
