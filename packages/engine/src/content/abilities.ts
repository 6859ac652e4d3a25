/**
 * Class abilities (spec §9 table: AP, cooldown and effect values are the spec's).
 * `battle` carries the numbers the tactical battle applies; `combatValue` is what an unlocked
 * ability adds to the soldier's combat rating when a mission is auto-resolved (decided: a soldier
 * who has more tools wins more fights).
 * Uses per mission are not in the spec: we give the strongest ones one or two uses (decided).
 */
export interface AbilityDefinition {
  id: string;
  name: string;
  description: string;
  apCost: number;
  /** Turns before it can be used again; 0 = none. */
  cooldown: number;
  /** null = unlimited. */
  usesPerMission: number | null;
  /** Needs a tile with a unit as its target (spec §5 list). */
  needsTarget: boolean;
  endsTurn: boolean;
  battle: AbilityBattleEffect;
  combatValue: number;
}

/** Numbers for the tactical battle, straight from the spec's ability table. */
export interface AbilityBattleEffect {
  heal?: number;
  reviveAtPercent?: number;
  damage?: number;
  /** Deadeye: damage plus aim divided by this. */
  damagePerAim?: number;
  aimPenalty?: number;
  mobilityPenalty?: number;
  defenseBonus?: number;
  damageBonusPercent?: number;
  aimBonus?: number;
  damageRedirectPercent?: number;
  radius?: number;
  duration?: number;
  allTargets?: boolean;
}

function ability<const Id extends string>(definition: AbilityDefinition & { id: Id }): AbilityDefinition & { id: Id } {
  return definition;
}

export const ABILITIES = [
  ability({
    id: 'medkit',
    name: 'Medkit',
    description: 'Heals an ally up to 40 HP. The target must not be at full health.',
    apCost: 1,
    cooldown: 0,
    usesPerMission: 3,
    needsTarget: true,
    endsTurn: false,
    battle: { heal: 40 },
    combatValue: 1,
  }),
  ability({
    id: 'revival_protocol',
    name: 'Revival Protocol',
    description: 'Brings a downed ally back at 60% of max HP (rounded up).',
    apCost: 2,
    cooldown: 5,
    usesPerMission: 1,
    needsTarget: true,
    endsTurn: false,
    battle: { reviveAtPercent: 60 },
    combatValue: 3,
  }),
  ability({
    id: 'smoke_bomb',
    name: 'Smoke Bomb',
    description: 'Smoke in radius 3: +40 defense for 2 turns.',
    apCost: 1,
    cooldown: 2,
    usesPerMission: 2,
    needsTarget: false,
    endsTurn: false,
    battle: { defenseBonus: 40, radius: 3, duration: 2 },
    combatValue: 1,
  }),
  ability({
    id: 'guardian',
    name: 'Guardian',
    description: 'Shields an ally: 75% of the damage they take is redirected for 2 turns.',
    apCost: 2,
    cooldown: 4,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { damageRedirectPercent: 75, duration: 2 },
    combatValue: 2,
  }),
  ability({
    id: 'overwatch',
    name: 'Overwatch',
    description: 'Watches the field and fires at the first enemy that moves. Ends the turn.',
    apCost: 0,
    cooldown: 0,
    usesPerMission: null,
    needsTarget: false,
    endsTurn: true,
    battle: {},
    combatValue: 1,
  }),
  ability({
    id: 'deadeye',
    name: 'Deadeye',
    description: 'A careful shot at an enemy: 25 damage plus aim / 5.',
    apCost: 1,
    cooldown: 4,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { damage: 25, damagePerAim: 5 },
    combatValue: 2,
  }),
  ability({
    id: 'disabling_shot',
    name: 'Disabling Shot',
    description: '15 damage; the target loses 30 aim and 20 mobility.',
    apCost: 1,
    cooldown: 3,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { damage: 15, aimPenalty: 30, mobilityPenalty: 20 },
    combatValue: 2,
  }),
  ability({
    id: 'double_tap',
    name: 'Double Tap',
    description: 'Two shots in one motion: 40 damage.',
    apCost: 2,
    cooldown: 5,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { damage: 40 },
    combatValue: 2,
  }),
  ability({
    id: 'suppression',
    name: 'Suppression',
    description: 'Pins a target: aim −30 for 2 turns.',
    apCost: 1,
    cooldown: 2,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { aimPenalty: 30, duration: 2 },
    combatValue: 2,
  }),
  ability({
    id: 'flashbang',
    name: 'Flashbang',
    description: 'Every target: aim −25, mobility −15.',
    apCost: 1,
    cooldown: 3,
    usesPerMission: 2,
    needsTarget: false,
    endsTurn: false,
    battle: { aimPenalty: 25, mobilityPenalty: 15, allTargets: true },
    combatValue: 2,
  }),
  ability({
    id: 'blade_storm',
    name: 'Blade Storm',
    description: '30 damage to every target in reach.',
    apCost: 2,
    cooldown: 4,
    usesPerMission: null,
    needsTarget: false,
    endsTurn: false,
    battle: { damage: 30, allTargets: true },
    combatValue: 3,
  }),
  ability({
    id: 'serial_killer',
    name: 'Serial Killer',
    description: 'Every kill refunds the shot until the first miss. Ends the turn.',
    apCost: 0,
    cooldown: 5,
    usesPerMission: null,
    needsTarget: false,
    endsTurn: true,
    battle: {},
    combatValue: 3,
  }),
  ability({
    id: 'suppress_fire',
    name: 'Suppressing Fire',
    description: 'Sprays a target: aim −30 for 2 turns.',
    apCost: 1,
    cooldown: 1,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { aimPenalty: 30, duration: 2 },
    combatValue: 1,
  }),
  ability({
    id: 'holo_targeting',
    name: 'Holo-Targeting',
    description: 'Marks an enemy: allies get +20 aim against it for 3 turns.',
    apCost: 1,
    cooldown: 3,
    usesPerMission: null,
    needsTarget: true,
    endsTurn: false,
    battle: { aimBonus: 20, duration: 3 },
    combatValue: 2,
  }),
  ability({
    id: 'rocket_launcher',
    name: 'Rocket Launcher',
    description: '60 damage to every target in the blast.',
    apCost: 2,
    cooldown: 3,
    usesPerMission: 1,
    needsTarget: false,
    endsTurn: false,
    battle: { damage: 60, allTargets: true },
    combatValue: 3,
  }),
  ability({
    id: 'bunker_down',
    name: 'Bunker Down',
    description: '+60 defense and +50% damage for 3 turns. Ends the turn.',
    apCost: 1,
    cooldown: 4,
    usesPerMission: null,
    needsTarget: false,
    endsTurn: true,
    battle: { defenseBonus: 60, damageBonusPercent: 50, duration: 3 },
    combatValue: 2,
  }),
];

export type AbilityId = (typeof ABILITIES)[number]['id'];

export const ABILITY_BY_ID: ReadonlyMap<string, AbilityDefinition> = new Map(ABILITIES.map((a) => [a.id, a]));
