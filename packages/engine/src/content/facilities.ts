import type { FacilityType, Resources } from './ids';

export interface FacilityDefinition {
  type: FacilityType;
  name: string;
  description: string;
  /** Build cost (spec table; intelligence_center and trade_depot decided). */
  cost: { funds: number; supplies: number };
  /** Power drawn while active, including while under construction (decided). */
  powerDraw: number;
  /** Days from placement to completion (decided: the spec gives none). */
  constructionDays: number;
  /** Income per day per facility level while active and complete (spec §9). */
  incomePerLevel: Partial<Resources>;
  /** Power capacity given while active and complete: base plus per level above 1 (spec: +10 per level). */
  powerCapacity?: { base: number; perLevel: number };
  /** Health healed per day for each wounded soldier: base plus per level (spec: 5 + 3 × level). */
  healing?: { base: number; perLevel: number };
  /** Experience a Ready soldier gains per day per facility level (decided). */
  trainingXpPerLevel?: number;
  /**
   * Quarter days of extra research work per day per level (decided, issue 14): a level-1 lab makes
   * research 25% faster, a level-3 lab 75% (the total is capped by RESEARCH_MAX_BONUS_QUARTERS).
   */
  researchQuartersPerLevel?: number;
  /** Highest level an upgrade reaches (decided per type; docs/GAME_RULES.md §3 gives the reasons). */
  maxLevel: number;
  /** Funds paid each day per level while active and complete (decided: maintenance). */
  upkeepPerLevel: number;
  /** The command center is placed by newCampaign, never built. */
  buildable: boolean;
  /** Which numbers the spec does not give. */
  decided: string;
}

export const GRID_SIZE = 5;
/** Decided: no facility goes above level 5; most types stop earlier (`maxLevel`). */
export const MAX_FACILITY_LEVEL = 5;
/** Power the Command Center itself provides (DESIGN §3). */
export const COMMAND_POWER_CAPACITY = 100;

export const FACILITIES: readonly FacilityDefinition[] = [
  {
    type: 'command',
    maxLevel: 3,
    upkeepPerLevel: 0,
    name: 'Command Center',
    description: 'The heart of the base: 100 power and 1000 funds a day per level.',
    cost: { funds: 0, supplies: 0 },
    powerDraw: 5,
    constructionDays: 0,
    incomePerLevel: { funds: 1000 },
    buildable: false,
    decided: 'cannot be built, switched off or have a second copy; max level and upkeep',
  },
  {
    type: 'barracks',
    maxLevel: 3,
    upkeepPerLevel: 100,
    name: 'Barracks',
    description: 'Drill halls: every Ready soldier gains 1 experience a day per barracks level.',
    cost: { funds: 5000, supplies: 50 },
    powerDraw: 10,
    constructionDays: 2,
    incomePerLevel: {},
    trainingXpPerLevel: 1,
    buildable: true,
    decided: 'construction days; the training effect; max level and upkeep',
  },
  {
    type: 'generator',
    maxLevel: 5,
    upkeepPerLevel: 50,
    name: 'Power Generator',
    description: 'Adds 100 power capacity, +10 per level above 1.',
    cost: { funds: 7500, supplies: 50 },
    powerDraw: 0,
    constructionDays: 2,
    incomePerLevel: {},
    powerCapacity: { base: 100, perLevel: 10 },
    buildable: true,
    decided: 'construction days; max level and upkeep',
  },
  {
    type: 'medbay',
    maxLevel: 3,
    upkeepPerLevel: 100,
    name: 'Medical Bay',
    description: 'Heals every wounded soldier by 5 + 3 × level a day.',
    cost: { funds: 6000, supplies: 60 },
    powerDraw: 20,
    constructionDays: 3,
    incomePerLevel: {},
    healing: { base: 5, perLevel: 3 },
    buildable: true,
    decided: 'construction days; "level" read as the medbay level; max level and upkeep',
  },
  {
    type: 'research',
    maxLevel: 3,
    upkeepPerLevel: 100,
    name: 'Research Lab',
    description: 'Analyses field data: research 25% faster and +1 intel a day per level.',
    cost: { funds: 10000, supplies: 100 },
    powerDraw: 25,
    constructionDays: 4,
    incomePerLevel: { intel: 1 },
    researchQuartersPerLevel: 1,
    buildable: true,
    decided: 'construction days; max level and upkeep; research speed',
  },
  {
    type: 'workshop',
    maxLevel: 3,
    upkeepPerLevel: 80,
    name: 'Workshop',
    description: 'Fabricates kit: +3 supplies a day per level.',
    cost: { funds: 8000, supplies: 80 },
    powerDraw: 15,
    constructionDays: 3,
    incomePerLevel: { supplies: 3 },
    buildable: true,
    decided: 'construction days; max level and upkeep',
  },
  {
    type: 'intelligence_center',
    maxLevel: 3,
    upkeepPerLevel: 100,
    name: 'Intelligence Center',
    description: 'Listening posts and analysts: +2 intel a day per level.',
    cost: { funds: 12000, supplies: 80 },
    powerDraw: 20,
    constructionDays: 4,
    incomePerLevel: { intel: 2 },
    buildable: true,
    decided: 'cost, power draw and construction days; max level and upkeep',
  },
  {
    type: 'trade_depot',
    maxLevel: 2,
    upkeepPerLevel: 150,
    name: 'Trade Depot',
    description: 'Contracts and barter: +500 funds a day per level.',
    cost: { funds: 9000, supplies: 60 },
    powerDraw: 10,
    constructionDays: 3,
    incomePerLevel: { funds: 500 },
    buildable: true,
    decided: 'cost, power draw and construction days; max level and upkeep',
  },
];

export const FACILITY_BY_TYPE: ReadonlyMap<FacilityType, FacilityDefinition> = new Map(
  FACILITIES.map((f) => [f.type, f]),
);

export function facilityDefinition(type: FacilityType): FacilityDefinition {
  const found = FACILITY_BY_TYPE.get(type);
  if (!found) throw new Error(`Unknown facility type ${type}`);
  return found;
}

/** The highest level this type can be upgraded to (decided). */
export function maxLevelFor(type: FacilityType): number {
  return facilityDefinition(type).maxLevel;
}

/** Upgrade cost from the current level (spec: 5000 × level funds, 50 × level supplies). */
export function upgradeCostForLevel(level: number): { funds: number; supplies: number } {
  return { funds: 5000 * level, supplies: 50 * level };
}
