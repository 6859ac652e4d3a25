/**
 * Hostile pods (issue 24, GAME_RULES §14 "Pods"): hostiles start in groups out of the squad's sight
 * and do nothing on their turn until their pod is alerted — issue 33: when one of them detects a
 * soldier (`detects`), is shot at or hit by an ability, hears a shot within `noiseRange`, or a soldier
 * nears the zone or the exit. A pod is alerted as one and stays alerted.
 */
import { BATTLE_RULES } from '../content/battle';
import type { Dice } from './dice';
import { isFlanked } from './hit-chance';
import { hostileOf } from './hostile';
import { hasLineOfSight } from './line-of-sight';
import type { BattleLogEvent } from './log';
import { BATTLE_GRID_SIZE, coverAt, inGrid, manhattan, tileIndex, tilePoint } from './map';
import { battleObjective } from './objectives';
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

/** Why a pod woke (issue 33): it saw a soldier, was attacked, heard gunfire, or the squad took the objective. */
export type AlertCause = 'seen' | 'attacked' | 'noise' | 'objective';

/**
 * Issue 33 [decided] concealment: whether the hostile notices the soldier — in its sight and within
 * `detectionRange.open` tiles when the soldier's cover does not count against it (none, or flanked),
 * `detectionRange.cover` when it does.
 */
export function detects(battle: Pick<BattleState, 'tiles'>, hostile: BattleUnit, soldier: BattleUnit): boolean {
  const covered = coverAt(battle, soldier.x, soldier.y) !== 'none' && !isFlanked(hostile, soldier);
  const range = covered ? BATTLE_RULES.detectionRange.cover : BATTLE_RULES.detectionRange.open;
  return manhattan(hostile, soldier) <= range && hasLineOfSight(battle, hostile, soldier);
}

/** Issue 33: a soldier within `objectiveAlarmRange` of the zone or the exit (never on a kill-all battle). */
export function objectiveAlarmed(battle: BattleState): boolean {
  const tiles = battleObjective(battle).tiles.map(tilePoint);
  if (tiles.length === 0) return false;
  return battle.units.some(
    (u) => u.type === 'soldier' && u.hp > 0 && tiles.some((t) => manhattan(t, u) <= BATTLE_RULES.objectiveAlarmRange),
  );
}

/** Where this step's shots were fired from (issue 33: gunfire wakes pods within `noiseRange`). */
function gunfireIn(battle: BattleState, log: readonly BattleLogEvent[]): BattleUnit[] {
  const shooters: BattleUnit[] = [];
  for (const e of log) {
    if (e.kind !== 'shot') continue;
    const shooter = battle.units.find((u) => u.id === e.shooterId);
    if (shooter) shooters.push(shooter);
  }
  return shooters;
}

/** Why the hostile's pod wakes now, or null. */
function causeFor(
  battle: BattleState,
  log: readonly BattleLogEvent[],
  enemy: BattleUnit,
  soldiers: readonly BattleUnit[],
  gunfire: readonly BattleUnit[],
  alarm: boolean,
): AlertCause | null {
  if (targetedIn(log, enemy.id)) return 'attacked';
  if (soldiers.some((s) => detects(battle, enemy, s))) return 'seen';
  if (gunfire.some((g) => g.id !== enemy.id && manhattan(g, enemy) <= BATTLE_RULES.noiseRange)) return 'noise';
  if (alarm) return 'objective';
  return null;
}

/**
 * Alerts every pod that now notices the squad (issue 33: a hostile detects a soldier, it is attacked,
 * it hears gunfire, or the squad nears the objective) and logs the hostiles that woke, one fact per
 * cause. Reads the step's facts from `from` on. Changes `battle` in place (inside a step); returns the ids alerted.
 */
export function alertPods(battle: BattleState, log: BattleLogEvent[], from = 0): string[] {
  const soldiers = battle.units.filter((u) => u.type === 'soldier' && u.hp > 0);
  const facts = from === 0 ? log : log.slice(from);
  const gunfire = gunfireIn(battle, facts);
  const alarm = objectiveAlarmed(battle);
  const pods = new Map<number | undefined, AlertCause>();
  for (const enemy of battle.units) {
    if (enemy.type !== 'enemy' || enemy.hp <= 0 || isAlerted(enemy) || pods.has(enemy.pod)) continue;
    const cause = causeFor(battle, facts, enemy, soldiers, gunfire, alarm);
    if (cause) pods.set(enemy.pod, cause);
  }
  if (pods.size === 0) return [];
  const woke = new Map<AlertCause, string[]>();
  for (const enemy of battle.units) {
    const cause = enemy.type === 'enemy' && !isAlerted(enemy) ? pods.get(enemy.pod) : undefined;
    if (!cause) continue;
    enemy.alerted = true;
    // Issue 33 [decided]: a pod woken in the squad's turn braces — each hostile that can watch stands
    // on Overwatch until it next acts (XCOM's scramble): a careless advance into it is shot at.
    if (battle.side === 'player' && enemy.hp > 0 && hostileOf(enemy).actions.includes('overwatch'))
      enemy.onOverwatch = true;
    if (enemy.hp > 0) woke.set(cause, [...(woke.get(cause) ?? []), enemy.id]);
  }
  for (const [cause, unitIds] of woke) log.push({ kind: 'hostilesAlerted', unitIds, cause });
  return [...woke.values()].flat();
}

/** Issue 33: the squad is concealed while no living hostile has noticed it (the board shows it). */
export function squadConcealed(battle: BattleState): boolean {
  return !battle.units.some((u) => u.type === 'enemy' && u.hp > 0 && isAlerted(u));
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
  /** Issue 33: one of the objective's guards. */
  guard?: boolean;
}

/**
 * Issue 33 [decided] a guarded objective: the guard pod's anchor is the free tile `guard.distance`
 * tiles from the zone or the extraction tiles that is farthest from the squad (`behind`: the zone's
 * guards) or nearest to it (`approach`: the exit's guards, on the squad's way), the first such in
 * reading order on a tie; null when there is none.
 */
export function guardAnchor(
  objectiveTiles: readonly number[],
  soldiers: readonly { x: number; y: number }[],
  taken: ReadonlySet<number>,
  stand: 'behind' | 'approach',
): { x: number; y: number } | null {
  const tiles = objectiveTiles.map(tilePoint);
  let best: { x: number; y: number; score: number } | null = null;
  for (let index = 0; index < BATTLE_GRID_SIZE * BATTLE_GRID_SIZE; index++) {
    if (taken.has(index)) continue;
    const point = tilePoint(index);
    if (Math.min(...tiles.map((t) => manhattan(t, point))) !== BATTLE_RULES.guard.distance) continue;
    const fromSquad = Math.min(...soldiers.map((s) => manhattan(s, point)));
    const score = stand === 'behind' ? fromSquad : -fromSquad;
    if (!best || score > best.score) best = { ...point, score };
  }
  return best && { x: best.x, y: best.y };
}

/**
 * Places `count` hostiles in pods, by the seed: each pod's anchor in the north band at least
 * `podMinDistance` from every soldier and `podSpacing` from other anchors (the farthest try from the
 * squad when no try satisfies both), its members on the free tiles around it. Issue 33: with a
 * `guarded` objective (a hold or extract battle) the last pod guards it instead, anchored by
 * `guardAnchor`. `taken` gains their tiles.
 */
export function placePods(
  dice: Dice,
  count: number,
  soldiers: readonly { x: number; y: number }[],
  taken: Set<number>,
  guarded: { tiles: readonly number[]; stand: 'behind' | 'approach' } | null = null,
): PodSpot[] {
  const spots: PodSpot[] = [];
  const anchors: { x: number; y: number }[] = [];
  const sizes = podSizes(count);
  sizes.forEach((size, pod) => {
    let best: { x: number; y: number; score: number } | null = null;
    const guard =
      guarded && guarded.tiles.length > 0 && pod === sizes.length - 1
        ? guardAnchor(guarded.tiles, soldiers, taken, guarded.stand)
        : null;
    if (guard) best = { ...guard, score: 0 };
    for (let tries = 0; !guard && tries < ANCHOR_TRIES; tries++) {
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
      spots.push({ x, y, pod, ...(guard ? { guard: true } : {}) });
      placed += 1;
    }
    // A crowded corner: the rest go on the first free tiles of the band.
    for (let index = 0; placed < size && index < BATTLE_GRID_SIZE * (POD_MAX_Y + 1); index++) {
      if (taken.has(index)) continue;
      taken.add(index);
      spots.push({ ...tilePoint(index), pod, ...(guard ? { guard: true } : {}) });
      placed += 1;
    }
  });
  return spots;
}
