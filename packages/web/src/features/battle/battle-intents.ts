/**
 * What a choice on the board means, for both battle hooks (the browser's own battle and the one the
 * server keeps): pure functions of the battle and the mode, so the two hooks cannot drift apart. The
 * rules stay the engine's; these only pick which intent to send (STYLE: intents are named actions).
 */
import {
  ABILITY_BY_ID,
  abilityUnavailable,
  type BattleAction,
  type BattleError,
  type BattleState,
  unitAt,
} from '@holdfast/engine';

export type BattleMode = { kind: 'move' } | { kind: 'shoot' } | { kind: 'ability'; abilityId: string };

/** The intent of choosing tile (x, y) now: select, move, shoot or use the armed ability; null for none. */
export function tileIntent(battle: BattleState, mode: BattleMode, x: number, y: number): BattleAction | null {
  if (battle.status !== 'playing' || battle.side !== 'player') return null;
  const unit = unitAt(battle, x, y);
  const selectedId = battle.selectedUnitId;
  if (selectedId && mode.kind === 'ability') {
    if (ABILITY_BY_ID.get(mode.abilityId)?.battle.targeting !== 'none') {
      return { type: 'ability', abilityId: mode.abilityId, x, y };
    }
    // An ability without a target is confirmed on the caster's own tile.
    return unit?.id === selectedId ? { type: 'ability', abilityId: mode.abilityId } : null;
  }
  if (unit?.type === 'soldier' && unit.hp > 0 && unit.id !== selectedId) return { type: 'select', unitId: unit.id };
  if (!selectedId || unit?.id === selectedId) return null;
  return mode.kind === 'shoot' || unit?.type === 'enemy' ? { type: 'shoot', x, y } : { type: 'move', x, y };
}

export type AbilityChoice =
  | { kind: 'none' }
  | { kind: 'refused'; refusal: BattleError }
  | { kind: 'use'; action: BattleAction }
  | { kind: 'arm'; mode: BattleMode };

/** Choosing an ability: refused by the rules, armed for a target, or (no target, chosen again) used. */
export function abilityChoice(battle: BattleState, mode: BattleMode, abilityId: string): AbilityChoice {
  const unitId = battle.selectedUnitId;
  if (!unitId || battle.side !== 'player' || battle.status !== 'playing') return { kind: 'none' };
  const refusal = abilityUnavailable(battle, unitId, abilityId);
  if (refusal) return { kind: 'refused', refusal };
  // No target to choose: the first choice arms it, the second (or CONFIRM) uses it (issue 22).
  const untargeted = ABILITY_BY_ID.get(abilityId)?.battle.targeting === 'none';
  if (untargeted && mode.kind === 'ability' && mode.abilityId === abilityId) {
    return { kind: 'use', action: { type: 'ability', abilityId } };
  }
  return { kind: 'arm', mode: { kind: 'ability', abilityId } };
}
