import type { Resources } from './ids';
import type { Modifier } from './modifiers';

/**
 * Equipment (spec §9: weapon damage/accuracy, armor defense/mobility, the four utility items).
 * The battle damage maxima are the spec's battle table; everything a loadout does to the
 * campaign is the combat rating below (decided) plus the utility modifiers.
 *
 * Kit is not free (decided, issue 14): every item but the default three has a price, paid each
 * time a soldier is issued it (and lost with the soldier), and the better items are unlocked by
 * research. Prices are mostly supplies — the Workshop fabricates kit — so supplies have a use all
 * campaign long. docs/GAME_RULES.md §4 gives the table and the reasons.
 */
export interface EquipmentPrice {
  /** Paid when a soldier is issued the item (not when keeping it); nothing for the defaults. */
  cost: Resources;
  /** A research project that must be completed before the item can be issued, or null. */
  unlockedBy: string | null;
}

export interface WeaponDefinition extends EquipmentPrice {
  id: string;
  name: string;
  damage: number;
  accuracy: number;
  /** Battle damage is random 1..this (spec: rifle 2, shotgun 3, sniper 4, smg 1). */
  battleMaxDamage: number;
  /**
   * Issue 33 [decided]: the AP a battle shot takes. The sniper rifle's takes both, so it cannot fire
   * after moving (XCOM 2's sniper rifle): four sniper rifles won 21–31 points over the mixed squad.
   */
  shotAp: number;
}

export interface ArmorDefinition extends EquipmentPrice {
  id: string;
  name: string;
  defense: number;
  mobility: number;
}

export interface UtilityDefinition extends EquipmentPrice {
  id: string;
  name: string;
  description: string;
  modifiers: readonly Modifier[];
}

const FREE: Resources = { funds: 0, supplies: 0, intel: 0 };

export const WEAPONS = [
  {
    id: 'assault_rifle',
    name: 'Assault Rifle',
    damage: 25,
    accuracy: 75,
    battleMaxDamage: 2,
    shotAp: 1,
    cost: FREE,
    unlockedBy: null,
  },
  {
    id: 'shotgun',
    name: 'Shotgun',
    damage: 45,
    accuracy: 55,
    battleMaxDamage: 3,
    shotAp: 1,
    cost: { funds: 1500, supplies: 40, intel: 0 },
    unlockedBy: null,
  },
  {
    id: 'sniper',
    name: 'Sniper Rifle',
    damage: 65,
    accuracy: 90,
    battleMaxDamage: 4,
    shotAp: 2,
    cost: { funds: 4000, supplies: 120, intel: 60 },
    unlockedBy: 'weapon_training',
  },
  {
    id: 'smg',
    name: 'SMG',
    damage: 18,
    accuracy: 70,
    battleMaxDamage: 1,
    shotAp: 1,
    cost: { funds: 500, supplies: 15, intel: 0 },
    unlockedBy: null,
  },
] as const satisfies readonly WeaponDefinition[];

export const ARMORS = [
  { id: 'standard_vest', name: 'Standard Vest', defense: 20, mobility: 80, cost: FREE, unlockedBy: null },
  {
    id: 'heavy_armor',
    name: 'Heavy Armor',
    defense: 50,
    mobility: 50,
    cost: { funds: 5000, supplies: 150, intel: 60 },
    unlockedBy: 'basic_armor',
  },
  {
    id: 'light_armor',
    name: 'Light Armor',
    defense: 10,
    mobility: 100,
    cost: { funds: 1000, supplies: 30, intel: 0 },
    unlockedBy: null,
  },
] as const satisfies readonly ArmorDefinition[];

export const UTILITIES = [
  {
    id: 'medkit',
    name: 'Medkit',
    description: 'Self-care between fights: heals 3 more health per day while wounded.',
    modifiers: [{ kind: 'daily_healing', amount: 3 }],
    cost: FREE,
    unlockedBy: null,
  },
  {
    id: 'grenade',
    name: 'Frag Grenade',
    description: 'One throw in battle: 2 damage to every hostile around a tile. +3 combat rating.',
    modifiers: [{ kind: 'combat', amount: 3 }],
    cost: { funds: 1500, supplies: 60, intel: 30 },
    unlockedBy: 'weapon_mods',
  },
  {
    id: 'smoke',
    name: 'Smoke Grenade',
    description: 'Covers a retreat: +1 combat rating.',
    modifiers: [{ kind: 'combat', amount: 1 }],
    cost: { funds: 300, supplies: 20, intel: 0 },
    unlockedBy: null,
  },
  {
    id: 'flashbang',
    name: 'Flashbang',
    description: 'Stuns a room: +2 combat rating.',
    modifiers: [{ kind: 'combat', amount: 2 }],
    cost: { funds: 1000, supplies: 40, intel: 30 },
    unlockedBy: 'stealth_ops',
  },
] as const satisfies readonly UtilityDefinition[];

export type WeaponId = (typeof WEAPONS)[number]['id'];
export type ArmorId = (typeof ARMORS)[number]['id'];
export type UtilityId = (typeof UTILITIES)[number]['id'];
/** Every item of the catalogue, whatever its slot (a universe names each one). */
export type EquipmentId = WeaponId | ArmorId | UtilityId;

export const WEAPON_BY_ID: ReadonlyMap<string, WeaponDefinition> = new Map(WEAPONS.map((w) => [w.id, w]));
export const ARMOR_BY_ID: ReadonlyMap<string, ArmorDefinition> = new Map(ARMORS.map((a) => [a.id, a]));
export const UTILITY_BY_ID: ReadonlyMap<string, UtilityDefinition> = new Map(UTILITIES.map((u) => [u.id, u]));

/**
 * Combat points a weapon adds (decided): every 10 accuracy and every 10 damage above the assault
 * rifle's 75/25 is a point, so the default rifle adds 0, the sniper rifle 5.5, the shotgun 0 and
 * the SMG −1.2. It helps without replacing experience and research.
 */
export function weaponCombat(weapon: WeaponDefinition): number {
  return (weapon.accuracy - 75) / 10 + (weapon.damage - 25) / 10;
}

/**
 * Combat points armor adds (decided): every 10 defense above the standard vest's 20 is a point,
 * every 20 mobility below its 80 costs one. Standard 0, heavy +1.5, light 0.
 */
export function armorCombat(armor: ArmorDefinition): number {
  return (armor.defense - 20) / 10 + (armor.mobility - 80) / 20;
}
