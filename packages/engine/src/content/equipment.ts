import type { Modifier } from './modifiers';

/**
 * Equipment (spec §9: weapon damage/accuracy, armor defense/mobility, the four utility items).
 * The battle damage maxima are the spec's battle table; everything a loadout does to the
 * campaign is the combat rating below (decided) plus the utility modifiers.
 */
export interface WeaponDefinition {
  id: string;
  name: string;
  damage: number;
  accuracy: number;
  /** Battle damage is random 1..this (spec: rifle 2, shotgun 3, sniper 4, smg 1). */
  battleMaxDamage: number;
}

export interface ArmorDefinition {
  id: string;
  name: string;
  defense: number;
  mobility: number;
}

export interface UtilityDefinition {
  id: string;
  name: string;
  description: string;
  modifiers: readonly Modifier[];
}

export const WEAPONS = [
  { id: 'assault_rifle', name: 'Assault Rifle', damage: 25, accuracy: 75, battleMaxDamage: 2 },
  { id: 'shotgun', name: 'Shotgun', damage: 45, accuracy: 55, battleMaxDamage: 3 },
  { id: 'sniper', name: 'Sniper Rifle', damage: 65, accuracy: 90, battleMaxDamage: 4 },
  { id: 'smg', name: 'SMG', damage: 18, accuracy: 70, battleMaxDamage: 1 },
] as const satisfies readonly WeaponDefinition[];

export const ARMORS = [
  { id: 'standard_vest', name: 'Standard Vest', defense: 20, mobility: 80 },
  { id: 'heavy_armor', name: 'Heavy Armor', defense: 50, mobility: 50 },
  { id: 'light_armor', name: 'Light Armor', defense: 10, mobility: 100 },
] as const satisfies readonly ArmorDefinition[];

export const UTILITIES = [
  {
    id: 'medkit',
    name: 'Medkit',
    description: 'Self-care between fights: heals 3 more health per day while wounded.',
    modifiers: [{ kind: 'daily_healing', amount: 3 }],
  },
  {
    id: 'grenade',
    name: 'Frag Grenade',
    description: 'Clears cover: +3 combat rating.',
    modifiers: [{ kind: 'combat', amount: 3 }],
  },
  {
    id: 'smoke',
    name: 'Smoke Grenade',
    description: 'Covers a retreat: +1 combat rating.',
    modifiers: [{ kind: 'combat', amount: 1 }],
  },
  {
    id: 'flashbang',
    name: 'Flashbang',
    description: 'Stuns a room: +2 combat rating.',
    modifiers: [{ kind: 'combat', amount: 2 }],
  },
] as const satisfies readonly UtilityDefinition[];

export type WeaponId = (typeof WEAPONS)[number]['id'];
export type ArmorId = (typeof ARMORS)[number]['id'];
export type UtilityId = (typeof UTILITIES)[number]['id'];

export const WEAPON_BY_ID: ReadonlyMap<string, WeaponDefinition> = new Map(WEAPONS.map((w) => [w.id, w]));
export const ARMOR_BY_ID: ReadonlyMap<string, ArmorDefinition> = new Map(ARMORS.map((a) => [a.id, a]));
export const UTILITY_BY_ID: ReadonlyMap<string, UtilityDefinition> = new Map(UTILITIES.map((u) => [u.id, u]));

/**
 * Combat points a weapon adds (decided): every 10 accuracy and every 10 damage above the assault
 * rifle's 75/25 is a point, so the default rifle adds 0, the sniper rifle 5.5, the shotgun 0 and
 * the SMG −1.2. Kit is free, so it helps without replacing experience and research.
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
