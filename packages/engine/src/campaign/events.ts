/**
 * Daily event generation (spec: missions-battle-themes §9 "Events per day"). The pool is content
 * (content/events.ts: every slot's numbers, one pool for every universe); the rates, eligibility and order of draws live here.
 *
 * A day runs, in order: every scheduled event whose period divides the day; then one independent
 * roll per random category: backdrop, threat, morale, faction, discovery, campaign. A category that
 * fires picks one eligible definition uniformly. Each fired event pays its rewards, takes its cost
 * (resources never go below 0), joins the campaign log and the day report.
 */
import {
  EVENT_CATEGORIES,
  EVENT_SLOTS,
  type EventCategory,
  type EventCondition,
  type EventSlot,
  type MoraleType,
  THREAT_INTENSITIES,
  type ThreatIntensity,
} from '../content/events';
import type { Rng } from '../rng';
import { applyResourceChanges } from './economy';
import type { ReportEntry } from './report';
import type { Step } from './step';
import type { CampaignEvent, CampaignEventType, GameState, Resources } from './types';

// The event ids, kinds and numbers are content (content/events.ts, issue 25 item 4); re-exported here
// so older import paths keep working.
export {
  EVENT_CATEGORIES,
  EVENT_SLOTS,
  type EventCategory,
  type EventCondition,
  type EventDefinition,
  type EventSlot,
  type EventSlotId,
  MORALE_TYPES,
  type MoraleType,
  THREAT_INTENSITIES,
  type ThreatIntensity,
} from '../content/events';

/** How many of the most recently completed missions succeeded in a row (an aborted one breaks nothing). */
export function winningStreak(state: GameState): number {
  const completed = state.missions
    .filter((m) => m.status === 'Completed' && m.completedOnDay !== null)
    // Latest first; the array keeps completion order within a day.
    .map((m, order) => ({ day: m.completedOnDay ?? 0, order, success: m.success === true }))
    .sort((a, b) => b.day - a.day || b.order - a.order);
  const firstLoss = completed.findIndex((m) => !m.success);
  return firstLoss === -1 ? completed.length : firstLoss;
}

/** Whether the campaign shows what the event's words claim today. */
export function eventConditionHolds(state: GameState, condition: EventCondition | undefined): boolean {
  if (condition?.winningStreak === undefined) return true;
  return winningStreak(state) >= condition.winningStreak;
}

/** The spec's probabilities per day. */
export const EVENT_CHANCES = {
  backdrop: 0.3,
  threatPerLevel: 0.05,
  moraleWithRecentVictories: 0.4,
  moraleWithoutRecentVictories: 0.1,
  faction: 0.15,
  discovery: 0.1,
  campaignSurge: 0.3,
  campaignBase: 0.05,
} as const;

/** Campaign events surge on days divisible by this, or when threat is at least `CAMPAIGN_SURGE_THREAT`. */
export const CAMPAIGN_SURGE_EVERY_DAYS = 30;
export const CAMPAIGN_SURGE_THREAT = 8;

/** A victory counts as recent for this many days, the day it was won included (decided). */
export const RECENT_VICTORY_DAYS = 7;

/** Missions won (auto or fought) that completed within the last `RECENT_VICTORY_DAYS` days. */
export function recentVictories(state: GameState): number {
  let victories = 0;
  for (const m of state.missions) {
    if (m.status !== 'Completed' || m.success !== true || m.completedOnDay === null) continue;
    if (state.day - m.completedOnDay < RECENT_VICTORY_DAYS) victories += 1;
  }
  return victories;
}

export function threatEventChance(threatLevel: number): number {
  return Math.min(1, EVENT_CHANCES.threatPerLevel * threatLevel);
}

/** Threat up to 3: only low intensity; up to 6: low or medium; above: all. */
export function eligibleThreatIntensities(threatLevel: number): readonly ThreatIntensity[] {
  if (threatLevel <= 3) return ['low'];
  if (threatLevel <= 6) return ['low', 'medium'];
  return THREAT_INTENSITIES;
}

export function moraleEventChance(victories: number): number {
  return victories > 0 ? EVENT_CHANCES.moraleWithRecentVictories : EVENT_CHANCES.moraleWithoutRecentVictories;
}

/**
 * Two or more recent victories: only major types; one: only minor. With none the spec is silent;
 * decided: minor, the small wins that keep a quiet base going.
 */
export function eligibleMoraleTypes(victories: number): readonly MoraleType[] {
  return victories >= 2 ? ['major_inspiration', 'major_victory'] : ['minor_victory'];
}

export function campaignEventChance(day: number, threatLevel: number): number {
  const surge = day % CAMPAIGN_SURGE_EVERY_DAYS === 0 || threatLevel >= CAMPAIGN_SURGE_THREAT;
  return surge ? EVENT_CHANCES.campaignSurge : EVENT_CHANCES.campaignBase;
}

/** Scheduled events due on a day, in pool order. */
export function scheduledEventsForDay(pool: readonly EventSlot[], day: number): EventSlot[] {
  return pool.filter(
    (e) => e.category === 'scheduled' && e.schedulePattern !== undefined && day % e.schedulePattern.everyDays === 0,
  );
}

/** The net resource change of an event: rewards minus the supply cost, zero amounts left out. */
export function eventResourceChanges(definition: EventSlot): Partial<Resources> {
  const changes: Partial<Resources> = {};
  const supplies = definition.rewards.supplies - definition.cost.supplies;
  if (definition.rewards.funds !== 0) changes.funds = definition.rewards.funds;
  if (supplies !== 0) changes.supplies = supplies;
  if (definition.rewards.intel !== 0) changes.intel = definition.rewards.intel;
  return changes;
}

const LOG_TYPE_BY_CATEGORY: Readonly<Record<EventCategory, CampaignEventType>> = {
  scheduled: 'resource',
  backdrop: 'story',
  threat: 'combat',
  morale: 'squad',
  faction: 'story',
  discovery: 'story',
  campaign: 'story',
};

/** Applies events in order: resources (each clamped at 0), one campaign log entry and one report entry each. */
export function fireEvents(state: GameState, definitions: readonly EventSlot[]): Step {
  if (definitions.length === 0) return { state, entries: [] };
  let resources = state.resources;
  let nextId = state.nextId;
  const logged: CampaignEvent[] = [];
  const entries: ReportEntry[] = [];
  for (const definition of definitions) {
    const changes = eventResourceChanges(definition);
    const hasChanges = Object.keys(changes).length > 0;
    const id = `event-${nextId++}`;
    logged.push({
      id,
      type: hasChanges ? 'resource' : LOG_TYPE_BY_CATEGORY[definition.category],
      fact: { kind: 'event', eventId: definition.id },
      day: state.day,
      resourceChanges: hasChanges ? changes : null,
    });
    const entry: ReportEntry = {
      kind: 'event',
      eventId: definition.id,
      refId: id,
      eventCategory: definition.category,
    };
    if (hasChanges) entry.resourceChanges = changes;
    entries.push(entry);
    resources = applyResourceChanges(resources, changes);
  }
  // One copy of the (long, growing) log per day rather than one per event.
  return { state: { ...state, resources, nextId, events: state.events.concat(logged) }, entries };
}

/** Applies one event: resources, the campaign log and a report entry. */
export function fireEvent(state: GameState, definition: EventSlot): Step {
  return fireEvents(state, [definition]);
}

/** A pool sorted once by category, threat intensity and morale type (pools are constant content). */
interface PoolIndex {
  byCategory: ReadonlyMap<EventCategory, readonly EventSlot[]>;
  threatUpTo: Readonly<Record<'low' | 'medium' | 'high', readonly EventSlot[]>>;
  major: readonly EventSlot[];
  minor: readonly EventSlot[];
}

const poolIndexes = new WeakMap<readonly EventSlot[], PoolIndex>();

function indexPool(pool: readonly EventSlot[]): PoolIndex {
  const cached = poolIndexes.get(pool);
  if (cached) return cached;
  const byCategory = new Map<EventCategory, EventSlot[]>();
  for (const category of EVENT_CATEGORIES) byCategory.set(category, []);
  for (const definition of pool) byCategory.get(definition.category)?.push(definition);
  const threat = byCategory.get('threat') ?? [];
  const morale = byCategory.get('morale') ?? [];
  const withIntensity = (allowed: readonly ThreatIntensity[]) =>
    threat.filter((e) => e.threatIntensity !== undefined && allowed.includes(e.threatIntensity));
  const withMorale = (allowed: readonly MoraleType[]) =>
    morale.filter((e) => e.moraleType !== undefined && allowed.includes(e.moraleType));
  const index: PoolIndex = {
    byCategory,
    threatUpTo: {
      low: withIntensity(eligibleThreatIntensities(1)),
      medium: withIntensity(eligibleThreatIntensities(4)),
      high: withIntensity(eligibleThreatIntensities(10)),
    },
    major: withMorale(eligibleMoraleTypes(2)),
    minor: withMorale(eligibleMoraleTypes(0)),
  };
  poolIndexes.set(pool, index);
  return index;
}

/** The random categories in the order they are rolled, each with its chance and eligible definitions today. */
function randomCategoryRolls(
  state: GameState,
  pool: readonly EventSlot[],
): { chance: number; eligible: readonly EventSlot[] }[] {
  const index = indexPool(pool);
  const inCategory = (category: EventCategory) => index.byCategory.get(category) ?? [];
  const intensities = eligibleThreatIntensities(state.threatLevel);
  const topIntensity = intensities[intensities.length - 1] ?? 'low';
  const victories = recentVictories(state);
  const holding = (definitions: readonly EventSlot[]) =>
    definitions.some((e) => e.requires)
      ? definitions.filter((e) => eventConditionHolds(state, e.requires))
      : definitions;
  return [
    { chance: EVENT_CHANCES.backdrop, eligible: holding(inCategory('backdrop')) },
    { chance: threatEventChance(state.threatLevel), eligible: holding(index.threatUpTo[topIntensity]) },
    { chance: moraleEventChance(victories), eligible: holding(victories >= 2 ? index.major : index.minor) },
    { chance: EVENT_CHANCES.faction, eligible: holding(inCategory('faction')) },
    { chance: EVENT_CHANCES.discovery, eligible: holding(inCategory('discovery')) },
    { chance: campaignEventChance(state.day, state.threatLevel), eligible: holding(inCategory('campaign')) },
  ];
}

/**
 * The day's events. Always six category rolls (so the number of draws does not depend on the pool),
 * plus one pick per category that fires and has something eligible.
 */
export function generateDailyEvents(state: GameState, rng: Rng, pool: readonly EventSlot[] = EVENT_SLOTS): Step {
  const fired: EventSlot[] = scheduledEventsForDay(pool, state.day);
  for (const roll of randomCategoryRolls(state, pool)) {
    if (rng.chance(roll.chance) && roll.eligible.length > 0) fired.push(rng.pick(roll.eligible));
  }
  return fireEvents(state, fired);
}
