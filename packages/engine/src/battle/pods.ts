/**
 * Hostile pods (issue 24, GAME_RULES §14 "Pods"): hostiles start in groups out of the squad's sight
 * and do nothing on their turn until their pod is alerted — when a soldier sees one of them (line
 * of sight, `BATTLE_RULES.sightRange`), or one of them is shot at or hit by an ability. A pod is
 * alerted as one and stays alerted.
 */
import { BATTLE_RULES } from '../content/battle';
import type { Dice } from './dice';
import { hasLineOfSight } from './line-of-sight';
import type { BattleLogEvent } from './log';
import { BATTLE_GRID_SIZE, inGrid, manhattan, tileIndex, tilePoint } from './map';
import type { BattleState, BattleUnit } from './types';

/** Battles stored before pods existed carry no flag: every hostile there was alerted. */
export function isAlerted(unit: BattleUnit): boolean {
  return unit.alerted !== false;
}

/** Whether this step's facts name the hostile as the target of a shot, a blow or an ability. */
function targetedIn(log: readonly BattleLogEvent[], id: string): boolean {
  return log.some(
    (e) =>
      (e.kind === 'shot' && e.targetId === id) ||
      (e.kind === 'damaged' && e.unitId === id) ||
      (e.kind === 'abilityUsed' && e.targetId === id) ||
      (e.kind === 'effectApplied' && e.unitId === id),
  );
}

/**
 * Alerts every pod a soldier now sees or this step's facts show was attacked, and logs the
 * hostiles that woke. Changes `battle` in place (inside a step); returns the ids alerted.
 */
export function alertPods(battle: BattleState, log: BattleLogEvent[]): string[] {
  const soldiers = battle.units.filter((u) => u.type === 'soldier' && u.hp > 0);
  const pods = new Set<number | undefined>();
  for (const enemy of battle.units) {
    if (enemy.type !== 'enemy' || enemy.hp <= 0 || isAlerted(enemy)) continue;
    if (targetedIn(log, enemy.id) || soldiers.some((s) => hasLineOfSight(battle, s, enemy))) pods.add(enemy.pod);
  }
  if (pods.size === 0) return [];
  const woke: string[] = [];
  for (const enemy of battle.units) {
    if (enemy.type !== 'enemy' || isAlerted(enemy) || !pods.has(enemy.pod)) continue;
    enemy.alerted = true;
    if (enemy.hp > 0) woke.push(enemy.id);
  }
  if (woke.length > 0) log.push({ kind: 'hostilesAlerted', unitIds: woke });
  return woke;
}

/** Pod sizes for `count` hostiles: as few pods of at most `podSize` as will do, as even as can be. */
export function podSizes(count: number): number[] {
  const pods = Math.ceil(count / BATTLE_RULES.podSize);
  return Array.from({ length: pods }, (_, i) => Math.floor(count / pods) + (i < count % pods ? 1 : 0));
}

/** Where a pod's members stand around its anchor, in order. */
const POD_OFFSETS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [-1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
  [0, -1],
  [2, 0],
  [-2, 0],
];

/** The northern band pods start in (y 0–4). */
const POD_MAX_Y = 4;
const ANCHOR_TRIES = 200;

export interface PodSpot {
  x: number;
  y: number;
  pod: number;
}

/**
 * Places `count` hostiles in pods, by the seed: each pod's anchor in the north band at least
 * `podMinDistance` from every soldier and `podSpacing` from other anchors (the farthest try from the
 * squad when no try satisfies both), its members on the free tiles around it. `taken` gains their tiles.
 */
export function placePods(
  dice: Dice,
  count: number,
  soldiers: readonly { x: number; y: number }[],
  taken: Set<number>,
): PodSpot[] {
  const spots: PodSpot[] = [];
  const anchors: { x: number; y: number }[] = [];
  podSizes(count).forEach((size, pod) => {
    let best: { x: number; y: number; score: number } | null = null;
    for (let tries = 0; tries < ANCHOR_TRIES; tries++) {
      const x = dice.int(0, BATTLE_GRID_SIZE - 1);
      const y = dice.int(0, POD_MAX_Y);
      if (taken.has(tileIndex(x, y))) continue;
      const fromSquad = Math.min(...soldiers.map((s) => manhattan(s, { x, y })));
      const spaced = anchors.every((a) => manhattan(a, { x, y }) >= BATTLE_RULES.podSpacing);
      const score = fromSquad + (spaced ? BATTLE_GRID_SIZE * 2 : 0);
      if (!best || score > best.score) best = { x, y, score };
      if (spaced && fromSquad >= BATTLE_RULES.podMinDistance) break;
    }
    const anchor = best ?? { x: BATTLE_GRID_SIZE - 1, y: 0 };
    anchors.push(anchor);
    let placed = 0;
    for (const [dx, dy] of POD_OFFSETS) {
      if (placed >= size) break;
      const x = anchor.x + dx;
      const y = anchor.y + dy;
      if (!inGrid(x, y) || taken.has(tileIndex(x, y))) continue;
      taken.add(tileIndex(x, y));
      spots.push({ x, y, pod });
      placed += 1;
    }
    // A crowded corner: the rest go on the first free tiles of the band.
    for (let index = 0; placed < size && index < BATTLE_GRID_SIZE * (POD_MAX_Y + 1); index++) {
      if (taken.has(index)) continue;
      taken.add(index);
      spots.push({ ...tilePoint(index), pod });
      placed += 1;
    }
  });
  return spots;
}
