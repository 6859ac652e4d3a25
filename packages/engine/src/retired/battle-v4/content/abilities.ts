// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
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

/**
 * Who or what an ability is aimed at in battle: an enemy, an ally (the caster too unless said
 * otherwise), a downed ally, any tile in sight, or nothing (it works around the caster).
 */
export type AbilityTargeting = 'enemy' | 'ally' | 'downed_ally' | 'tile' | 'none';

/** Numbers for the tactical battle: the spec's ability table, plus what it leaves open [decided]. */
export interface AbilityBattleEffect {
  targeting: AbilityTargeting;
  /** Furthest target (Manhattan tiles) when not unlimited; 'enemy' targets also need line of sight. */
  reach?: number;
  /** Never misses (Deadeye, Suppression, Holo-Targeting …); otherwise the shot rolls its hit chance. */
  sureHit?: boolean;
  /** Shots fired, each rolled and each dealing `damage` (Double Tap: 2). */
  shots?: number;
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
    battle: { targeting: 'ally', reach: 1, heal: 40 },
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
    battle: { targeting: 'downed_ally', reach: 1, reviveAtPercent: 60 },
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
    battle: { targeting: 'none', defenseBonus: 40, radius: 3, duration: 2 },
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
    battle: { targeting: 'ally', damageRedirectPercent: 75, duration: 2 },
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
    battle: { targeting: 'none' },
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
    battle: { targeting: 'enemy', sureHit: true, damage: 25, damagePerAim: 5 },
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
    battle: { targeting: 'enemy', damage: 15, aimPenalty: 30, mobilityPenalty: 20, duration: 2 },
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
    battle: { targeting: 'enemy', damage: 40, shots: 2 },
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
    battle: { targeting: 'enemy', aimPenalty: 30, duration: 2 },
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
    battle: {
      targeting: 'tile',
      reach: 6,
      radius: 2,
      aimPenalty: 25,
      mobilityPenalty: 15,
      duration: 2,
      allTargets: true,
    },
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
    battle: { targeting: 'none', radius: 2, damage: 30, allTargets: true },
    combatValue: 3,
  }),
  ability({
    id: 'serial_killer',
    name: 'Serial Killer',
    // [decided] The spec's "ends turn" is read as "lasts until the end of the turn": ending the
    // soldier's turn at 0 AP would leave no shot for the ability to refund.
    description: 'Until the end of the turn, every kill refunds the shot until the first miss.',
    apCost: 0,
    cooldown: 5,
    usesPerMission: null,
    needsTarget: false,
    endsTurn: false,
    battle: { targeting: 'none' },
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
    battle: { targeting: 'enemy', aimPenalty: 30, duration: 2 },
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
    battle: { targeting: 'enemy', sureHit: true, aimBonus: 20, duration: 3 },
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
    battle: { targeting: 'tile', reach: 6, radius: 2, damage: 60, allTargets: true },
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
    battle: { targeting: 'none', defenseBonus: 60, damageBonusPercent: 50, duration: 3 },
    combatValue: 2,
  }),
];

export type AbilityId = (typeof ABILITIES)[number]['id'];

export const ABILITY_BY_ID: ReadonlyMap<string, AbilityDefinition> = new Map(ABILITIES.map((a) => [a.id, a]));
