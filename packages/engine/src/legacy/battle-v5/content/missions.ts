// FROZEN: the battle rules as of rules version 5 (commit 9844127), never edited. Used only to replay records
// made under rules version 5 (legacy/frozen-battle-rules.ts); the rules fingerprint does not include it.
/**
 * Mission templates (spec: missions-battle-themes §3 "Mission template", §9 "Mission templates").
 *
 * The spec's table gives tier, days, squad size, success rate and one notable reward for the nine
 * standing missions; every other number here is decided (marked `decided` in docs/GAME_RULES.md)
 * so that rewards grow with risk and duration. The four key missions carry the campaign's story:
 * one per chapter, unlocking on the chapter's last story beat (days 21, 66, 95, 147).
 * Texts are the vanilla theme's (modern military).
 */

import type { MapKitId } from './map-kits';

export const MISSION_TIERS = ['simple', 'complex', 'campaign'] as const;
export type MissionTier = (typeof MISSION_TIERS)[number];

/** The spec's casualty levels, from harmless to a meat grinder. */
export const CASUALTY_LEVELS = ['None', 'Minimal', 'Low', 'Medium', 'High', 'Very High', 'Extreme'] as const;
export type CasualtyLevel = (typeof CASUALTY_LEVELS)[number];

/** How hard the tactical battle is (spec: battle mission difficulty; sets the enemy count). */
export type BattleDifficulty = 'easy' | 'medium' | 'hard';

export interface MissionTemplateRewards {
  funds: number;
  supplies: number;
  intel: number;
  /** Auto missions share this among the survivors; battles use the after-action formula instead. */
  xp: number;
  reputation: number;
}

export interface MissionTemplate {
  id: string;
  name: string;
  tier: MissionTier;
  /** What kind of operation it is (shown on the card). */
  type: string;
  location: string;
  description: string;
  /** Whole campaign days an auto mission is away (spec: hours round up to days). */
  durationDays: number;
  requirements: { minSquad: number; maxSquad: number };
  rewards: MissionTemplateRewards;
  risks: { casualtyLevel: CasualtyLevel; successRate: number };
  /** Threat rating shown on the briefing, 1..10. */
  threatLevel: number;
  unlockDay: number;
  storyContext: string;
  objectives: readonly string[];
  /** A text symbol (not an emoji), so it renders in every system font, monospace included. */
  icon: string;
  color: string;
  /** Difficulty of the tactical battle when fought manually (enemy count, after-action xp base). */
  difficulty: BattleDifficulty;
  /** Set on the four key missions: the chapter whose story they conclude. */
  chapter?: 1 | 2 | 3 | 4;
  keyMission?: true;
}

const TEMPLATE_DATA = [
  {
    id: 'supply_run',
    name: 'Supply Run',
    tier: 'simple',
    type: 'logistics',
    location: 'Route Amber',
    description: 'Escort a resupply truck from the forward depot back to the wire.',
    durationDays: 2,
    requirements: { minSquad: 1, maxSquad: 2 },
    rewards: { funds: 1500, supplies: 40, intel: 0, xp: 20, reputation: 2 },
    risks: { casualtyLevel: 'Minimal', successRate: 95 },
    threatLevel: 1,
    unlockDay: 1,
    storyContext: 'The depot runs are what keep the lights on. Nobody writes home about them.',
    objectives: ['Reach the forward depot', 'Load the cargo', 'Return along Route Amber'],
    icon: '▣',
    color: '#6b8e23',
    difficulty: 'easy',
  },
  {
    id: 'patrol',
    name: 'Patrol',
    tier: 'simple',
    type: 'reconnaissance',
    location: 'Northern Perimeter',
    description: 'Walk the northern perimeter, check the sensor posts and report contacts.',
    durationDays: 4,
    requirements: { minSquad: 2, maxSquad: 3 },
    rewards: { funds: 2500, supplies: 15, intel: 10, xp: 40, reputation: 5 },
    risks: { casualtyLevel: 'Low', successRate: 90 },
    threatLevel: 2,
    unlockDay: 1,
    storyContext: 'Tracks in the mud near Post Seven. Someone has been probing the line at night.',
    objectives: ['Check sensor posts 1 to 9', 'Log any signs of enemy movement', 'Return before nightfall'],
    icon: '◈',
    color: '#4f7942',
    difficulty: 'easy',
  },
  {
    id: 'training',
    name: 'Training Exercise',
    tier: 'simple',
    type: 'training',
    location: 'Range Charlie',
    description: 'Two weeks of live-fire drills, room clearing and casualty evacuation.',
    durationDays: 14,
    requirements: { minSquad: 2, maxSquad: 4 },
    rewards: { funds: 0, supplies: 0, intel: 0, xp: 100, reputation: 0 },
    risks: { casualtyLevel: 'None', successRate: 100 },
    threatLevel: 1,
    unlockDay: 1,
    storyContext: 'Sweat on the range saves blood in the field.',
    objectives: ['Complete the live-fire course', 'Pass the evacuation drill', 'Qualify on squad tactics'],
    icon: '◎',
    color: '#8b7d3a',
    difficulty: 'easy',
  },
  {
    id: 'raid',
    name: 'Raid',
    tier: 'complex',
    type: 'assault',
    location: 'Kessel Fuel Depot',
    description: 'Hit a hostile fuel depot, seize what can be carried and burn the rest.',
    durationDays: 9,
    requirements: { minSquad: 3, maxSquad: 5 },
    rewards: { funds: 8000, supplies: 40, intel: 15, xp: 120, reputation: 15 },
    risks: { casualtyLevel: 'Medium', successRate: 70 },
    threatLevel: 4,
    unlockDay: 1,
    storyContext: 'The enemy runs its patrols on stolen fuel. Take it away and the patrols stop.',
    objectives: ['Breach the depot perimeter', 'Secure the fuel stores', 'Destroy what cannot be taken'],
    icon: '✹',
    color: '#b8860b',
    difficulty: 'medium',
  },
  {
    id: 'assassination',
    name: 'Assassination',
    tier: 'complex',
    type: 'elimination',
    location: 'Vasko Ridge Compound',
    description: 'Locate and eliminate the field commander coordinating attacks on the valley.',
    durationDays: 20,
    requirements: { minSquad: 2, maxSquad: 4 },
    rewards: { funds: 12000, supplies: 0, intel: 30, xp: 180, reputation: 25 },
    risks: { casualtyLevel: 'High', successRate: 60 },
    threatLevel: 6,
    unlockDay: 1,
    storyContext: 'One man turned three scattered warbands into an army. Remove him and they scatter again.',
    objectives: ['Confirm the target at the compound', 'Eliminate the target', 'Exfiltrate undetected'],
    icon: '☠',
    color: '#8b0000',
    difficulty: 'hard',
  },
  {
    id: 'sabotage',
    name: 'Sabotage',
    tier: 'complex',
    type: 'demolition',
    location: 'Harrow Rail Bridge',
    description: 'Drop the rail bridge the enemy uses to move armour into the sector.',
    durationDays: 16,
    requirements: { minSquad: 3, maxSquad: 4 },
    rewards: { funds: 10000, supplies: 20, intel: 20, xp: 150, reputation: 20 },
    risks: { casualtyLevel: 'Medium', successRate: 65 },
    threatLevel: 5,
    unlockDay: 1,
    storyContext: 'Every train across Harrow brings another platoon of armour. The bridge has to go.',
    objectives: ['Infiltrate the bridge guard', 'Place charges on the main span', 'Detonate from a safe distance'],
    icon: '☢',
    color: '#cd5c5c',
    difficulty: 'medium',
  },
  {
    id: 'rescue',
    name: 'Rescue',
    tier: 'complex',
    type: 'recovery',
    location: 'St. Aurel Field Hospital',
    description: 'Break through to a surrounded field hospital and bring the staff and wounded out.',
    durationDays: 28,
    requirements: { minSquad: 4, maxSquad: 10 },
    rewards: { funds: 6000, supplies: 30, intel: 10, xp: 200, reputation: 30 },
    risks: { casualtyLevel: 'High', successRate: 68 },
    threatLevel: 6,
    unlockDay: 1,
    storyContext: 'Forty doctors and nurses have held out for a month. The radio says they will not last another.',
    objectives: ['Break the encirclement', 'Evacuate staff and wounded', 'Hold the corridor until the convoy is clear'],
    icon: '✚',
    color: '#4682b4',
    difficulty: 'medium',
  },
  {
    id: 'vanguard',
    name: 'Vanguard',
    tier: 'campaign',
    type: 'offensive',
    location: 'Greywater Crossing',
    description: 'Lead the offensive across the Greywater and hold the far bank until the column arrives.',
    durationDays: 20,
    requirements: { minSquad: 5, maxSquad: 6 },
    rewards: { funds: 25000, supplies: 60, intel: 40, xp: 300, reputation: 100 },
    risks: { casualtyLevel: 'Very High', successRate: 45 },
    threatLevel: 8,
    unlockDay: 15,
    storyContext: 'Command needs a foothold on the far bank. Someone has to cross first.',
    objectives: ['Cross the Greywater under fire', 'Seize the far-bank bunkers', 'Hold until relieved'],
    icon: '⚔',
    color: '#daa520',
    difficulty: 'hard',
  },
  {
    id: 'liberation',
    name: 'Liberation',
    tier: 'campaign',
    type: 'liberation',
    location: 'Marrow Town',
    description: 'Drive the occupiers out of Marrow Town street by street.',
    durationDays: 28,
    requirements: { minSquad: 6, maxSquad: 6 },
    rewards: { funds: 30000, supplies: 80, intel: 50, xp: 400, reputation: 200 },
    risks: { casualtyLevel: 'Extreme', successRate: 35 },
    threatLevel: 9,
    unlockDay: 25,
    storyContext: 'Twelve thousand people have lived under occupation for a year. Today that ends.',
    objectives: ['Take the river bridges', 'Clear the market district', 'Raise the flag over the town hall'],
    icon: '⚐',
    color: '#c0392b',
    difficulty: 'hard',
  },
  {
    id: 'operation_breakwater',
    name: 'Operation Breakwater',
    tier: 'campaign',
    type: 'defence',
    location: 'Holdfast Outer Wall',
    description: 'The first real assault is coming. Hold the outer wall and break it.',
    durationDays: 3,
    requirements: { minSquad: 4, maxSquad: 6 },
    rewards: { funds: 15000, supplies: 50, intel: 25, xp: 200, reputation: 50 },
    risks: { casualtyLevel: 'Extreme', successRate: 55 },
    threatLevel: 6,
    unlockDay: 21,
    storyContext: 'Three weeks of probing were a rehearsal. Tonight they come for the wall.',
    objectives: ['Man the outer wall', 'Repel the assault waves', 'Keep the gate standing'],
    icon: '⚓',
    color: '#5d6d7e',
    difficulty: 'medium',
    chapter: 1,
    keyMission: true,
  },
  {
    id: 'operation_iron_veil',
    name: 'Operation Iron Veil',
    tier: 'campaign',
    type: 'intelligence',
    location: 'Karsk Signal Station',
    description: 'Seize the signal station that directs the enemy offensive and take its codebooks intact.',
    durationDays: 4,
    requirements: { minSquad: 4, maxSquad: 6 },
    rewards: { funds: 20000, supplies: 40, intel: 50, xp: 250, reputation: 80 },
    risks: { casualtyLevel: 'Very High', successRate: 50 },
    threatLevel: 7,
    unlockDay: 66,
    storyContext: 'Every move we make, they answer within the hour. The answers come from Karsk.',
    objectives: ['Cut the station power', 'Storm the operations room', 'Recover the codebooks intact'],
    icon: '☉',
    color: '#2e4053',
    difficulty: 'hard',
    chapter: 2,
    keyMission: true,
  },
  {
    id: 'operation_nightfall',
    name: 'Operation Nightfall',
    tier: 'campaign',
    type: 'strike',
    location: 'Blackpine Airfield',
    description: 'A night strike on the airfield before the enemy can launch its counter-offensive.',
    durationDays: 5,
    requirements: { minSquad: 5, maxSquad: 6 },
    rewards: { funds: 25000, supplies: 60, intel: 40, xp: 300, reputation: 120 },
    risks: { casualtyLevel: 'Very High', successRate: 40 },
    threatLevel: 8,
    unlockDay: 95,
    storyContext: 'The codebooks were clear: the counter-offensive flies from Blackpine at dawn.',
    objectives: ['Cross the tree line unseen', 'Destroy the aircraft on the ground', 'Crater the runway'],
    icon: '☾',
    color: '#1b2631',
    difficulty: 'hard',
    chapter: 3,
    keyMission: true,
  },
  {
    id: 'operation_last_stand',
    name: 'Operation Last Stand',
    tier: 'campaign',
    type: 'decisive',
    location: 'Citadel Hill',
    description: 'Take Citadel Hill, the enemy headquarters, and end this war.',
    durationDays: 7,
    requirements: { minSquad: 6, maxSquad: 6 },
    rewards: { funds: 40000, supplies: 100, intel: 50, xp: 500, reputation: 300 },
    risks: { casualtyLevel: 'Extreme', successRate: 30 },
    threatLevel: 10,
    unlockDay: 147,
    storyContext: 'Everything they have left is on that hill. So is everything we have left.',
    objectives: ['Break the outer trench line', 'Storm the command bunker', 'Hold the summit at any cost'],
    icon: '⚑',
    color: '#7b241c',
    difficulty: 'hard',
    chapter: 4,
    keyMission: true,
  },
] as const satisfies readonly MissionTemplate[];

export type MissionTemplateId = (typeof TEMPLATE_DATA)[number]['id'];

/** Every mission template, in the order the tier tabs list them. */
export const MISSION_TEMPLATES: readonly MissionTemplate[] = TEMPLATE_DATA;

const TEMPLATES_BY_ID: ReadonlyMap<string, MissionTemplate> = new Map(MISSION_TEMPLATES.map((t) => [t.id, t]));

export function missionTemplate(id: string): MissionTemplate | undefined {
  return TEMPLATES_BY_ID.get(id);
}

/** The key mission that closes a chapter. */
export function keyMissionForChapter(chapter: number): MissionTemplate | undefined {
  return MISSION_TEMPLATES.find((t) => t.keyMission === true && t.chapter === chapter);
}

/**
 * Issue 24: how a template's tactical battle is fought — its map kit (content/map-kits.ts) and its
 * objective. Killing every hostile always wins as well; `hold` names the squad's turns the zone must
 * be held. Chosen from the template's kind of operation (GAME_RULES §14 "Objectives").
 */
export type MissionObjectiveSpec = { kind: 'eliminate' } | { kind: 'hold'; turns: number } | { kind: 'extract' };

export interface MissionBattle {
  mapKit: MapKitId;
  objective: MissionObjectiveSpec;
}

const ELIMINATE = { kind: 'eliminate' } as const;
const EXTRACT = { kind: 'extract' } as const;

export const MISSION_BATTLES: Readonly<Record<MissionTemplateId, MissionBattle>> = {
  supply_run: { mapKit: 'road', objective: EXTRACT },
  patrol: { mapKit: 'wilds', objective: EXTRACT },
  training: { mapKit: 'scatter', objective: ELIMINATE },
  raid: { mapKit: 'urban', objective: ELIMINATE },
  assassination: { mapKit: 'urban', objective: ELIMINATE },
  sabotage: { mapKit: 'urban', objective: { kind: 'hold', turns: 2 } },
  rescue: { mapKit: 'urban', objective: EXTRACT },
  vanguard: { mapKit: 'trenches', objective: { kind: 'hold', turns: 3 } },
  liberation: { mapKit: 'urban', objective: ELIMINATE },
  operation_breakwater: { mapKit: 'trenches', objective: { kind: 'hold', turns: 3 } },
  operation_iron_veil: { mapKit: 'urban', objective: { kind: 'hold', turns: 2 } },
  operation_nightfall: { mapKit: 'wilds', objective: EXTRACT },
  operation_last_stand: { mapKit: 'trenches', objective: { kind: 'hold', turns: 3 } },
};

/** The practice battle (no template) and an unknown template: the description's field and kill-all. */
export const DEFAULT_MISSION_BATTLE: MissionBattle = { mapKit: 'scatter', objective: ELIMINATE };

export function missionBattle(templateId: string | null): MissionBattle {
  return (
    (templateId !== null && (MISSION_BATTLES as Record<string, MissionBattle>)[templateId]) || DEFAULT_MISSION_BATTLE
  );
}
