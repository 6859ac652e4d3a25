/**
 * What kit costs and when it can be issued (decided, issue 14; docs/GAME_RULES.md §4): every item
 * but the three defaults has a price, paid each time a soldier is issued it, and the better items
 * wait for a research project. The loadout action (squad-actions.ts) and the loadout editor both ask
 * these rules.
 */
import { ARMOR_BY_ID, type EquipmentPrice, UTILITY_BY_ID, WEAPON_BY_ID } from '../content/equipment';
import { shortfall } from './economy';
import { isResearchCompleted } from './research';
import type { GameState, Loadout, Resources, Soldier } from './types';

export const EQUIPMENT_SLOTS = ['weapon', 'armor', 'utility'] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

const CATALOGUE: Readonly<Record<EquipmentSlot, ReadonlyMap<string, EquipmentPrice>>> = {
  weapon: WEAPON_BY_ID,
  armor: ARMOR_BY_ID,
  utility: UTILITY_BY_ID,
};

/** The item of a slot's catalogue, or undefined for an unknown id. */
export function equipmentItem(slot: EquipmentSlot, itemId: string): EquipmentPrice | undefined {
  return CATALOGUE[slot].get(itemId);
}

/** The research project an item still waits for, or null when it can be issued (or is unknown). */
export function equipmentLockedBy(state: GameState, slot: EquipmentSlot, itemId: string): string | null {
  const project = equipmentItem(slot, itemId)?.unlockedBy ?? null;
  return project && !isResearchCompleted(state, project) ? project : null;
}

/**
 * What issuing a loadout costs: the price of each item that is not already the soldier's in its
 * slot. Keeping an item is free; taking the default back is free.
 */
export function loadoutCost(soldier: Pick<Soldier, 'loadout'>, loadout: Loadout): Resources {
  const cost: Resources = { funds: 0, supplies: 0, intel: 0 };
  for (const slot of EQUIPMENT_SLOTS) {
    if (loadout[slot] === soldier.loadout[slot]) continue;
    const price = equipmentItem(slot, loadout[slot])?.cost;
    if (!price) continue;
    cost.funds += price.funds;
    cost.supplies += price.supplies;
    cost.intel += price.intel;
  }
  return cost;
}

/** Why a loadout cannot be issued, as facts: the first locked item, else what is missing to pay. */
export type LoadoutBlock =
  | { kind: 'locked'; slot: EquipmentSlot; itemId: string; projectId: string }
  | { kind: 'unaffordable'; shortfall: Partial<Resources> };

export function loadoutBlock(state: GameState, soldier: Soldier, loadout: Loadout): LoadoutBlock | null {
  for (const slot of EQUIPMENT_SLOTS) {
    if (loadout[slot] === soldier.loadout[slot]) continue;
    const projectId = equipmentLockedBy(state, slot, loadout[slot]);
    if (projectId) return { kind: 'locked', slot, itemId: loadout[slot], projectId };
  }
  const missing = shortfall(state.resources, loadoutCost(soldier, loadout));
  return Object.keys(missing).length > 0 ? { kind: 'unaffordable', shortfall: missing } : null;
}
