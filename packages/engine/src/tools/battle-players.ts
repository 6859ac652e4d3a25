/**
 * Issue 33 item 6: two players of the tactical battle besides the reference battle commander
 * (tools/battle-commander.ts), for `npm run simulate:battle`'s panel. They are written from what a
 * person sees on the board — where the hostiles stand and whether they have noticed the squad, the
 * zone or the exit, the cover icons, the odds of a shot — and ask the rules only what the screen asks
 * them (reachable tiles, targets in sight, the odds, an ability's targets). Neither reads the
 * reference commander's code or weights, and neither was tuned to a figure: each plays as described
 * below and the panel prints what comes of it.
 *  - The careless player walks straight at the zone or the exit (on kill-all, at the nearest hostile),
 *    ignores cover and flanks, shoots whatever it sees at any odds, and uses no ability.
 *  - The careful player heals a hurt ally with a Medkit, shoots when the odds are good (best odds
 *    first), and otherwise moves to cover that no alerted hostile in sight flanks, as near the goal as
 *    such cover allows; with no good shot from there it sets Overwatch.
 */
import { abilityRefusal } from '../battle/abilities';
import { applyBattleAction } from '../battle/apply';
import { livingUnits } from '../battle/context';
import { hitChanceBetween, isFlanked } from '../battle/hit-chance';
import { hasLineOfSight } from '../battle/line-of-sight';
import type { BattleLogEvent } from '../battle/log';
import { coverAt, manhattan, tilePoint } from '../battle/map';
import type { ReachableTile } from '../battle/movement';
import { battleObjective } from '../battle/objectives';
import { isAlerted } from '../battle/pods';
import { reachableTiles, shootableTargets, validTargets } from '../battle/queries';
import type { BattleAction, BattleState, BattleUnit } from '../battle/types';
import type { TurnPlayer } from './battle-commander';

/** One soldier's next action, or null when it is done for the turn. */
export type SoldierChoice = (battle: BattleState, soldier: BattleUnit) => BattleAction | null;

/** The turn as a person plays it: each soldier in roster order until it has nothing more to do, then END TURN. */
export function turnOf(choose: SoldierChoice): TurnPlayer {
  return (battle, observe) => {
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
      const action = choose(current, soldier);
      if (!action || !act(action)) done.add(soldier.id);
    }
    return { battle: current, actions, log };
  };
}

const at = (soldier: BattleUnit, tile: { x: number; y: number }): BattleUnit => ({ ...soldier, x: tile.x, y: tile.y });

/** The board's goal tiles: the zone or the exit; on kill-all, the hostiles (the alerted ones once any are). */
function goalDistance(battle: BattleState, tile: { x: number; y: number }): number {
  const objective = battleObjective(battle);
  if (objective.kind !== 'eliminate') return Math.min(...objective.tiles.map((t) => manhattan(tile, tilePoint(t))));
  const hostiles = livingUnits(battle, 'enemy');
  const alerted = hostiles.filter(isAlerted);
  return Math.min(...(alerted.length > 0 ? alerted : hostiles).map((e) => manhattan(tile, e)));
}

/** The enemies the soldier can shoot now, with the odds the screen shows, best odds first. */
function shotsFor(battle: BattleState, soldier: BattleUnit): { target: BattleUnit; chance: number }[] {
  return shootableTargets(battle, soldier.id)
    .map((t) => livingUnits(battle, 'enemy').find((e) => e.x === t.x && e.y === t.y))
    .filter((e) => e !== undefined)
    .map((target) => ({ target, chance: hitChanceBetween(battle, soldier, target).chance }))
    .sort((a, b) => b.chance - a.chance);
}

/** The reachable tile nearest the goal (cheapest first on a tie), or null when none is nearer than here. */
function stepTowardGoal(battle: BattleState, soldier: BattleUnit, tiles: readonly ReachableTile[]) {
  let best: ReachableTile | null = null;
  let bestDistance = goalDistance(battle, soldier);
  for (const tile of tiles) {
    const distance = goalDistance(battle, tile);
    if (distance < bestDistance || (best && distance === bestDistance && tile.apCost < best.apCost)) {
      best = tile;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The careless player: shoots the nearest hostile in sight at any odds, else walks straight at the
 * goal; no cover, no flanks, no abilities. Standing on the zone or the exit it stays there.
 */
export const carelessChoice: SoldierChoice = (battle, soldier) => {
  const inSight = shotsFor(battle, soldier).sort((a, b) => manhattan(a.target, soldier) - manhattan(b.target, soldier));
  const target = inSight[0]?.target;
  if (target) return { type: 'shoot', x: target.x, y: target.y };
  const step = stepTowardGoal(battle, soldier, reachableTiles(battle, soldier.id));
  return step ? { type: 'move', x: step.x, y: step.y } : null;
};

/** A shot at these odds or better is taken at once. */
const CAREFUL_GOOD_ODDS = 50;
/** Below these odds, after moving, the careful player watches (Overwatch) rather than shoots. */
const CAREFUL_WATCH_BELOW = 35;

/** Cover on the tile, and no alerted hostile that could see it stands to its side (a flank). */
function safeFrom(battle: BattleState, soldier: BattleUnit, tile: { x: number; y: number }): boolean {
  if (coverAt(battle, tile.x, tile.y) === 'none') return false;
  const there = at(soldier, tile);
  return !livingUnits(battle, 'enemy').some(
    (e) => isAlerted(e) && hasLineOfSight(battle, e, there) && isFlanked(e, there),
  );
}

/** Whether any alerted hostile could see the tile at all. */
function seenFrom(battle: BattleState, soldier: BattleUnit, tile: { x: number; y: number }): boolean {
  const there = at(soldier, tile);
  return livingUnits(battle, 'enemy').some((e) => isAlerted(e) && hasLineOfSight(battle, e, there));
}

function usable(soldier: BattleUnit, abilityId: string): boolean {
  return soldier.abilities.some((a) => a.id === abilityId) && abilityRefusal(soldier, abilityId) === null;
}

/**
 * The careful player: Medkit on a hurt ally; the best-odds shot when it is good; otherwise to cover no
 * alerted hostile flanks (or out of their sight), as near the goal as that allows, keeping an AP to
 * shoot; from there a poor shot is left for Overwatch. Before contact it walks to the goal, cover first.
 */
export const carefulChoice: SoldierChoice = (battle, soldier) => {
  if (usable(soldier, 'medkit')) {
    const hurt = validTargets(battle, soldier.id, 'medkit')
      .map((t) => livingUnits(battle, 'soldier').find((s) => s.x === t.x && s.y === t.y))
      .filter((s) => s !== undefined && s.hp <= s.maxHp - 2)
      .sort((a, b) => (a?.hp ?? 0) - (b?.hp ?? 0))[0];
    if (hurt) return { type: 'ability', abilityId: 'medkit', x: hurt.x, y: hurt.y };
  }
  const best = shotsFor(battle, soldier)[0];
  if (best && best.chance >= CAREFUL_GOOD_ODDS) return { type: 'shoot', x: best.target.x, y: best.target.y };
  const contact = livingUnits(battle, 'enemy').some(isAlerted);
  const hereSafe = !contact || safeFrom(battle, soldier, soldier) || !seenFrom(battle, soldier, soldier);
  // Keep an AP for the shot after the move when one is in sight or the hostiles are awake.
  const budget = soldier.ap > 1 && (best || contact) ? soldier.ap - 1 : soldier.ap;
  const tiles = reachableTiles(battle, soldier.id).filter((t) => t.apCost <= budget);
  const score = (tile: { x: number; y: number }): number => {
    const cover = coverAt(battle, tile.x, tile.y) === 'full' ? 2 : coverAt(battle, tile.x, tile.y) === 'half' ? 1 : 0;
    if (!contact) return -goalDistance(battle, tile) * 3 + cover;
    const safe = safeFrom(battle, soldier, tile) || !seenFrom(battle, soldier, tile);
    const shot = shotsFor(battle, at(soldier, tile))[0]?.chance ?? 0;
    return (safe ? 1000 : 0) + cover * 10 + shot / 5 - goalDistance(battle, tile) * 2;
  };
  let move: { x: number; y: number } | null = null;
  let moveScore = score(soldier);
  // Safe and with a shot worth taking here: stay and take it rather than wander.
  if (!(contact && hereSafe && best && best.chance >= CAREFUL_WATCH_BELOW)) {
    for (const tile of tiles) {
      const s = score(tile);
      if (s > moveScore) {
        moveScore = s;
        move = tile;
      }
    }
  }
  if (move) return { type: 'move', x: move.x, y: move.y };
  if (best && best.chance >= CAREFUL_WATCH_BELOW) return { type: 'shoot', x: best.target.x, y: best.target.y };
  if (contact && usable(soldier, 'overwatch')) return { type: 'ability', abilityId: 'overwatch' };
  if (best) return { type: 'shoot', x: best.target.x, y: best.target.y };
  return null;
};

export const carelessTurn: TurnPlayer = turnOf(carelessChoice);
export const carefulTurn: TurnPlayer = turnOf(carefulChoice);
