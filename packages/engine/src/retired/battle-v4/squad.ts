// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/** The one function of campaign/squad.ts (as of rules version 4) the battle reads: a soldier's abilities by class and xp. */
import { ABILITY_BY_ID, type AbilityDefinition } from './content/abilities';
import { CLASS_BY_ID } from './content/classes';
import type { ClassId } from './content/ids';

export function soldierAbilities(soldier: { classId: ClassId | null; experience: number }): AbilityDefinition[] {
  if (!soldier.classId) return [];
  const definition = CLASS_BY_ID.get(soldier.classId);
  if (!definition) return [];
  const abilities: AbilityDefinition[] = [];
  for (const slot of definition.abilities) {
    const ability = ABILITY_BY_ID.get(slot.abilityId);
    if (ability && soldier.experience >= slot.unlockAtXp) abilities.push(ability);
  }
  return abilities;
}
