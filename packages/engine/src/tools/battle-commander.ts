/**
 * The scripted battle commander: a reasonable, not perfect, player of the tactical battle for the
 * simulators, the balance tool and the property tests. It sees what the screen shows and asks the
 * rules what is legal (reachable tiles, targets, hit chances); it never sends a made-up result.
 * Each soldier in turn: revive or heal a badly hurt ally, use a strong ability when it pays,
 * otherwise take the best shot worth taking, else move to the tile that gives the best shot from
 * the best cover, then shoot, else watch (Overwatch) or dig in (Bunker Down). With hostiles alerted
 * but none in sight it searches (issue 24): it moves towards the goal as before contact and does not
 * watch for a hostile it cannot see.
 */
import { abilityRefusal } from '../battle/abilities';
import { applyBattleAction, shotApCost } from '../battle/apply';
import { livingUnits } from '../battle/context';
import { createBattle } from '../battle/create';
import { hasEffect } from '../battle/effects';
import { runEnemyTurn } from '../battle/enemy-ai';
import { hitChanceBetween } from '../battle/hit-chance';
import { announcedBlastTiles, hostileRange } from '../battle/hostile';
import { hasLineOfSight } from '../battle/line-of-sight';
import type { BattleLogEvent } from '../battle/log';
import { coverAt, manhattan, tilePoint } from '../battle/map';
import { reachableFrom, tilesPerAp } from '../battle/movement';
import { battleObjective } from '../battle/objectives';
import { isAlerted } from '../battle/pods';
import { validTargets } from '../battle/queries';
import type { BattleAction, BattleInput, BattleState, BattleUnit } from '../battle/types';
import { ABILITY_BY_ID } from '../content/abilities';
import { BATTLE_RULES } from '../content/battle';
import type { Seed } from '../rng';

/** A shot at this chance or better is taken before moving. */
const GOOD_SHOT = 50;
/** How much a point of cover is worth against a point of hit chance, in percent. */
const COVER_WEIGHT = 80;
/** Deadeye's +aim is spent on a shot below this chance (an easy shot needs no care). */
const DEADEYE_ABOVE = 70;
/** Overwatch from cover rather than a shot below this chance (a reaction shot is at −20). */
const WATCH_BELOW = 20;
/** Suppression pins a hostile whose summed hit chance at the squad reaches this. */
const PIN_THREAT = 60;
/** Double Tap's two shots are worth 2 AP from this chance up. */
const DOUBLE_TAP_FROM = 35;
/** Bunker Down when the hostiles' summed hit chance at the soldier reaches this (half of it when half-dead). */
const DIG_IN_EXPOSURE = 40;
/** Guardian shields a half-dead ally the hostiles can hit for at least this summed chance. */
const GUARD_EXPOSURE = 30;
/** Blade Storm's reach around the Ranger, from its numbers in content. */
const SWEEP_RADIUS = ABILITY_BY_ID.get('blade_storm')?.battle.radius ?? 0;

function enemies(battle: BattleState): BattleUnit[] {
  return livingUnits(battle, 'enemy');
}

function usable(unit: BattleUnit, abilityId: string): boolean {
  return unit.abilities.some((a) => a.id === abilityId) && abilityRefusal(unit, abilityId) === null;
}

/** The shooter's best target from where it stands (or would stand): chance × expected damage. */
function bestShot(
  battle: BattleState,
  shooter: BattleUnit,
  foes: readonly BattleUnit[] = enemies(battle),
): { target: BattleUnit; chance: number } | null {
  let best: { target: BattleUnit; chance: number; value: number } | null = null;
  for (const enemy of foes) {
    if (!hasLineOfSight(battle, shooter, enemy)) continue;
    const { chance } = hitChanceBetween(battle, shooter, enemy);
    // Finishing a wounded enemy is worth more than scratching a fresh one.
    const value = chance * (1 + 1 / enemy.hp);
    if (!best || value > best.value) best = { target: enemy, chance, value };
  }
  return best ? { target: best.target, chance: best.chance } : null;
}

/** The hostile in sight whose shots at the squad are best (the one worth pinning). */
function mostDangerous(battle: BattleState, soldier: BattleUnit): BattleUnit | null {
  let best: { enemy: BattleUnit; threat: number } | null = null;
  const targets = validTargets(battle, soldier.id, 'suppression');
  for (const enemy of enemies(battle)) {
    if (!targets.some((t) => t.x === enemy.x && t.y === enemy.y)) continue;
    let threat = 0;
    for (const ally of livingUnits(battle, 'soldier'))
      if (hasLineOfSight(battle, enemy, ally)) threat += hitChanceBetween(battle, enemy, ally).chance;
    if (!best || threat > best.threat) best = { enemy, threat };
  }
  return best && best.threat >= PIN_THREAT ? best.enemy : null;
}

/** How exposed a soldier would be on a tile: the enemies' summed hit chance against it. */
function exposure(
  battle: BattleState,
  soldier: BattleUnit,
  alerted: readonly BattleUnit[] = enemies(battle).filter(isAlerted),
): number {
  let total = 0;
  // Only a hostile that knows of the squad shoots at it (an unaware pod holds).
  for (const enemy of alerted) {
    if (manhattan(enemy, soldier) > hostileRange(enemy) + 1) continue;
    if (!hasLineOfSight(battle, enemy, soldier)) continue;
    total += hitChanceBetween(battle, enemy, soldier).chance;
  }
  return total;
}

/** How much the commander dislikes standing where an announced blast will land, in points of hit chance. */
const BLAST_PENALTY = 200;

function inAnnouncedBlast(battle: BattleState, soldier: BattleUnit): boolean {
  return inBlastTiles(enemies(battle).flatMap(announcedBlastTiles), soldier);
}

function inBlastTiles(tiles: readonly { x: number; y: number }[], soldier: BattleUnit): boolean {
  return tiles.some((t) => t.x === soldier.x && t.y === soldier.y);
}

/**
 * What a tile's score reads of the battle that no candidate tile changes (only the scored soldier
 * moves, and it is not put back into the battle): read once per search rather than once per tile,
 * the same figures (issue 37: the commander's search was a fifth of a battle's time).
 */
interface Scene {
  enemies: BattleUnit[];
  alerted: BattleUnit[];
  /** No hostile alerted. */
  quiet: boolean;
  searching: boolean;
  objective: ReturnType<typeof battleObjective>;
  blastTiles: { x: number; y: number }[];
}

function sceneOf(battle: BattleState): Scene {
  const foes = enemies(battle);
  const alerted = foes.filter(isAlerted);
  return {
    enemies: foes,
    alerted,
    quiet: alerted.length === 0,
    searching: searching(battle),
    objective: battleObjective(battle),
    blastTiles: foes.flatMap(announcedBlastTiles),
  };
}

/**
 * Issue 24: how far a soldier on this tile is from the mission's goal — the zone or the extraction
 * tiles (0 on them), else the nearest hostile — and what a tile closer is worth against a point of
 * hit chance: with no hostile alerted nothing shoots back, so the squad closes in; in contact it
 * still makes for the zone or the extraction tiles, but fights for them from cover.
 */
function goalPull(scene: Scene, soldier: BattleUnit): number {
  const { objective, alerted } = scene;
  // Searching is moving as before contact: nothing in sight shoots back, so cover can wait.
  const awake = alerted.length > 0 && !scene.searching;
  // In contact it hunts the hostiles that know of it; before contact, the nearest pod.
  const toHostile = Math.min(...(awake ? alerted : scene.enemies).map((e) => manhattan(e, soldier)));
  if (objective.kind === 'eliminate') return toHostile * (awake ? HUNT_WEIGHT : QUIET_ADVANCE_WEIGHT);
  const toGoal = Math.min(...objective.tiles.map((t) => manhattan(soldier, tilePoint(t))));
  // Reaching the extraction tiles is the win itself; a zone is to be held, so it is fought for.
  const inContact = objective.kind === 'extract' ? EXTRACT_WEIGHT : OBJECTIVE_WEIGHT;
  return toGoal * (awake ? inContact : QUIET_ADVANCE_WEIGHT);
}

/**
 * Issue 24: the squad searches when hostiles know of it but none is in any soldier's sight — a
 * player walks round the wall towards them (the board shows where they stand), from cover to cover,
 * rather than waiting for a hostile that keeps out of sight (4% of medium and hard battles ran to 60
 * turns so). Cover keeps its full worth: with it quartered, as before contact, the squad walked into
 * the open beside hostiles just out of sight (hard 39.3% against 40.7%).
 */
function searching(battle: BattleState): boolean {
  const squad = livingUnits(battle, 'soldier');
  return !enemies(battle).some((e) => squad.some((s) => hasLineOfSight(battle, s, e)));
}

/** What a tile closer to the goal is worth with no hostile alerted, and in contact (points of hit chance). */
const QUIET_ADVANCE_WEIGHT = 10;
/** In contact with kill-all as the goal: a tile closer to an alerted hostile (1 left a squad and a last hostile out of each other's sight for 60 turns). */
const HUNT_WEIGHT = 3;
const OBJECTIVE_WEIGHT = 10;
const EXTRACT_WEIGHT = 20;

function tileScore(battle: BattleState, scene: Scene, soldier: BattleUnit): number {
  // A tile reached with the last AP offers no shot this turn (it still counts for cover and the goal):
  // scoring that shot, a soldier with one AP walked away from a 1-HP hostile it could have shot.
  // Issue 33: with the AP its weapon's shot takes (a sniper rifle that moved has none left for it).
  const shot = soldier.ap >= shotApCost(soldier) ? bestShot(battle, soldier, scene.enemies) : null;
  // With no hostile alerted nothing shoots back yet: cover counts a quarter, so the squad moves up.
  // Searching (alerted hostiles out of sight) it goes from cover to cover: they may be round the wall.
  const quiet = scene.quiet;
  // Searching, cover counts where a hostile could see the tile (the hostiles' own rule): the squad
  // otherwise sat on a full-cover tile no hostile could see, a marksman behind a wall, for 40 turns.
  const unseen = scene.searching && !scene.alerted.some((e) => hasLineOfSight(battle, e, soldier));
  const cover = unseen ? 0 : BATTLE_RULES.coverPenalty[coverAt(battle, soldier.x, soldier.y)] / (quiet ? 4 : 1);
  // Issue 24: a tile an announced blast will hit is a tile to leave.
  const blasted = inBlastTiles(scene.blastTiles, soldier) ? BLAST_PENALTY : 0;
  return (
    (shot?.chance ?? 0) +
    (cover * COVER_WEIGHT) / 100 -
    exposure(battle, soldier, scene.alerted) / 2 -
    goalPull(scene, soldier) -
    blasted
  );
}

/** The best tile within `maxAp` of movement, or null when staying put is as good. */
function bestMove(battle: BattleState, soldier: BattleUnit, maxAp: number): { x: number; y: number } | null {
  const scene = sceneOf(battle);
  let bestScore = tileScore(battle, scene, soldier);
  let best: { x: number; y: number } | null = null;
  // One stand-in moved from tile to tile (tileScore reads it and keeps nothing of it).
  const moved = { ...soldier };
  for (const tile of reachableFrom(battle, soldier)) {
    if (tile.apCost > maxAp) continue;
    moved.x = tile.x;
    moved.y = tile.y;
    moved.ap = soldier.ap - tile.apCost;
    const score = tileScore(battle, scene, moved);
    if (score > bestScore) {
      bestScore = score;
      best = { x: tile.x, y: tile.y };
    }
  }
  return best;
}

function abilityAt(abilityId: string, x: number, y: number): BattleAction {
  return { type: 'ability', abilityId, x, y };
}

/** The tile an area ability would hit most enemies from (at least `min`). */
function bestBlast(battle: BattleState, soldier: BattleUnit, abilityId: string, radius: number, min: number) {
  let best: { x: number; y: number; hits: number } | null = null;
  for (const tile of validTargets(battle, soldier.id, abilityId)) {
    const hits = enemies(battle).filter((e) => manhattan(e, tile) <= radius).length;
    if (hits >= min && (!best || hits > best.hits)) best = { ...tile, hits };
  }
  return best;
}

/** One action for this soldier, or null when it has nothing worth doing. */
function chooseAction(battle: BattleState, soldier: BattleUnit): BattleAction | null {
  const squad = battle.units.filter((u) => u.type === 'soldier');
  // Issue 24: step out of an announced blast first (its tile scores far below any other).
  if (inAnnouncedBlast(battle, soldier)) {
    const away = bestMove(battle, soldier, soldier.ap > 1 ? soldier.ap - 1 : soldier.ap);
    if (away) return { type: 'move', ...away };
  }
  if (usable(soldier, 'revival_protocol')) {
    const downed = validTargets(battle, soldier.id, 'revival_protocol')[0];
    if (downed) return abilityAt('revival_protocol', downed.x, downed.y);
    // A downed ally out of reach: step next to them now to bring them back next turn.
    const fallen = squad.filter((s) => s.hp <= 0);
    const beside = reachableFrom(battle, soldier)
      .filter((t) => t.apCost <= soldier.ap && fallen.some((f) => manhattan(f, t) === 1))
      .sort((a, b) => a.apCost - b.apCost)[0];
    if (beside && fallen.every((f) => manhattan(f, soldier) > 1)) return { type: 'move', x: beside.x, y: beside.y };
  }
  if (usable(soldier, 'medkit')) {
    const hurt = validTargets(battle, soldier.id, 'medkit')
      .map((t) => squad.find((s) => s.x === t.x && s.y === t.y && s.hp > 0))
      .find((s) => s && s.hp <= s.maxHp - 2);
    if (hurt) return abilityAt('medkit', hurt.x, hurt.y);
  }
  if (usable(soldier, 'guardian')) {
    const ward = validTargets(battle, soldier.id, 'guardian')
      .map((t) => squad.find((s) => s.x === t.x && s.y === t.y && s.hp > 0))
      .find((s) => s && s.hp * 2 <= s.maxHp && exposure(battle, s) >= GUARD_EXPOSURE);
    if (ward) return abilityAt('guardian', ward.x, ward.y);
  }
  if (usable(soldier, 'rocket_launcher')) {
    const blast = bestBlast(battle, soldier, 'rocket_launcher', 2, 2);
    if (blast) return abilityAt('rocket_launcher', blast.x, blast.y);
  }
  // Issue 34 item 5: a frag grenade thrown where it catches two hostiles.
  if (usable(soldier, 'grenade')) {
    const blast = bestBlast(battle, soldier, 'grenade', 1, 2);
    if (blast) return abilityAt('grenade', blast.x, blast.y);
  }
  if (usable(soldier, 'flashbang')) {
    const blast = bestBlast(battle, soldier, 'flashbang', 2, 2);
    if (blast) return abilityAt('flashbang', blast.x, blast.y);
  }
  if (usable(soldier, 'blade_storm') && enemies(battle).some((e) => manhattan(e, soldier) <= SWEEP_RADIUS)) {
    return { type: 'ability', abilityId: 'blade_storm' };
  }
  // Blade Storm ready with AP to spare: dash next to a hostile (one AP) to sweep it the next action.
  if (usable(soldier, 'blade_storm') && soldier.ap >= 2) {
    const dash = reachableFrom(battle, soldier)
      .filter((t) => t.apCost <= soldier.ap - 1)
      .map((t) => ({ tile: t, next: enemies(battle).filter((e) => manhattan(e, t) <= SWEEP_RADIUS) }))
      .filter((d) => d.next.length > 0)
      .sort((a, b) => b.next.length - a.next.length || a.tile.apCost - b.tile.apCost)[0];
    if (dash) return { type: 'move', x: dash.tile.x, y: dash.tile.y };
  }
  if (
    usable(soldier, 'smoke_bomb') &&
    squad.filter((s) => s.hp > 0 && manhattan(s, soldier) <= 3 && exposure(battle, s) > 0).length >= 2
  ) {
    return { type: 'ability', abilityId: 'smoke_bomb' };
  }
  const shot = bestShot(battle, soldier);
  if (shot) {
    const { target } = shot;
    // Deadeye rolls too: worth its cooldown where its +aim matters, on a shot that is not already easy.
    if (usable(soldier, 'deadeye') && shot.chance < DEADEYE_ABOVE) return abilityAt('deadeye', target.x, target.y);
    if (usable(soldier, 'double_tap') && shot.chance >= DOUBLE_TAP_FROM && soldier.ap >= 2)
      return abilityAt('double_tap', target.x, target.y);
    // Mark a hard target the rest of the squad can still shoot at; a marked one needs no second mark.
    if (usable(soldier, 'holo_targeting') && shot.chance < GOOD_SHOT && !hasEffect(target, 'holo_targeting'))
      return abilityAt('holo_targeting', target.x, target.y);
    if (usable(soldier, 'serial_killer') && shot.chance >= GOOD_SHOT && enemies(battle).length >= 2)
      return { type: 'ability', abilityId: 'serial_killer' };
    if (usable(soldier, 'disabling_shot') && shot.chance >= GOOD_SHOT && target.hp > 1)
      return abilityAt('disabling_shot', target.x, target.y);
    if (shot.chance >= GOOD_SHOT && soldier.ap >= shotApCost(soldier))
      return { type: 'shoot', x: target.x, y: target.y };
    // Issue 33: a weapon whose shot takes every AP left (the sniper rifle, the SHOOT button's cost)
    // fires now or not this turn — a player does not walk away from the only shot the turn allows.
    if (soldier.ap === shotApCost(soldier) && soldier.ap > 1) return { type: 'shoot', x: target.x, y: target.y };
  }
  // Pin the most dangerous hostile that can still close in (Suppression never misses).
  if (usable(soldier, 'suppression')) {
    const threat = mostDangerous(battle, soldier);
    if (threat && tilesPerAp(threat) > 0) return abilityAt('suppression', threat.x, threat.y);
  }
  // Dig in when standing exposed without a good shot: the defense outlasts the hostiles' next turn.
  if (
    usable(soldier, 'bunker_down') &&
    coverAt(battle, soldier.x, soldier.y) !== 'none' &&
    exposure(battle, soldier) >= (soldier.hp * 2 <= soldier.maxHp ? DIG_IN_EXPOSURE / 2 : DIG_IN_EXPOSURE)
  )
    return { type: 'ability', abilityId: 'bunker_down' };
  // Watch from cover rather than step out for a poor shot: hostiles must come to the squad — only
  // alerted ones do (a pod that has not seen the squad holds, so watching for it waits for ever).
  if (
    usable(soldier, 'overwatch') &&
    soldier.ap === soldier.maxAp &&
    !searching(battle) &&
    coverAt(battle, soldier.x, soldier.y) !== 'none' &&
    (shot?.chance ?? 0) < WATCH_BELOW &&
    enemies(battle).some((e) => isAlerted(e) && manhattan(e, soldier) <= BATTLE_RULES.overwatchRange + 2)
  )
    return { type: 'ability', abilityId: 'overwatch' };
  // Keep one AP for the shot after moving when there is one to take; with none, move as far as it goes.
  const move = bestMove(battle, soldier, soldier.ap > 1 && shot ? soldier.ap - 1 : soldier.ap);
  if (move) return { type: 'move', ...move };
  if (shot) {
    for (const suppress of ['suppress_fire', 'suppression']) {
      if (usable(soldier, suppress) && manhattan(shot.target, soldier) <= BATTLE_RULES.enemyRange + 2)
        return abilityAt(suppress, shot.target.x, shot.target.y);
    }
    if (soldier.ap >= shotApCost(soldier)) return { type: 'shoot', x: shot.target.x, y: shot.target.y };
  }
  if (usable(soldier, 'overwatch')) return { type: 'ability', abilityId: 'overwatch' };
  if (usable(soldier, 'bunker_down') && exposure(battle, soldier) > 0)
    return { type: 'ability', abilityId: 'bunker_down' };
  return null;
}

/**
 * Plays the commander's side of one turn; returns the actions taken and the battle after them
 * (the enemy's turn that follows is not played here).
 */
export function commandTurn(
  battle: BattleState,
  observe?: BattleObserver,
): { battle: BattleState; actions: BattleAction[]; log: BattleLogEvent[] } {
  let current = battle;
  const actions: BattleAction[] = [];
  const log: BattleLogEvent[] = [];
  const done = new Set<string>();
  const act = (action: BattleAction): boolean => {
    const step = applyBattleAction(current, action);
    if (!step.ok) return false;
    observe?.(step.log, current, step.battle);
    current = step.battle;
    actions.push(action);
    log.push(...step.log);
    return true;
  };
  while (current.status === 'playing' && current.side === 'player') {
    const soldier = livingUnits(current, 'soldier').find((s) => s.ap > 0 && !done.has(s.id));
    if (!soldier) {
      act({ type: 'endTurn' });
      break;
    }
    if (current.selectedUnitId !== soldier.id && !act({ type: 'select', unitId: soldier.id })) {
      done.add(soldier.id);
      continue;
    }
    const action = chooseAction(current, soldier);
    if (!action || !act(action)) done.add(soldier.id);
  }
  return { battle: current, actions, log };
}

/**
 * The commander's next step in a battle played one answer at a time (a kept battle, a test driving
 * the server or the screen): the first action of its turn that does something, preceded by the select
 * it needs. A turn whose plan is selects alone ends (two soldiers with AP and nothing to do would
 * otherwise be selected in turn for ever). Re-plan after every answer: the dice are the server's.
 */
export function nextCommanderAction(battle: BattleState): BattleAction {
  const plan = commandTurn(battle).actions;
  const real = plan.findIndex((a) => a.type !== 'select');
  const action = plan[real];
  if (!action || action.type === 'endTurn') return { type: 'endTurn' };
  const select = plan[real - 1];
  return select?.type === 'select' && select.unitId !== battle.selectedUnitId ? select : action;
}

export interface FoughtBattle {
  battle: BattleState;
  actions: BattleAction[];
  /** Every fact of the battle, in order (the simulator reads its first shot and odds from it). */
  log: BattleLogEvent[];
}

/** Sees each step's log and the battle before it (simulate:battle counts ability figures with it). */
export type BattleObserver = (log: readonly BattleLogEvent[], before: BattleState, after: BattleState) => void;

/** A whole side's turn, as `commandTurn` plays it (tools/battle-players.ts has the panel's other players). */
export type TurnPlayer = (
  battle: BattleState,
  observe?: BattleObserver,
) => { battle: BattleState; actions: BattleAction[]; log: BattleLogEvent[] };

/**
 * Fights a whole battle: the player's turns (the commander's by default) and the enemy's, until it
 * ends or `maxTurns` pass.
 */
export function fightBattle(
  input: BattleInput,
  seed: Seed,
  maxTurns = 60,
  observe?: BattleObserver,
  player: TurnPlayer = commandTurn,
): FoughtBattle {
  let battle = createBattle(input, seed);
  const actions: BattleAction[] = [];
  const log: BattleLogEvent[] = [];
  while (battle.status === 'playing') {
    if (battle.turn > maxTurns) {
      const abort = applyBattleAction(battle, { type: 'abort' });
      if (abort.ok) {
        battle = abort.battle;
        actions.push({ type: 'abort' });
        log.push(...abort.log);
      }
      break;
    }
    const turn = player(battle, observe);
    const enemyTurn = runEnemyTurn(turn.battle);
    observe?.(enemyTurn.log, turn.battle, enemyTurn.battle);
    battle = enemyTurn.battle;
    actions.push(...turn.actions);
    log.push(...turn.log, ...enemyTurn.log);
  }
  return { battle, actions, log };
}
