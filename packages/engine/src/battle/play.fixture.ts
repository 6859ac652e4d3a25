/**
 * What the battle systems' tests share: the rules' refusal in LAST STAND's words, actions that must
 * be accepted or refused, a sample squad's battle input, and every legal action (the replay property).
 */

import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { THEMES, wordBattleRefusal } from '../words/index';
import { applyBattleAction } from './apply';
import type { BattleError } from './errors';
import { reachableTiles, shootableTargets, validTargets } from './queries';
import type { BattleAction, BattleState } from './types';

/** A battle refusal as LAST STAND words it: the spec's combat-log message. */
export const said = (error: BattleError) => wordBattleRefusal(THEMES.vanilla, error);

export function must(battle: BattleState, ...actions: BattleAction[]): BattleState {
  let current = battle;
  for (const action of actions) {
    const step = applyBattleAction(current, action);
    if (!step.ok) throw new Error(`${action.type}: ${said(step.error)}`);
    current = step.battle;
  }
  return current;
}

export function refusal(battle: BattleState, ...actions: BattleAction[]): string {
  const before = actions.slice(0, -1);
  const last = actions.at(-1) as BattleAction;
  const ready = must(battle, ...before);
  const step = applyBattleAction(ready, last);
  if (step.ok) throw new Error(`${last.type} was accepted`);
  return said(step.error);
}

/** Four soldiers of 250 xp on a medium mission. */
export const input = sampleInput('medium', sampleSquad(4, 250));

/** Every action the commander could legally take now (a sample of tiles for moves). */
export function legalActions(battle: BattleState): BattleAction[] {
  const actions: BattleAction[] = [{ type: 'endTurn' }];
  const selected = battle.units.find((u) => u.id === battle.selectedUnitId);
  for (const u of battle.units)
    if (u.type === 'soldier' && u.hp > 0 && u.ap > 0 && u !== selected) actions.push({ type: 'select', unitId: u.id });
  if (!selected || selected.ap <= 0) return actions;
  for (const t of reachableTiles(battle, selected.id).slice(0, 6)) actions.push({ type: 'move', x: t.x, y: t.y });
  for (const t of shootableTargets(battle, selected.id)) actions.push({ type: 'shoot', x: t.x, y: t.y });
  for (const a of selected.abilities) {
    for (const t of validTargets(battle, selected.id, a.id))
      actions.push({ type: 'ability', abilityId: a.id, x: t.x, y: t.y });
  }
  return actions;
}
