/**
 * The daily event pool as content (spec: missions-battle-themes §9 "Events per day"; issue 25 item 4):
 * every slot's id, category, rewards, cost, schedule and condition, once for every universe. Each
 * universe words the slots in words/<id>/events.ts (`EventWordsBySlot`), so a universe
 * changes the words and never the balance. campaign/events.ts decides when a slot fires.
 *
 * Amounts stay inside the spec's ranges: scheduled events carry the spec's exact rewards; backdrop
 * intel 4-15 / supplies 50-75 / funds 500-1500; threat costs supplies 15-30; morale funds 500-2000
 * and intel up to 25; campaign up to intel 50 and funds 10000; everything within funds 500-10000,
 * intel 4-50, supplies up to 75.
 */

export const EVENT_CATEGORIES = [
  'scheduled',
  'backdrop',
  'threat',
  'morale',
  'faction',
  'discovery',
  'campaign',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const THREAT_INTENSITIES = ['low', 'medium', 'high'] as const;
export type ThreatIntensity = (typeof THREAT_INTENSITIES)[number];

export const MORALE_TYPES = ['minor_victory', 'major_inspiration', 'major_victory'] as const;
export type MoraleType = (typeof MORALE_TYPES)[number];

/**
 * One event slot: its id and every number the rules read. The words (title, description, narrative,
 * tags) are the universe's, keyed by the slot id (words/<id>/events.ts).
 */
export interface EventSlot {
  id: string;
  category: EventCategory;
  rewards: { intel: number; supplies: number; funds: number };
  cost: { supplies: number };
  storyHooks?: readonly string[];
  /** Threat events only: which threat levels may draw it. */
  threatIntensity?: ThreatIntensity;
  /** Morale events only: which recent-victory counts may draw it. */
  moraleType?: MoraleType;
  /** Scheduled events only: fires on every day divisible by `everyDays`. */
  schedulePattern?: { everyDays: number };
  flags: { threat: boolean; bonus: boolean };
  /** What the campaign must show for the event to be drawn, where its words claim it. */
  requires?: EventCondition;
}

/**
 * A condition an event's words claim (issue 26 item 18): a citation "for its string of successful
 * operations" is not drawn the day after a wipe-out. The numbers live in the event's content.
 */
export interface EventCondition {
  /** The campaign's last `winningStreak` completed missions all succeeded (none failed since). */
  winningStreak?: number;
}

/** Every event slot, in pool order (the order a category's uniform pick counts in). */
export const EVENT_SLOTS = [
  // scheduled
  {
    id: 'perimeter_sweep',
    category: 'scheduled',
    rewards: { funds: 0, supplies: 0, intel: 5 },
    cost: { supplies: 0 },
    schedulePattern: { everyDays: 3 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'intelligence_briefing',
    category: 'scheduled',
    rewards: { funds: 0, supplies: 0, intel: 15 },
    cost: { supplies: 0 },
    schedulePattern: { everyDays: 5 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'supply_convoy',
    category: 'scheduled',
    rewards: { funds: 5000, supplies: 50, intel: 0 },
    cost: { supplies: 0 },
    schedulePattern: { everyDays: 7 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'training_milestone',
    category: 'scheduled',
    rewards: { funds: 0, supplies: 25, intel: 0 },
    cost: { supplies: 0 },
    schedulePattern: { everyDays: 10 },
    flags: { threat: false, bonus: true },
  },
  // backdrop
  {
    id: 'airdrop_recovered',
    category: 'backdrop',
    rewards: { funds: 0, supplies: 65, intel: 0 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'local_market',
    category: 'backdrop',
    rewards: { funds: 0, supplies: 50, intel: 4 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'radio_intercept',
    category: 'backdrop',
    rewards: { funds: 0, supplies: 0, intel: 12 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'contractor_payment',
    category: 'backdrop',
    rewards: { funds: 1500, supplies: 0, intel: 0 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'abandoned_checkpoint',
    category: 'backdrop',
    rewards: { funds: 500, supplies: 55, intel: 8 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'quiet_night',
    category: 'backdrop',
    rewards: { funds: 800, supplies: 50, intel: 0 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: false },
  },
  // threat
  {
    id: 'sniper_harassment',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 15 },
    threatIntensity: 'low',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'pilfered_stores',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 18 },
    threatIntensity: 'low',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'ied_on_route',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 20 },
    threatIntensity: 'low',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'mortar_attack',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 22 },
    threatIntensity: 'medium',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'convoy_ambush',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 25 },
    threatIntensity: 'medium',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'drone_strike',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 24 },
    threatIntensity: 'medium',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'probing_assault',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 28 },
    threatIntensity: 'high',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'depot_sabotage',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 30 },
    threatIntensity: 'high',
    flags: { threat: true, bonus: false },
  },
  {
    id: 'artillery_barrage',
    category: 'threat',
    rewards: { funds: 0, supplies: 0, intel: 0 },
    cost: { supplies: 30 },
    threatIntensity: 'high',
    flags: { threat: true, bonus: false },
  },
  // morale
  {
    id: 'care_packages',
    category: 'morale',
    rewards: { funds: 500, supplies: 0, intel: 0 },
    cost: { supplies: 0 },
    moraleType: 'minor_victory',
    flags: { threat: false, bonus: true },
  },
  {
    id: 'checkpoint_holds',
    category: 'morale',
    rewards: { funds: 800, supplies: 0, intel: 5 },
    cost: { supplies: 0 },
    moraleType: 'minor_victory',
    flags: { threat: false, bonus: true },
  },
  {
    id: 'village_thanks',
    category: 'morale',
    rewards: { funds: 1000, supplies: 0, intel: 10 },
    cost: { supplies: 0 },
    moraleType: 'minor_victory',
    flags: { threat: false, bonus: true },
    // Its words thank the squad for a success: the latest completed mission was won.
    requires: { winningStreak: 1 },
  },
  {
    id: 'general_visit',
    category: 'morale',
    rewards: { funds: 2000, supplies: 0, intel: 10 },
    cost: { supplies: 0 },
    moraleType: 'major_inspiration',
    flags: { threat: false, bonus: true },
  },
  {
    id: 'press_coverage',
    category: 'morale',
    rewards: { funds: 1500, supplies: 0, intel: 0 },
    cost: { supplies: 0 },
    moraleType: 'major_inspiration',
    flags: { threat: false, bonus: true },
  },
  {
    id: 'unit_citation',
    category: 'morale',
    rewards: { funds: 2000, supplies: 0, intel: 25 },
    cost: { supplies: 0 },
    moraleType: 'major_victory',
    flags: { threat: false, bonus: true },
    // Its words claim a run of successes: not drawn after a lost mission.
    requires: { winningStreak: 2 },
  },
  {
    id: 'enemy_defectors',
    category: 'morale',
    rewards: { funds: 1200, supplies: 0, intel: 20 },
    cost: { supplies: 0 },
    moraleType: 'major_victory',
    flags: { threat: false, bonus: true },
  },
  // faction
  {
    id: 'militia_pact',
    category: 'faction',
    rewards: { funds: 0, supplies: 0, intel: 18 },
    cost: { supplies: 20 },
    flags: { threat: false, bonus: false },
  },
  {
    id: 'aid_agency',
    category: 'faction',
    rewards: { funds: 0, supplies: 40, intel: 0 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'allied_liaison',
    category: 'faction',
    rewards: { funds: 3000, supplies: 0, intel: 10 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'smugglers_offer',
    category: 'faction',
    rewards: { funds: 0, supplies: 0, intel: 22 },
    cost: { supplies: 15 },
    flags: { threat: false, bonus: false },
  },
  // discovery
  {
    id: 'weapons_cache',
    category: 'discovery',
    rewards: { funds: 2500, supplies: 45, intel: 0 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'downed_drone',
    category: 'discovery',
    rewards: { funds: 0, supplies: 0, intel: 20 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'old_bunker',
    category: 'discovery',
    rewards: { funds: 0, supplies: 70, intel: 0 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  {
    id: 'courier_satchel',
    category: 'discovery',
    rewards: { funds: 1000, supplies: 0, intel: 15 },
    cost: { supplies: 0 },
    flags: { threat: false, bonus: true },
  },
  // campaign
  {
    id: 'emergency_funding',
    category: 'campaign',
    rewards: { funds: 6000, supplies: 0, intel: 0 },
    cost: { supplies: 0 },
    storyHooks: ['escalation'],
    flags: { threat: false, bonus: true },
  },
  {
    id: 'enemy_order_of_battle',
    category: 'campaign',
    rewards: { funds: 0, supplies: 0, intel: 50 },
    cost: { supplies: 0 },
    storyHooks: ['key_mission'],
    flags: { threat: false, bonus: true },
  },
  {
    id: 'reinforced_front',
    category: 'campaign',
    rewards: { funds: 3000, supplies: 50, intel: 20 },
    cost: { supplies: 0 },
    storyHooks: ['chapter_turn'],
    flags: { threat: false, bonus: true },
  },
  {
    id: 'enemy_offensive_warning',
    category: 'campaign',
    rewards: { funds: 3000, supplies: 0, intel: 30 },
    cost: { supplies: 20 },
    storyHooks: ['escalation'],
    flags: { threat: true, bonus: false },
  },
] as const satisfies readonly EventSlot[];

export type EventSlotId = (typeof EVENT_SLOTS)[number]['id'];

/** How one universe words one event slot. */
export interface EventWords {
  title: string;
  description: string;
  narrative: string;
  /** Flavour labels (never read by a rule). */
  tags: readonly string[];
  /**
   * The id this universe gave the event before the pool became content (issue 25): campaign logs
   * written then name it, so the words are still found by it. Absent where it is the slot id.
   */
  storedId?: string;
}

/** A universe's words for every slot: a universe missing one does not compile. */
export type EventWordsBySlot = Readonly<Record<EventSlotId, EventWords>>;

/** A slot with one universe's words: what the campaign log and the content report show. */
export interface EventDefinition extends EventSlot, Omit<EventWords, 'storedId'> {}
