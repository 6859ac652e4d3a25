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
 * Issue 31: what the player aims an ability at — a target filter the battle checks (battle/abilities.ts
 * `TARGET_FILTERS`, one entry per filter): nothing (it works on or around the caster), a living hostile
 * in sight, a living ally who is hurt, another living ally, a downed ally, or a tile in sight.
 * `reach`, when given, limits the distance in tiles.
 */
export type AbilityTargeting = 'none' | 'enemy' | 'wounded_ally' | 'other_ally' | 'downed_ally' | 'tile';

/** Issue 31: the units within `radius` of the aim point (the caster for 'none') it works on instead of the target. */
export type AbilityArea = 'allies_in_radius' | 'hostiles_in_radius';

/**
 * Issue 31: the numbers an ability's primitives read, on the 100-point campaign scale for damage
 * and healing (battlePoints converts them to HP); aim, defense and mobility are points of hit
 * chance / mobility; durations count handovers. Each primitive says which it needs
 * (`PrimitiveNeeds`); the others are absent.
 */
export interface AbilityNumbers {
  /** Furthest target in tiles; absent: anywhere in sight (or the caster). */
  reach?: number;
  radius?: number;
  heal?: number;
  /** A revived soldier's share of max HP, rounded up. */
  reviveAtPercent?: number;
  damage?: number;
  /** Deadeye: damage grows with the caster's aim (damage + aim / damagePerAim). */
  damagePerAim?: number;
  /** Rolled shots at one target; absent: one. */
  shots?: number;
  /** A shot: points it adds to hit. A status: points every attacker gains against the unit carrying it. */
  aimBonus?: number;
  aimPenalty?: number;
  mobilityPenalty?: number;
  defenseBonus?: number;
  damageBonusPercent?: number;
  /** Guardian: this share of every blow at the unit carrying the status goes to the caster. */
  damageRedirectPercent?: number;
  duration?: number;
}

/**
 * Issue 31: the effect primitives, each with the numbers it needs; an ability is an ordered list of
 * them, run on each unit it works on (battle/abilities.ts `PRIMITIVES`, one entry per primitive):
 * - `heal`: restores `heal`; `revive`: a downed soldier stands up at `reviveAtPercent` of max HP;
 * - `shot`: rolled shot(s) dealing `damage` (+ aim / `damagePerAim`), `aimBonus` to hit; `suppressive_shot`:
 *   a rolled shot that deals nothing; after either, the rest of the list runs only if one landed and the
 *   unit still stands;
 * - `damage`: sure damage; `status`: a timed status for `duration` with the modifiers among its numbers
 *   (aim and mobility penalties, defense, aim against it, damage bonus, damage redirected); `pin`: the
 *   same, and the unit cannot move while it lasts;
 * - `overwatch` and `kill_streak`: the caster's stances (one reaction shot; a kill refunds its shot).
 */
export interface PrimitiveNeeds {
  heal: 'heal';
  revive: 'reviveAtPercent';
  shot: 'damage';
  suppressive_shot: never;
  damage: 'damage';
  status: 'duration';
  pin: 'duration';
  overwatch: never;
  kill_streak: never;
}

export type AbilityPrimitive = keyof PrimitiveNeeds;

/** What an ability does in battle: whom it is aimed at, the units it works on, its primitives and their numbers. */
export interface AbilityBattleEffect extends AbilityNumbers {
  targeting: AbilityTargeting;
  /** Absent: it works on its target (the caster for 'none'). */
  area?: AbilityArea;
  does: readonly AbilityPrimitive[];
  /** The refusal when aimed at a unit its filter does not accept, where it is not the filter's own. */
  refuseOthersAs?: 'deadeye_target';
}

/** The numbers an ability with these primitives must carry (and a radius with an area), checked by the compiler. */
export type AbilityBattleWith<P extends AbilityPrimitive> = AbilityBattleEffect & { does: readonly P[] } & Required<
    Pick<AbilityNumbers, PrimitiveNeeds[P]>
  > &
  ({ area?: undefined } | { area: AbilityArea; radius: number });

function ability<const Id extends string, const P extends AbilityPrimitive>(
  definition: AbilityDefinition & { id: Id; battle: AbilityBattleWith<P> },
): AbilityDefinition & { id: Id } {
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
    battle: { targeting: 'wounded_ally', does: ['heal'], reach: 1, heal: 40 },
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
    battle: { targeting: 'downed_ally', does: ['revive'], reach: 1, reviveAtPercent: 60 },
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
    battle: {
      targeting: 'none',
      area: 'allies_in_radius',
      does: ['status'],
      defenseBonus: 40,
      radius: 3,
      duration: 2,
    },
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
    battle: { targeting: 'other_ally', does: ['status'], damageRedirectPercent: 75, duration: 2 },
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
    battle: { targeting: 'none', does: ['overwatch'] },
    combatValue: 1,
  }),
  ability({
    id: 'deadeye',
    name: 'Deadeye',
    description: 'A careful shot at an enemy: +20 to hit, 25 damage plus aim / 5. Takes both AP.',
    // [tuned] Issue 33: 1 → 2 AP, like the sniper rifle's shot (no Deadeye after moving): four Snipers
    // won 11–14 points over the mixed squad with it at 1.
    apCost: 2,
    cooldown: 5,
    usesPerMission: null,
    endsTurn: false,
    // [tuned] Issue 24's open goals: +30 → +20 (2.0–2.25× its share of AP in kills at +30).
    battle: {
      targeting: 'enemy',
      does: ['shot'],
      refuseOthersAs: 'deadeye_target',
      aimBonus: 20,
      damage: 25,
      damagePerAim: 5,
    },
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
      targeting: 'enemy',
      does: ['shot', 'status'],
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
    description: 'Two shots in one motion: 20 damage each.',
    apCost: 2,
    cooldown: 5,
    usesPerMission: null,
    endsTurn: false,
    // [tuned] Issue 33: 40 → 20 a shot (four Rangers won 19 points over the mixed squad on hard once
    // an exposed hit dealt 1 more: each of its two shots gained it).
    battle: { targeting: 'enemy', does: ['shot'], damage: 20, shots: 2 },
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
    battle: { targeting: 'enemy', does: ['pin'], aimPenalty: 20, duration: 2 },
    combatValue: 2,
  }),
  ability({
    id: 'flashbang',
    name: 'Flashbang',
    description: 'Every target: aim −25, mobility −15.',
    apCost: 1,
    cooldown: 3,
    // [tuned] Issue 33: 2 → 1 use (four Rangers, eight flashbangs, won 12–13 points over the mixed squad).
    usesPerMission: 1,
    endsTurn: false,
    battle: {
      targeting: 'tile',
      area: 'hostiles_in_radius',
      does: ['status'],
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
    battle: { targeting: 'none', area: 'hostiles_in_radius', does: ['damage'], radius: 1, damage: 60 },
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
    battle: { targeting: 'none', does: ['kill_streak'] },
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
    battle: { targeting: 'enemy', does: ['suppressive_shot', 'status'], aimPenalty: 30, duration: 2 },
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
    battle: { targeting: 'enemy', does: ['status'], aimBonus: 20, duration: 3 },
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
    battle: { targeting: 'tile', area: 'hostiles_in_radius', does: ['damage'], reach: 6, radius: 2, damage: 60 },
    combatValue: 3,
  }),
  // Issue 34 item 5 [decided]: the frag grenade item does what its card says in battle — one throw
  // (the utility slot's one use), built from the Rocket Launcher's primitives at a smaller scale.
  ability({
    id: 'grenade',
    name: 'Frag Grenade',
    description: '40 damage to every target within 1 tile of the blast, 5 tiles away at most.',
    apCost: 1,
    cooldown: 0,
    usesPerMission: 1,
    endsTurn: false,
    battle: { targeting: 'tile', area: 'hostiles_in_radius', does: ['damage'], reach: 5, radius: 1, damage: 40 },
    combatValue: 0,
  }),
  ability({
    id: 'bunker_down',
    name: 'Bunker Down',
    description: '+60 defense and +50% damage for 3 turns. Ends the turn.',
    apCost: 1,
    cooldown: 4,
    usesPerMission: null,
    endsTurn: true,
    battle: { targeting: 'none', does: ['status'], defenseBonus: 60, damageBonusPercent: 50, duration: 3 },
    combatValue: 2,
  }),
];

export type AbilityId = (typeof ABILITIES)[number]['id'];

export const ABILITY_BY_ID: ReadonlyMap<string, AbilityDefinition & { id: AbilityId }> = new Map(
  ABILITIES.map((a) => [a.id, a]),
);

/** Issue 31: an id the catalogue knows, so a table keyed by `AbilityId` can be read with it. */
export function isAbilityId(id: string): id is AbilityId {
  return ABILITY_BY_ID.has(id);
}
