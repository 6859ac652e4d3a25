/**
 * Handing the battle from one side to the other (spec §4 battle turns): every handover lowers
 * each ability cooldown and each timed effect by 1 and clears the selection; the side whose turn
 * begins gets its AP back. The turn counter goes up when play returns to the soldiers.
 */
import type { StepContext } from './context';
import { livingUnits } from './context';
import { checkObjective } from './objectives';

export function handOver(ctx: StepContext): void {
  const { battle } = ctx;
  for (const unit of battle.units) {
    // New lists, not changed in place: the battle before this step shares them (context.ts).
    if (unit.abilities.some((a) => a.currentCooldown > 0))
      unit.abilities = unit.abilities.map((a) =>
        a.currentCooldown > 0 ? { ...a, currentCooldown: a.currentCooldown - 1 } : a,
      );
    if (unit.effects.length === 0) continue;
    const kept = [];
    for (const effect of unit.effects) {
      const turnsLeft = effect.turnsLeft - 1;
      if (turnsLeft > 0) kept.push({ ...effect, turnsLeft });
      else ctx.log.push({ kind: 'effectExpired', unitId: unit.id, abilityId: effect.abilityId });
    }
    unit.effects = kept;
  }
  battle.selectedUnitId = null;
  if (battle.side === 'player') {
    battle.side = 'enemy';
    for (const soldier of livingUnits(battle, 'soldier')) soldier.serialKillerActive = false;
    for (const enemy of livingUnits(battle, 'enemy')) enemy.ap = enemy.maxAp;
  } else {
    battle.side = 'player';
    battle.turn += 1;
    for (const soldier of livingUnits(battle, 'soldier')) {
      soldier.ap = soldier.maxAp;
      soldier.onOverwatch = false;
    }
  }
  ctx.log.push({ kind: 'turnStarted', turn: battle.turn, side: battle.side });
  if (battle.side === 'player') checkObjective(ctx, 'squadTurnStart');
}
