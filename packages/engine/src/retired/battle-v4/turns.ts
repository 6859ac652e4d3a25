// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * Handing the battle from one side to the other (spec §4 battle turns): every handover lowers
 * each ability cooldown and each timed effect by 1 and clears the selection; the side whose turn
 * begins gets its AP back. The turn counter goes up when play returns to the soldiers.
 */
import type { StepContext } from './context';
import { livingUnits } from './context';

export function handOver(ctx: StepContext): void {
  const { battle } = ctx;
  for (const unit of battle.units) {
    for (const ability of unit.abilities) ability.currentCooldown = Math.max(0, ability.currentCooldown - 1);
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
}
