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
  endsTurn: boolean;
  battle: AbilityBattleEffect;
  combatValue: number;
}

/**
 * Who or what an ability is aimed at in battle: an enemy, an ally (the caster too unless said
 * otherwise), a downed ally, any tile in sight, or nothing (it works around the caster).
 */
export type AbilityTargeting = 'enemy' | 'ally' | 'downed_ally' | 'tile' | 'none';

/**
 * What an ability does in battle, one kind per behaviour, each with exactly the numbers that
 * behaviour needs (issue 25 item 5). battle/abilities.ts maps every kind to its handler with
 * `satisfies Record<AbilityKind, …>`, so a kind without a behaviour does not compile.
 * Damage and healing are on the 100-point campaign scale (battlePoints converts them to HP);
 * aim, defense and mobility are points of hit chance / mobility; durations count handovers.
 */
export type AbilityBattleEffect =
  /** Medkit: heals an ally in reach (not one at full health). */
  | { kind: 'heal'; targeting: 'ally'; reach: number; heal: number }
  /** Revival Protocol: a downed soldier in reach stands up with this share of max HP (rounded up). */
  | { kind: 'revive'; targeting: 'downed_ally'; reach: number; reviveAtPercent: number }
  /** Smoke Bomb: every soldier within the radius of the caster is harder to hit. */
  | { kind: 'smoke'; targeting: 'none'; radius: number; defenseBonus: number; duration: number }
  /** Guardian: this share of every blow at the guarded ally goes to the caster. */
  | { kind: 'guard'; targeting: 'ally'; damageRedirectPercent: number; duration: number }
  /** Overwatch: one reaction shot at the first hostile that moves or shoots in sight (BATTLE_RULES' overwatch numbers). */
  | { kind: 'overwatch'; targeting: 'none' }
  /** Deadeye: a rolled shot with extra hit chance; damage grows with the caster's aim (damage + aim / damagePerAim). */
  | { kind: 'aimed_shot'; targeting: 'enemy'; aimBonus: number; damage: number; damagePerAim: number }
  /** Disabling Shot: a rolled shot; a hit also slows the target and spoils its aim. */
  | {
      kind: 'crippling_shot';
      targeting: 'enemy';
      damage: number;
      aimPenalty: number;
      mobilityPenalty: number;
      duration: number;
    }
  /** Double Tap: `shots` rolled shots at one target, each dealing `damage`. */
  | { kind: 'volley'; targeting: 'enemy'; damage: number; shots: number }
  /** Suppressing Fire: a rolled burst; a hit spoils the target's aim. */
  | { kind: 'suppressing_burst'; targeting: 'enemy'; aimPenalty: number; duration: number }
  /** Suppression: a sure pin: the target cannot move and loses aim. */
  | { kind: 'pin'; targeting: 'enemy'; aimPenalty: number; duration: number }
  /** Flashbang: every hostile within the radius of a tile in sight and reach is dazed. */
  | {
      kind: 'daze_area';
      targeting: 'tile';
      reach: number;
      radius: number;
      aimPenalty: number;
      mobilityPenalty: number;
      duration: number;
    }
  /** Blade Storm: sure damage to every hostile within the radius of the caster. */
  | { kind: 'sweep'; targeting: 'none'; radius: number; damage: number }
  /** Rocket Launcher: damage to every hostile within the radius of a tile in sight and reach. */
  | { kind: 'blast'; targeting: 'tile'; reach: number; radius: number; damage: number }
  /** Serial Killer: until the end of the turn, a killing shot refunds its AP until the first miss. */
  | { kind: 'kill_streak'; targeting: 'none' }
  /** Holo-Targeting: every attacker gains aim against the marked hostile. */
  | { kind: 'mark'; targeting: 'enemy'; aimBonus: number; duration: number }
  /** Bunker Down: the caster is harder to hit and hits harder; ends its turn. */
  | { kind: 'dig_in'; targeting: 'none'; defenseBonus: number; damageBonusPercent: number; duration: number };

export type AbilityKind = AbilityBattleEffect['kind'];

/** One kind's numbers. */
export type AbilityEffectOf<K extends AbilityKind> = Extract<AbilityBattleEffect, { kind: K }>;

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
    endsTurn: false,
    battle: { kind: 'heal', targeting: 'ally', reach: 1, heal: 40 },
    combatValue: 1,
  }),
  ability({
    id: 'revival_protocol',
    name: 'Revival Protocol',
    description: 'Brings a downed ally back at 60% of max HP (rounded up).',
    apCost: 2,
    cooldown: 5,
    usesPerMission: 1,
    endsTurn: false,
    battle: { kind: 'revive', targeting: 'downed_ally', reach: 1, reviveAtPercent: 60 },
    combatValue: 3,
  }),
  ability({
    id: 'smoke_bomb',
    name: 'Smoke Bomb',
    description: 'Smoke in radius 3: +40 defense for 2 turns.',
    apCost: 1,
    cooldown: 2,
    usesPerMission: 2,
    endsTurn: false,
    battle: { kind: 'smoke', targeting: 'none', defenseBonus: 40, radius: 3, duration: 2 },
    combatValue: 1,
  }),
  ability({
    id: 'guardian',
    name: 'Guardian',
    description: 'Shields an ally: 75% of the damage they take is redirected for 2 turns.',
    apCost: 2,
    cooldown: 4,
    usesPerMission: null,
    endsTurn: false,
    battle: { kind: 'guard', targeting: 'ally', damageRedirectPercent: 75, duration: 2 },
    combatValue: 2,
  }),
  ability({
    id: 'overwatch',
    name: 'Overwatch',
    description: 'Watches the field and fires at the first enemy that moves. Ends the turn.',
    apCost: 0,
    // [tuned] Issue 24: every other turn (it was the squad's idle stance in 43–48% of winning turns).
    cooldown: 3,
    usesPerMission: null,
    endsTurn: true,
    battle: { kind: 'overwatch', targeting: 'none' },
    combatValue: 1,
  }),
  ability({
    id: 'deadeye',
    name: 'Deadeye',
    description: 'A careful shot at an enemy: +20 to hit, 25 damage plus aim / 5.',
    apCost: 1,
    cooldown: 5,
    usesPerMission: null,
    endsTurn: false,
    // [tuned] Issue 24's open goals: +30 → +20 (2.0–2.25× its share of AP in kills at +30).
    battle: { kind: 'aimed_shot', targeting: 'enemy', aimBonus: 20, damage: 25, damagePerAim: 5 },
    combatValue: 2,
  }),
  ability({
    id: 'disabling_shot',
    name: 'Disabling Shot',
    description: '15 damage; the target loses 30 aim and 20 mobility.',
    apCost: 1,
    cooldown: 3,
    usesPerMission: null,
    endsTurn: false,
    battle: {
      kind: 'crippling_shot',
      targeting: 'enemy',
      damage: 15,
      aimPenalty: 30,
      mobilityPenalty: 20,
      duration: 2,
    },
    combatValue: 2,
  }),
  ability({
    id: 'double_tap',
    name: 'Double Tap',
    description: 'Two shots in one motion: 40 damage.',
    apCost: 2,
    cooldown: 5,
    usesPerMission: null,
    endsTurn: false,
    battle: { kind: 'volley', targeting: 'enemy', damage: 40, shots: 2 },
    combatValue: 2,
  }),
  ability({
    id: 'suppression',
    name: 'Suppression',
    description: 'Pins a target down: it cannot move and loses 20 aim until its turn has passed. Never misses.',
    apCost: 1,
    cooldown: 5,
    usesPerMission: null,
    endsTurn: false,
    battle: { kind: 'pin', targeting: 'enemy', aimPenalty: 20, duration: 2 },
    combatValue: 2,
  }),
  ability({
    id: 'flashbang',
    name: 'Flashbang',
    description: 'Every target: aim −25, mobility −15.',
    apCost: 1,
    cooldown: 3,
    usesPerMission: 2,
    endsTurn: false,
    battle: {
      kind: 'daze_area',
      targeting: 'tile',
      reach: 6,
      radius: 2,
      aimPenalty: 25,
      mobilityPenalty: 15,
      duration: 2,
    },
    combatValue: 2,
  }),
  ability({
    id: 'blade_storm',
    name: 'Blade Storm',
    description: 'A close-quarters sweep: 60 damage to every target on an adjacent tile.',
    apCost: 1,
    cooldown: 4,
    usesPerMission: null,
    endsTurn: false,
    battle: { kind: 'sweep', targeting: 'none', radius: 1, damage: 60 },
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
    endsTurn: false,
    battle: { kind: 'kill_streak', targeting: 'none' },
    combatValue: 3,
  }),
  ability({
    id: 'suppress_fire',
    name: 'Suppressing Fire',
    description: 'Sprays a target: aim −30 for 2 turns.',
    apCost: 1,
    cooldown: 1,
    usesPerMission: null,
    endsTurn: false,
    battle: { kind: 'suppressing_burst', targeting: 'enemy', aimPenalty: 30, duration: 2 },
    combatValue: 1,
  }),
  ability({
    id: 'holo_targeting',
    name: 'Holo-Targeting',
    description: 'Marks an enemy: allies get +20 aim against it for 3 turns.',
    apCost: 1,
    cooldown: 3,
    usesPerMission: null,
    endsTurn: false,
    battle: { kind: 'mark', targeting: 'enemy', aimBonus: 20, duration: 3 },
    combatValue: 2,
  }),
  ability({
    id: 'rocket_launcher',
    name: 'Rocket Launcher',
    description: '60 damage to every target in the blast.',
    apCost: 2,
    cooldown: 3,
    usesPerMission: 1,
    endsTurn: false,
    battle: { kind: 'blast', targeting: 'tile', reach: 6, radius: 2, damage: 60 },
    combatValue: 3,
  }),
  ability({
    id: 'bunker_down',
    name: 'Bunker Down',
    description: '+60 defense and +50% damage for 3 turns. Ends the turn.',
    apCost: 1,
    cooldown: 4,
    usesPerMission: null,
    endsTurn: true,
    battle: { kind: 'dig_in', targeting: 'none', defenseBonus: 60, damageBonusPercent: 50, duration: 3 },
    combatValue: 2,
  }),
];

export type AbilityId = (typeof ABILITIES)[number]['id'];

export const ABILITY_BY_ID: ReadonlyMap<string, AbilityDefinition> = new Map(ABILITIES.map((a) => [a.id, a]));
