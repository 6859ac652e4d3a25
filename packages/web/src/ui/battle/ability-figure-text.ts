/**
 * An ability's figures in battle units (the engine's `abilityFigures`) worded with the universe's
 * templates: '2 × 1 HP · any in sight', '+2 HP · reach 1'. Only wording here; every number is the engine's.
 */
import type { AbilityFigures } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';

export function abilityFigureText(figures: AbilityFigures, words: BattleWords): string[] {
  const w = words.figures;
  const parts: string[] = [];
  if (figures.damage !== undefined)
    parts.push(
      figures.shots && figures.shots > 1
        ? fillTemplate(w.damageShots, { shots: figures.shots, damage: figures.damage })
        : fillTemplate(w.damage, { damage: figures.damage }),
    );
  if (figures.heal !== undefined) parts.push(fillTemplate(w.heal, { heal: figures.heal }));
  if (figures.revivedHp !== undefined) parts.push(fillTemplate(w.revive, { hp: figures.revivedHp }));
  if (figures.defenseBonus !== undefined) parts.push(fillTemplate(w.defense, { points: figures.defenseBonus }));
  if (figures.aimPenalty !== undefined) parts.push(fillTemplate(w.aimPenalty, { points: figures.aimPenalty }));
  if (figures.aimBonus !== undefined) parts.push(fillTemplate(w.aimBonus, { points: figures.aimBonus }));
  if (figures.sureHit) parts.push(w.sureHit);
  if (figures.rooted) parts.push(w.rooted);
  if (figures.reach !== undefined) parts.push(fillTemplate(w.reach, { reach: figures.reach }));
  else if (figures.targeting === 'enemy') parts.push(w.inSight);
  else if (figures.targeting === 'none' && figures.radius === undefined) parts.push(w.self);
  if (figures.radius !== undefined) parts.push(fillTemplate(w.radius, { radius: figures.radius }));
  if (figures.duration !== undefined) parts.push(durationText(figures, words));
  if (figures.cooldown > 0) parts.push(fillTemplate(w.cooldown, { turns: figures.cooldown }));
  if (figures.endsTurn) parts.push(w.endsTurn);
  return parts;
}

/** Issue 35: an effect's length as the turns it covers ("2 turns" was one enemy turn); the raw count otherwise. */
function durationText(figures: AbilityFigures, words: BattleWords): string {
  const w = words.figures;
  if (figures.enemyTurns === 1 && figures.ownTurns === 0) return w.lastsEnemyTurn;
  if (figures.enemyTurns === 1 && figures.ownTurns === 1) return w.lastsEnemyAndOwnTurn;
  return fillTemplate(w.duration, { turns: figures.duration ?? 0 });
}
