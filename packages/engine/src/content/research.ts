import type { Resources } from './ids';
import { describeModifier, type Modifier } from './modifiers';

export const RESEARCH_TIERS = ['early', 'mid', 'late'] as const;
export type ResearchTier = (typeof RESEARCH_TIERS)[number];

export const RESEARCH_CATEGORIES = ['defense', 'offense', 'support', 'tactics', 'command', 'tech'] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];

export interface ResearchProject {
  id: string;
  name: string;
  tier: ResearchTier;
  category: ResearchCategory;
  description: string;
  cost: Resources;
  durationDays: number;
  prerequisites: readonly string[];
  /** Player-facing summary of `modifiers`. */
  benefits: string;
  /** What completing it changes in the rules. */
  modifiers: readonly Modifier[];
}

/** A catalogue entry; its player-facing `benefits` line is written from its modifiers, so the two never drift. */
function project<const Id extends string>(
  p: Omit<ResearchProject, 'benefits'> & { id: Id },
): ResearchProject & { id: Id } {
  return { ...p, benefits: p.modifiers.map(describeModifier).join('; ') };
}

/**
 * The 21 projects (ids, tiers, TITAN's prerequisites and the basic_armor / titan_armor costs are
 * the spec's; every other cost, duration, prerequisite and effect is decided, scaled between those
 * two examples: early ≈ 8000/30/10 over 3 days, late up to 50000/120/80 over 12). Issue 14's tuning
 * raised the supplies and intel of the mid projects (×2 and ×4) and of the late ones (×4 and ×6;
 * TITAN keeps the spec's), so the supplies and intel a base piles up have a use: docs/GAME_RULES.md §12.
 */
export const RESEARCH_PROJECTS = [
  project({
    id: 'basic_armor',
    name: 'Basic Armor',
    tier: 'early',
    category: 'defense',
    description: 'Ceramic plate inserts for every vest.',
    cost: { funds: 8000, supplies: 30, intel: 10 },
    durationDays: 3,
    prerequisites: [],
    modifiers: [
      { kind: 'max_health', amount: 10 },
      { kind: 'battle_hp', amount: 1 },
    ],
  }),
  project({
    id: 'weapon_training',
    name: 'Weapon Training',
    tier: 'early',
    category: 'offense',
    description: 'A live-fire range and a stricter qualification course.',
    cost: { funds: 7000, supplies: 25, intel: 10 },
    durationDays: 3,
    prerequisites: [],
    modifiers: [
      { kind: 'combat', amount: 2 },
      { kind: 'battle_accuracy', amount: 5 },
    ],
  }),
  project({
    id: 'field_medicine',
    name: 'Field Medicine',
    tier: 'early',
    category: 'support',
    description: 'Trauma kits and a combat lifesaver course.',
    cost: { funds: 6000, supplies: 30, intel: 10 },
    durationDays: 3,
    prerequisites: [],
    modifiers: [
      { kind: 'daily_healing', amount: 5 },
      { kind: 'manual_heal', amount: 10 },
      { kind: 'battle_medkit', amount: 1 },
    ],
  }),
  project({
    id: 'basic_recon',
    name: 'Basic Recon',
    tier: 'early',
    category: 'tactics',
    description: 'Drones and scouting doctrine before every move.',
    cost: { funds: 6000, supplies: 20, intel: 15 },
    durationDays: 3,
    prerequisites: [],
    modifiers: [
      { kind: 'income', resource: 'intel', amount: 1 },
      { kind: 'combat', amount: 1 },
      { kind: 'battle_mobility', amount: 5 },
    ],
  }),
  project({
    id: 'advanced_armor',
    name: 'Advanced Armor',
    tier: 'mid',
    category: 'defense',
    description: 'Layered composite armor that stops rifle rounds.',
    cost: { funds: 15000, supplies: 120, intel: 100 },
    durationDays: 5,
    prerequisites: ['basic_armor'],
    modifiers: [
      { kind: 'max_health', amount: 15 },
      { kind: 'combat', amount: 1 },
      { kind: 'battle_defense', amount: 5 },
    ],
  }),
  project({
    id: 'weapon_mods',
    name: 'Weapon Mods',
    tier: 'mid',
    category: 'offense',
    description: 'Optics, suppressors and extended magazines.',
    cost: { funds: 16000, supplies: 120, intel: 100 },
    durationDays: 5,
    prerequisites: ['weapon_training'],
    modifiers: [
      { kind: 'combat', amount: 3 },
      { kind: 'battle_accuracy', amount: 5 },
    ],
  }),
  project({
    id: 'combat_medic',
    name: 'Combat Medic',
    tier: 'mid',
    category: 'support',
    description: 'Every squad carries a trained medic.',
    cost: { funds: 14000, supplies: 100, intel: 100 },
    durationDays: 5,
    prerequisites: ['field_medicine'],
    modifiers: [
      { kind: 'daily_healing', amount: 5 },
      { kind: 'combat', amount: 1 },
      { kind: 'battle_medkit', amount: 1 },
    ],
  }),
  project({
    id: 'stealth_ops',
    name: 'Stealth Ops',
    tier: 'mid',
    category: 'tactics',
    description: 'Night insertion and signature control.',
    cost: { funds: 15000, supplies: 80, intel: 120 },
    durationDays: 5,
    prerequisites: ['basic_recon'],
    modifiers: [
      { kind: 'combat', amount: 2 },
      { kind: 'battle_mobility', amount: 5 },
    ],
  }),
  project({
    id: 'surveillance_network',
    name: 'Surveillance Network',
    tier: 'mid',
    category: 'tech',
    description: 'A mesh of sensors across the operational area.',
    cost: { funds: 14000, supplies: 100, intel: 120 },
    durationDays: 5,
    prerequisites: ['basic_recon'],
    modifiers: [{ kind: 'income', resource: 'intel', amount: 2 }],
  }),
  project({
    id: 'sniper_training',
    name: 'Sniper Training',
    tier: 'mid',
    category: 'offense',
    description: 'A marksman school for the best shots.',
    cost: { funds: 12000, supplies: 80, intel: 80 },
    durationDays: 4,
    prerequisites: ['weapon_training'],
    modifiers: [
      { kind: 'combat', amount: 4, classId: 'sniper' },
      { kind: 'combat', amount: 1 },
      { kind: 'battle_accuracy', amount: 10, classId: 'sniper' },
    ],
  }),
  project({
    id: 'powered_exoskeleton',
    name: 'Powered Exoskeleton',
    tier: 'late',
    category: 'defense',
    description: 'Servo frames that carry armor no soldier could.',
    cost: { funds: 30000, supplies: 360, intel: 300 },
    durationDays: 8,
    prerequisites: ['advanced_armor'],
    modifiers: [
      { kind: 'max_health', amount: 20 },
      { kind: 'combat', amount: 1 },
      { kind: 'battle_mobility', amount: 10 },
    ],
  }),
  project({
    id: 'energy_shields',
    name: 'Energy Shields',
    tier: 'late',
    category: 'defense',
    description: 'Personal field emitters that bleed off impacts.',
    cost: { funds: 32000, supplies: 360, intel: 360 },
    durationDays: 8,
    prerequisites: ['advanced_armor', 'surveillance_network'],
    modifiers: [
      { kind: 'max_health', amount: 15 },
      { kind: 'combat', amount: 2 },
      { kind: 'battle_defense', amount: 5 },
    ],
  }),
  project({
    id: 'plasma_weapons',
    name: 'Plasma Weapons',
    tier: 'late',
    category: 'offense',
    description: 'Magnetically contained plasma rifles.',
    cost: { funds: 35000, supplies: 400, intel: 360 },
    durationDays: 9,
    prerequisites: ['weapon_mods'],
    modifiers: [
      { kind: 'combat', amount: 4 },
      { kind: 'battle_damage', amount: 1 },
    ],
  }),
  project({
    id: 'railgun_tech',
    name: 'Railgun Tech',
    tier: 'late',
    category: 'offense',
    description: 'Hypervelocity slugs through any cover.',
    cost: { funds: 33000, supplies: 400, intel: 330 },
    durationDays: 9,
    prerequisites: ['weapon_mods', 'sniper_training'],
    modifiers: [
      { kind: 'combat', amount: 2 },
      { kind: 'combat', amount: 3, classId: 'sniper' },
      { kind: 'combat', amount: 3, classId: 'heavy' },
      { kind: 'battle_damage', amount: 1, classId: 'sniper' },
      { kind: 'battle_damage', amount: 1, classId: 'heavy' },
    ],
  }),
  project({
    id: 'nano_medicine',
    name: 'Nano Medicine',
    tier: 'late',
    category: 'support',
    description: 'Injectable repair swarms.',
    cost: { funds: 28000, supplies: 320, intel: 300 },
    durationDays: 7,
    prerequisites: ['combat_medic'],
    modifiers: [
      { kind: 'daily_healing', amount: 10 },
      { kind: 'max_health', amount: 10 },
      { kind: 'battle_hp', amount: 1 },
    ],
  }),
  project({
    id: 'mobile_hospital',
    name: 'Mobile Hospital',
    tier: 'late',
    category: 'support',
    description: 'A surgical suite that deploys with the squad.',
    cost: { funds: 26000, supplies: 400, intel: 240 },
    durationDays: 7,
    prerequisites: ['combat_medic'],
    modifiers: [
      { kind: 'manual_heal', amount: 20 },
      { kind: 'daily_healing', amount: 5 },
      { kind: 'battle_medkit', amount: 1 },
    ],
  }),
  project({
    id: 'ghost_protocol',
    name: 'Ghost Protocol',
    tier: 'late',
    category: 'tactics',
    description: 'Full-spectrum concealment for deep operations.',
    cost: { funds: 30000, supplies: 320, intel: 360 },
    durationDays: 8,
    prerequisites: ['stealth_ops'],
    modifiers: [
      { kind: 'combat', amount: 3 },
      { kind: 'battle_defense', amount: 5 },
    ],
  }),
  project({
    id: 'cyber_warfare',
    name: 'Cyber Warfare',
    tier: 'late',
    category: 'tech',
    description: 'Offensive intrusion into enemy networks.',
    cost: { funds: 28000, supplies: 280, intel: 360 },
    durationDays: 8,
    prerequisites: ['surveillance_network'],
    modifiers: [
      { kind: 'income', resource: 'intel', amount: 3 },
      { kind: 'combat', amount: 1 },
    ],
  }),
  project({
    id: 'ai_tactical',
    name: 'AI Tactical Suite',
    tier: 'late',
    category: 'tech',
    description: 'Battlefield AI that predicts the enemy’s next move.',
    cost: { funds: 34000, supplies: 320, intel: 420 },
    durationDays: 9,
    prerequisites: ['surveillance_network', 'weapon_mods'],
    modifiers: [
      { kind: 'combat', amount: 3 },
      { kind: 'battle_accuracy', amount: 5 },
    ],
  }),
  project({
    id: 'strategic_planning',
    name: 'Strategic Planning',
    tier: 'late',
    category: 'command',
    description: 'A staff college and theatre-level planning cell.',
    cost: { funds: 30000, supplies: 280, intel: 360 },
    durationDays: 8,
    prerequisites: ['stealth_ops', 'surveillance_network'],
    modifiers: [
      { kind: 'income', resource: 'funds', amount: 500 },
      { kind: 'combat', amount: 1 },
      { kind: 'battle_mobility', amount: 5 },
    ],
  }),
  project({
    id: 'titan_armor',
    name: 'Project TITAN',
    tier: 'late',
    category: 'defense',
    description: 'The last word in infantry protection: powered, shielded, armed.',
    cost: { funds: 50000, supplies: 120, intel: 80 },
    durationDays: 12,
    prerequisites: ['powered_exoskeleton', 'energy_shields', 'plasma_weapons', 'strategic_planning'],
    modifiers: [
      { kind: 'max_health', amount: 30 },
      { kind: 'combat', amount: 4 },
      { kind: 'battle_hp', amount: 1 },
    ],
  }),
];

export type ResearchProjectId = (typeof RESEARCH_PROJECTS)[number]['id'];

export const RESEARCH_BY_ID: ReadonlyMap<string, ResearchProject> = new Map(RESEARCH_PROJECTS.map((p) => [p.id, p]));
