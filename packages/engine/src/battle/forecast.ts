/**
 * What the hostiles will do in their coming turn if nothing changes (Into the Breach telegraphs
 * every attack): each one's path and shot with its odds, its overwatch and its blasts, as the rules
 * will play them — `planEnemy`, the AI's own scoring, makes both. Drawn without a roll and from a
 * copy: asking changes no battle. [decided] A forecast is exact unless a roll can change it before
 * that hostile acts — an earlier hostile's shot (the AI weighs its targets' HP), or a soldier on
 * Overwatch who can fire at it on its way; `rollDecides` says so.
 */
import { BATTLE_RULES } from '../content/battle';
import { copyBattle, livingUnits, openStep } from './context';
import { beginActivation, planEnemy } from './enemy-ai';
import { hitChanceBetween } from './hit-chance';
import { announcedBlastTiles, blastTiles, hostileOf } from './hostile';
import { hasLineOfSight } from './line-of-sight';
import { manhattan } from './map';
import { handOver } from './turns';
import type { BattleState, BattleUnit, TileTarget } from './types';

/** A grenadier's blast: the tile it aims at and every tile it hits. */
export interface ForecastBlast {
  centre: TileTarget;
  tiles: TileTarget[];
}

export interface EnemyForecast {
  enemyId: string;
  /** Where it stands now, then each tile it moves to (1 AP each); one tile when it holds. */
  path: TileTarget[];
  /** Its shot once it has moved: the soldier and the chance the rules will roll against; null when it only moves or holds. */
  shot: { targetId: string; chance: number } | null;
  /** Issue 24: it goes on overwatch once it has moved (a soldier who then moves in its sight draws fire). */
  overwatch: boolean;
  /** Issue 24: the blast it already announced, landing as it acts (before it moves); null when none. */
  landing: ForecastBlast | null;
  /** Issue 24: the blast it will announce once it has moved (landing in its next turn); null when none. */
  blast: ForecastBlast | null;
  /** A roll before its move can change this (see the file's note). */
  rollDecides: boolean;
}

/** Whether a soldier on Overwatch can fire at the hostile anywhere along its path. */
function watched(battle: BattleState, path: readonly TileTarget[]): boolean {
  return livingUnits(battle, 'soldier').some(
    (soldier) =>
      soldier.onOverwatch &&
      path.some(
        (tile) => manhattan(soldier, tile) <= BATTLE_RULES.overwatchRange && hasLineOfSight(battle, soldier, tile),
      ),
  );
}

/**
 * The hostiles' coming turn, in the order they act. On the player's turn it is the turn that END
 * TURN starts (cooldowns and effects already ticked, as the handover will); during the enemy's turn,
 * the hostiles still to act. Empty once the battle is over.
 */
export function forecastEnemyTurn(battle: BattleState): EnemyForecast[] {
  if (battle.status !== 'playing') return [];
  let ahead = copyBattle(battle);
  if (ahead.side === 'player') {
    // The handover draws no number: it only ticks timers and gives the hostiles their AP.
    const ctx = openStep(ahead);
    handOver(ctx);
    ahead = ctx.battle;
  }
  const forecasts: EnemyForecast[] = [];
  // Set once a roll earlier in the turn can change what the later hostiles find.
  let rollBefore = false;
  const order = ahead.units.filter((u) => u.type === 'enemy' && u.hp > 0 && u.ap > 0).map((u) => u.id);
  for (const id of order) {
    // Its activation begins as the rules begin it: its watch ends, its announced blast lands (no roll).
    const begun = openStep(ahead);
    const enemy = begun.battle.units.find((u) => u.id === id) as BattleUnit;
    if (begun.battle.status !== 'playing' || enemy.hp <= 0) break;
    const landingTiles = announcedBlastTiles(enemy);
    const landingCentre = enemy.announcedBlast;
    beginActivation(begun, enemy);
    ahead = begun.battle;
    const plan = planEnemy(ahead, enemy);
    const path = [{ x: enemy.x, y: enemy.y }, ...plan.moves.map(({ x, y }) => ({ x, y }))];
    const last = path[path.length - 1] as TileTarget;
    enemy.x = last.x;
    enemy.y = last.y;
    enemy.ap = 0;
    const { action } = plan;
    const target = action.kind === 'shoot' ? ahead.units.find((u) => u.id === action.targetId) : undefined;
    const blast = hostileOf(enemy).blast;
    enemy.onOverwatch = action.kind === 'overwatch';
    if (action.kind === 'blast') enemy.announcedBlast = { x: action.x, y: action.y };
    // Overwatch fires as it reaches each tile and as it is about to shoot.
    const moved = path.slice(1);
    const exposed = watched(ahead, target ? [...moved, last] : moved);
    const rollDecides = rollBefore || exposed;
    forecasts.push({
      enemyId: enemy.id,
      path,
      shot: target ? { targetId: target.id, chance: hitChanceBetween(ahead, enemy, target).chance } : null,
      overwatch: action.kind === 'overwatch',
      landing: landingCentre && landingTiles.length > 0 ? { centre: { ...landingCentre }, tiles: landingTiles } : null,
      blast:
        action.kind === 'blast' && blast
          ? { centre: { x: action.x, y: action.y }, tiles: blastTiles(action, blast.radius) }
          : null,
      rollDecides,
    });
    // [decided, issue 24] Any shot before a hostile acts can change its plan: the scoring AI weighs
    // its targets' HP (a kill), not only whether they stand.
    if (exposed || target) rollBefore = true;
  }
  return forecasts;
}
