/**
 * Every catalogue in content/ parsed by a zod schema (issue 25, item 6), so a writer's typo — a
 * negative cost, a missing field, an ability id that does not exist, a universe missing a word —
 * fails here with the file, the key and what is wrong, and never reaches a player. Lists are checked
 * keyed by their ids (`abilities.ts: medkit.apCost: …`), so the message names the entry.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { THEME_CONTENT } from '../words/content';
import { THEMES } from '../words/index';
import { ABILITIES } from './abilities';
import { BATTLE_RULES } from './battle';
import { CHAPTER_BATTLE_FORCE, HOSTILE_AIM_PER_THREAT, MISSED_KEY_MISSION_FORCE } from './battle-force';
import { CHAPTER_ONE_LAST_DAY, CHAPTER_ONE_MAX_CASUALTY_RATE } from './campaign-end';
import { ABILITY_UNLOCK_XP, CLASSES, UNCLASSED_STATS } from './classes';
import { DIFFICULTY_SETTINGS } from './difficulty';
import * as economy from './economy';
import { ARMORS, UTILITIES, WEAPONS } from './equipment';
import { EVENT_CATEGORIES, EVENT_SLOTS, MORALE_TYPES, THREAT_INTENSITIES } from './events';
import { FACILITIES, GRID_SIZE, MAX_FACILITY_LEVEL } from './facilities';
import {
  HOSTILE_ACTION_KINDS,
  HOSTILE_DIFFICULTY_WEIGHTS,
  HOSTILE_MIX,
  HOSTILE_TYPE_IDS,
  HOSTILE_TYPES,
  type HostileWeightKey,
} from './hostiles';
import { BATTLE_DIFFICULTIES, THEME_IDS } from './ids';
import { KEY_MISSION_DEADLINE_DAY } from './key-deadlines';
import { MAP_KIT_IDS, MAP_KITS } from './map-kits';
import { CASUALTY_LEVELS, MISSION_TEMPLATES, MISSION_TIERS } from './missions';
import { BATTLE_MODIFIER_KINDS } from './modifiers';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { RANKS } from './ranks';
import { RESEARCH_CATEGORIES, RESEARCH_PROJECTS, RESEARCH_TIERS } from './research';
import { SKILL_TIER_XP, SKILLS } from './skills';
import * as squad from './squad';
import { STORY_CHAPTERS, type StoryChapterSlot } from './story';

const word = z.string().trim().min(1, 'is empty');
const count = z.number().int('is not a whole number').nonnegative('is negative');
const amount = z.number().nonnegative('is negative');
const percent = z.number().min(0, 'is below 0').max(100, 'is above 100');
const oneOf = (ids: readonly string[]) => z.enum(ids as [string, ...string[]]);

const abilityIds = oneOf(ABILITIES.map((a) => a.id));
const skillIds = oneOf(SKILLS.map((s) => s.id));
const classIds = oneOf(CLASSES.map((c) => c.id));
const projectIds = oneOf(RESEARCH_PROJECTS.map((p) => p.id));
// content/modifiers.ts `Modifier`: one shape per kind.
const modifier = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('combat'), amount: z.number(), classId: classIds.optional() }),
  z.strictObject({ kind: z.literal('max_health'), amount: z.number() }),
  z.strictObject({ kind: z.literal('daily_healing'), amount: z.number() }),
  z.strictObject({ kind: z.literal('manual_heal'), amount: z.number() }),
  z.strictObject({ kind: z.literal('income'), resource: z.enum(['funds', 'supplies', 'intel']), amount: z.number() }),
  z.strictObject({ kind: z.literal('xp_gain'), percent: z.number() }),
  ...BATTLE_MODIFIER_KINDS.map((kind) =>
    z.strictObject({ kind: z.literal(kind), amount: z.number().int().positive(), classId: classIds.optional() }),
  ),
]);
const cost = z.strictObject({ funds: count, supplies: count, intel: count });

const abilitySchema = z.strictObject({
  id: word,
  name: word,
  description: word,
  apCost: count,
  cooldown: count,
  usesPerMission: count.nullable(),
  endsTurn: z.boolean(),
  combatValue: amount,
  // Issue 31: a target filter, an optional area, the primitives in order, and their numbers.
  battle: z.strictObject({
    targeting: z.enum(['none', 'enemy', 'wounded_ally', 'other_ally', 'downed_ally', 'tile']),
    area: z.enum(['allies_in_radius', 'hostiles_in_radius']).optional(),
    does: z
      .array(
        z.enum(['heal', 'revive', 'shot', 'suppressive_shot', 'damage', 'status', 'pin', 'overwatch', 'kill_streak']),
      )
      .min(1),
    refuseOthersAs: z.literal('deadeye_target').optional(),
    reach: count.optional(),
    radius: count.optional(),
    heal: count.optional(),
    reviveAtPercent: percent.optional(),
    damage: count.optional(),
    damagePerAim: z.number().positive('must be above 0').optional(),
    shots: count.optional(),
    aimBonus: count.optional(),
    aimPenalty: count.optional(),
    mobilityPenalty: count.optional(),
    defenseBonus: count.optional(),
    damageBonusPercent: count.optional(),
    damageRedirectPercent: percent.optional(),
    duration: count.optional(),
  }),
});

const stats = z.strictObject({
  health: count,
  aim: count,
  mobility: count,
  defense: count,
  willpower: count,
  critChance: percent,
});

const classSchema = z.strictObject({
  id: word,
  name: word,
  description: word,
  stats,
  skills: z.array(skillIds),
  abilities: z.array(z.strictObject({ abilityId: abilityIds, unlockAtXp: count })),
});

const skillSchema = z.strictObject({
  id: word,
  name: word,
  classId: classIds,
  tier: count.min(1),
  xpRequired: count,
  effect: word,
  modifiers: z.array(modifier),
});

const equipmentBase = { id: word, name: word, cost, unlockedBy: projectIds.nullable() };
const weaponSchema = z.strictObject({
  ...equipmentBase,
  damage: count,
  accuracy: percent,
  battleMaxDamage: count.min(1),
  shotAp: count.min(1),
});
const armorSchema = z.strictObject({ ...equipmentBase, defense: count, mobility: count });
const utilitySchema = z.strictObject({ ...equipmentBase, description: word, modifiers: z.array(modifier) });

const perLevel = z.strictObject({ base: count, perLevel: count });
const facilitySchema = z.strictObject({
  type: word,
  name: word,
  description: word,
  cost: z.strictObject({ funds: count, supplies: count }),
  powerDraw: count,
  constructionDays: count,
  incomePerLevel: z.strictObject({ funds: count.optional(), supplies: count.optional(), intel: count.optional() }),
  powerCapacity: perLevel.optional(),
  healing: perLevel.optional(),
  trainingXpPerLevel: count.optional(),
  researchQuartersPerLevel: count.optional(),
  maxLevel: count.min(1).max(MAX_FACILITY_LEVEL),
  upkeepPerLevel: count,
  buildable: z.boolean(),
  decided: z.string(),
});

const missionSchema = z
  .strictObject({
    id: word,
    name: word,
    tier: z.enum(MISSION_TIERS),
    type: word,
    location: word,
    description: word,
    durationDays: count.min(1),
    requirements: z.strictObject({ minSquad: count.min(1), maxSquad: count.min(1) }),
    rewards: z.strictObject({ funds: count, supplies: count, intel: count, xp: count, reputation: count }),
    risks: z.strictObject({ casualtyLevel: z.enum(CASUALTY_LEVELS), successRate: percent }),
    threatLevel: count.min(1).max(10),
    unlockDay: count.min(1),
    storyContext: word,
    objectives: z.array(word).min(1, 'has no objective'),
    icon: word,
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'is not a #rrggbb colour'),
    difficulty: z.enum(['easy', 'medium', 'hard', 'other']),
    chapter: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    keyMission: z.literal(true).optional(),
  })
  .refine((m) => m.requirements.minSquad <= m.requirements.maxSquad, {
    message: 'minSquad is above maxSquad',
    path: ['requirements'],
  });

const researchSchema = z.strictObject({
  id: word,
  name: word,
  tier: z.enum(RESEARCH_TIERS),
  category: z.enum(RESEARCH_CATEGORIES),
  description: word,
  cost,
  durationDays: count.min(1),
  prerequisites: z.array(projectIds),
  modifiers: z.array(modifier),
  benefits: word,
});

const rankSchema = z.strictObject({ name: word, xp: count, dailyPay: count });

/** A tree of numbers only (BATTLE_RULES): every leaf a number of at least 0. */
const numberTree: z.ZodType = z.lazy(() => z.union([amount, z.record(z.string(), numberTree)]));

/** A module's data exports (its functions left out). */
function dataOf(module: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value !== 'function'));
}

/** A list keyed by each entry's id (or type / name), so an issue's path names the entry. */
function byKey<T>(items: readonly T[], key: (item: T) => string): Record<string, T> {
  const keyed: Record<string, T> = {};
  for (const item of items) {
    const id = key(item);
    if (id in keyed) throw new Error(`duplicate key ${id}`);
    keyed[id] = item;
  }
  return keyed;
}

/** A universe's words, shaped like vanilla's: the same keys, every word non-empty. */
function wordsShapedLike(value: unknown): z.ZodType {
  if (typeof value === 'string') return z.string().min(1, 'is empty');
  if (typeof value === 'number') return z.number();
  if (typeof value === 'boolean') return z.boolean();
  if (Array.isArray(value)) return z.array(typeof value[0] === 'string' ? word : z.unknown());
  if (value && typeof value === 'object') {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, item] of Object.entries(value)) shape[key] = wordsShapedLike(item);
    return z.object(shape);
  }
  return z.unknown();
}

// content/events.ts `EventSlot` and content/story.ts `StoryChapterSlot` (issue 25: the numbers of the
// event pool and of the story, once for every universe), and the words each universe gives their slots.
const eventSlotSchema = z.strictObject({
  id: word,
  category: z.enum(EVENT_CATEGORIES),
  rewards: z.strictObject({ intel: count, supplies: count, funds: count }),
  cost: z.strictObject({ supplies: count }),
  storyHooks: z.array(word).optional(),
  threatIntensity: z.enum(THREAT_INTENSITIES).optional(),
  moraleType: z.enum(MORALE_TYPES).optional(),
  schedulePattern: z.strictObject({ everyDays: count.min(1) }).optional(),
  flags: z.strictObject({ threat: z.boolean(), bonus: z.boolean() }),
  requires: z.strictObject({ winningStreak: count.min(1).optional() }).optional(),
});
const STORY_SLOTS: readonly StoryChapterSlot[] = STORY_CHAPTERS;
const keyMissionIds = oneOf(MISSION_TEMPLATES.filter((m) => m.keyMission).map((m) => m.id));
const chapterNumber = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const storyChapterSlotSchema = z.strictObject({
  id: word,
  chapter: chapterNumber,
  eventPool: z.array(z.enum(EVENT_CATEGORIES)).min(1),
  storyBeats: z.record(
    z.string(),
    z.strictObject({
      id: word,
      day: z.number().int('is not a whole number').min(1, 'is before day 1'),
      eventHooks: z.array(word),
      missionTrigger: keyMissionIds.optional(),
    }),
  ),
});
const eventWordsSchema = z.strictObject({
  title: word,
  description: word,
  narrative: word,
  tags: z.array(word),
  storedId: word.optional(),
});
const storyOutcomeSchema = z.strictObject({ title: word, description: word, narrative: word });
const storyWordsSchema = z.strictObject({
  thread: z.strictObject({ id: word, title: word, description: word }),
  chapters: z.strictObject(
    Object.fromEntries(
      STORY_CHAPTERS.map((chapter) => [
        String(chapter.chapter),
        z.strictObject({
          title: word,
          subtitle: word,
          description: word,
          tone: word,
          color: z.string().regex(/^#[0-9a-f]{6}$/i, 'is not a #rrggbb colour'),
          pacing: word,
          openingNarrative: word,
          // Issue 34: the opening told when the last chapter's key mission was not won (chapters 2–4).
          ...(chapter.chapter === 1 ? {} : { openingAfterMiss: word }),
          beats: z.strictObject(
            Object.fromEntries(
              chapter.storyBeats.map((beat) => [
                beat.id,
                z.strictObject({
                  title: word,
                  description: word,
                  narrative: word,
                  characterSpeech: z.strictObject({ speaker: word, text: word }),
                }),
              ]),
            ),
          ),
          thematicElements: z.array(word),
          failureState: storyOutcomeSchema,
          successState: storyOutcomeSchema,
        }),
      ]),
    ),
  ),
});

// content/hostiles.ts: each type's numbers and AI weights, the weights' scale per battle difficulty
// and the mix of types a battle draws from (issue 24).
const weightKeys = z.enum(Object.keys(HOSTILE_TYPES.trooper.weights) as [HostileWeightKey, ...HostileWeightKey[]]);
const hostileTypeSchema = z
  .strictObject({
    id: oneOf(HOSTILE_TYPE_IDS),
    actions: z.array(oneOf(HOSTILE_ACTION_KINDS)).min(1, 'is empty'),
    hpBonus: z.number().int('is not a whole number'),
    accuracyBonus: z.number().int('is not a whole number'),
    damageBonus: z.number().int('is not a whole number'),
    range: count.min(1, 'is below 1'),
    mobility: count.min(1, 'is below 1'),
    ap: count.min(1, 'is below 1'),
    preferredRange: count,
    retreatAtHpPercent: percent,
    blast: z
      .strictObject({
        range: count.min(1, 'is below 1'),
        radius: count,
        damage: count.min(1, 'is below 1'),
        minTargets: count.min(1, 'is below 1'),
      })
      .nullable(),
    weights: z.record(weightKeys, z.number()),
  })
  .refine((t) => t.actions.includes('blast') === (t.blast !== null), {
    message: 'has a blast without the blast action, or the action without its blast',
    path: ['blast'],
  })
  .refine((t) => t.preferredRange <= t.range, { message: 'is beyond its range', path: ['preferredRange'] });
const battleDifficulties = oneOf(BATTLE_DIFFICULTIES);
const hostileMix = z
  .record(oneOf(HOSTILE_TYPE_IDS), count)
  .refine((mix) => Object.values(mix).some((n) => n > 0), { message: 'draws no hostile type' });
const mapKitSchema = z.strictObject({
  id: oneOf(MAP_KIT_IDS),
  pieces: z
    .array(
      z
        .array(
          z.tuple([
            z.number().int('is not a whole number'),
            z.number().int('is not a whole number'),
            oneOf(['half', 'full']),
          ]),
        )
        .min(1, 'is an empty piece'),
    )
    .min(1, 'has no piece'),
});
const battleForce = z.strictObject({
  extraHostiles: count,
  hostileHp: z.number().int('is not a whole number'),
  hostileAim: z.number().int('is not a whole number'),
});

interface Catalogue {
  file: string;
  schema: z.ZodType;
  data: unknown;
}

const CATALOGUES: Catalogue[] = [
  { file: 'abilities.ts', schema: z.record(z.string(), abilitySchema), data: byKey(ABILITIES, (a) => a.id) },
  { file: 'battle.ts', schema: numberTree, data: BATTLE_RULES },
  {
    file: 'campaign-end.ts',
    schema: z.strictObject({
      CHAPTER_ONE_LAST_DAY: count.min(1),
      CHAPTER_ONE_MAX_CASUALTY_RATE: z.number().min(0).max(1),
    }),
    data: { CHAPTER_ONE_LAST_DAY, CHAPTER_ONE_MAX_CASUALTY_RATE },
  },
  {
    file: 'classes.ts',
    schema: z.strictObject({
      CLASSES: z.record(z.string(), classSchema),
      UNCLASSED_STATS: stats,
      ABILITY_UNLOCK_XP: z.array(count),
    }),
    data: { CLASSES: byKey(CLASSES, (c) => c.id), UNCLASSED_STATS, ABILITY_UNLOCK_XP },
  },
  {
    file: 'difficulty.ts',
    schema: z.record(
      z.enum(['easy', 'normal', 'hard']),
      z.strictObject({
        id: word,
        label: word,
        startingFunds: count,
        autoResolveShift: z.number().int(),
        battle: z.strictObject({
          extraHostiles: z.number().int(),
          hostileHp: z.number().int(),
          hostileAim: z.number().int(),
        }),
      }),
    ),
    data: DIFFICULTY_SETTINGS,
  },
  { file: 'economy.ts', schema: numberTree, data: dataOf(economy) },
  {
    file: 'hostiles.ts',
    schema: z.strictObject({
      HOSTILE_TYPES: z.record(oneOf(HOSTILE_TYPE_IDS), hostileTypeSchema),
      HOSTILE_DIFFICULTY_WEIGHTS: z.record(battleDifficulties, z.record(weightKeys, count)),
      HOSTILE_MIX: z.record(battleDifficulties, hostileMix),
    }),
    data: { HOSTILE_TYPES, HOSTILE_DIFFICULTY_WEIGHTS, HOSTILE_MIX },
  },
  { file: 'map-kits.ts', schema: z.record(oneOf(MAP_KIT_IDS), mapKitSchema), data: MAP_KITS },
  {
    file: 'battle-force.ts',
    schema: z.strictObject({
      CHAPTER_BATTLE_FORCE: z.strictObject({ 1: battleForce, 2: battleForce, 3: battleForce, 4: battleForce }),
      HOSTILE_AIM_PER_THREAT: z.number(),
      MISSED_KEY_MISSION_FORCE: battleForce,
    }),
    data: { CHAPTER_BATTLE_FORCE, HOSTILE_AIM_PER_THREAT, MISSED_KEY_MISSION_FORCE },
  },

  {
    file: 'equipment.ts',
    schema: z.strictObject({
      WEAPONS: z.record(z.string(), weaponSchema),
      ARMORS: z.record(z.string(), armorSchema),
      UTILITIES: z.record(z.string(), utilitySchema),
    }),
    data: {
      WEAPONS: byKey(WEAPONS, (w) => w.id),
      ARMORS: byKey(ARMORS, (a) => a.id),
      UTILITIES: byKey(UTILITIES, (u) => u.id),
    },
  },
  {
    file: 'facilities.ts',
    schema: z.strictObject({ FACILITIES: z.record(z.string(), facilitySchema), GRID_SIZE: count.min(1) }),
    data: { FACILITIES: byKey(FACILITIES, (f) => f.type), GRID_SIZE },
  },
  { file: 'missions.ts', schema: z.record(z.string(), missionSchema), data: byKey(MISSION_TEMPLATES, (m) => m.id) },
  {
    file: 'names.ts',
    schema: z.strictObject({ FIRST_NAMES: z.array(word).min(1), LAST_NAMES: z.array(word).min(1) }),
    data: { FIRST_NAMES, LAST_NAMES },
  },
  { file: 'ranks.ts', schema: z.record(z.string(), rankSchema), data: byKey(RANKS, (r) => r.name) },
  {
    file: 'research.ts',
    schema: z.record(z.string(), researchSchema),
    data: byKey(RESEARCH_PROJECTS, (p) => p.id),
  },
  {
    file: 'skills.ts',
    schema: z.strictObject({ SKILLS: z.record(z.string(), skillSchema), SKILL_TIER_XP: z.array(count) }),
    data: { SKILLS: byKey(SKILLS, (s) => s.id), SKILL_TIER_XP },
  },
  { file: 'squad.ts', schema: numberTree, data: dataOf(squad) },
  ...THEME_IDS.map((id) => ({
    file: `themes/${id}/`,
    schema: wordsShapedLike(THEMES.vanilla),
    data: THEMES[id],
  })),
  { file: 'events.ts', schema: z.record(z.string(), eventSlotSchema), data: byKey(EVENT_SLOTS, (e) => e.id) },
  {
    file: 'story.ts',
    schema: z.record(z.string(), storyChapterSlotSchema),
    data: byKey(
      STORY_SLOTS.map((c) => ({ ...c, storyBeats: byKey(c.storyBeats, (b) => b.id) })),
      (c) => c.id,
    ),
  },
  {
    file: 'key-deadlines.ts',
    schema: z.strictObject({ 1: count.min(1), 2: count.min(1), 3: count.min(1), 4: count.min(1) }),
    data: KEY_MISSION_DEADLINE_DAY,
  },
  ...THEME_IDS.map((id) => ({
    file: `themes/${id}/events.ts`,
    schema: z.strictObject(Object.fromEntries(EVENT_SLOTS.map((slot) => [slot.id, eventWordsSchema]))),
    data: THEME_CONTENT[id]?.eventWords,
  })),
  ...THEME_IDS.map((id) => ({
    file: `themes/${id}/story.ts`,
    schema: storyWordsSchema,
    data: THEME_CONTENT[id]?.storyWords,
  })),
];

/** Each problem as `file: key.path: what is wrong`; none when the catalogue is valid. */
export function contentProblems(catalogue: Catalogue): string[] {
  const result = catalogue.schema.safeParse(catalogue.data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${catalogue.file}: ${issue.path.map(String).join('.') || '(the whole catalogue)'}: ${issue.message}`,
  );
}

describe('content catalogues against their schemas', () => {
  it.each(CATALOGUES.map((c) => [c.file, c] as const))('%s is valid', (_file, catalogue) => {
    expect(contentProblems(catalogue)).toEqual([]);
  });

  it('names the file, the key and what is wrong for a writer’s typo', () => {
    const [medkit, ...rest] = ABILITIES;
    const typo = {
      ...(medkit as (typeof ABILITIES)[number]),
      apCost: -1,
      battle: { targetting: 'wounded_ally', does: ['heal'], reach: 1, heal: 40 },
    };
    const abilities = CATALOGUES[0] as Catalogue;
    const problems = contentProblems({ ...abilities, data: byKey([typo, ...rest], (a) => a.id as string) });
    expect(problems).toContain('abilities.ts: medkit.apCost: is negative');
    expect(problems.some((p) => p.startsWith('abilities.ts: medkit.battle') && p.includes('targetting'))).toBe(true);
    const [supply, ...others] = MISSION_TEMPLATES;
    const missions = CATALOGUES.find((c) => c.file === 'missions.ts') as Catalogue;
    const broken = { ...supply, risks: { casualtyLevel: 'Minimall', successRate: 95 } };
    expect(contentProblems({ ...missions, data: byKey([broken, ...others], (m) => m.id as string) })).toEqual([
      expect.stringMatching(/^missions\.ts: supply_run\.risks\.casualtyLevel: /),
    ]);
    const devastators = CATALOGUES.find((c) => c.file === 'themes/devastators/') as Catalogue;
    const missing = { ...THEMES.devastators, auth: { ...THEMES.devastators.auth, localKeptAside: '' } };
    expect(contentProblems({ ...devastators, data: missing })).toEqual([
      'themes/devastators/: auth.localKeptAside: is empty',
    ]);
  });

  it('names the hostile type, the map kit piece and the chapter force a typo breaks', () => {
    const hostiles = CATALOGUES.find((c) => c.file === 'hostiles.ts') as Catalogue;
    const grenadier = { ...HOSTILE_TYPES.grenadier, blast: null, preferredRange: 9 };
    const brokenTypes = { ...HOSTILE_TYPES, grenadier };
    expect(
      contentProblems({ ...hostiles, data: { HOSTILE_TYPES: brokenTypes, HOSTILE_DIFFICULTY_WEIGHTS, HOSTILE_MIX } }),
    ).toEqual([
      'hostiles.ts: HOSTILE_TYPES.grenadier.blast: has a blast without the blast action, or the action without its blast',
      'hostiles.ts: HOSTILE_TYPES.grenadier.preferredRange: is beyond its range',
    ]);
    const noMix = { ...HOSTILE_MIX, easy: { trooper: 0, marksman: 0, rusher: 0, grenadier: 0 } };
    expect(
      contentProblems({ ...hostiles, data: { HOSTILE_TYPES, HOSTILE_DIFFICULTY_WEIGHTS, HOSTILE_MIX: noMix } }),
    ).toEqual(['hostiles.ts: HOSTILE_MIX.easy: draws no hostile type']);
    const kits = CATALOGUES.find((c) => c.file === 'map-kits.ts') as Catalogue;
    const road = { ...MAP_KITS.road, pieces: [[[0, 0, 'ful']]] };
    expect(contentProblems({ ...kits, data: { ...MAP_KITS, road } })).toEqual([
      expect.stringMatching(/^map-kits\.ts: road\.pieces\.0\.0\.2: /),
    ]);
    const force = CATALOGUES.find((c) => c.file === 'battle-force.ts') as Catalogue;
    const chapters = { ...CHAPTER_BATTLE_FORCE, 4: { extraHostiles: -1, hostileHp: 3, hostileAim: 40 } };
    const data = { CHAPTER_BATTLE_FORCE: chapters, HOSTILE_AIM_PER_THREAT, MISSED_KEY_MISSION_FORCE };
    expect(contentProblems({ ...force, data })).toEqual([
      'battle-force.ts: CHAPTER_BATTLE_FORCE.4.extraHostiles: is negative',
    ]);
  });

  it('names the file, the key and what is wrong in a universe’s story and event words, and in the story’s slots', () => {
    const find = (file: string) => CATALOGUES.find((c) => c.file === file) as Catalogue;
    const words = THEME_CONTENT.devastators?.storyWords;
    if (!words) throw new Error('devastators has no story words');
    const { arrival: _arrival, ...otherBeats } = words.chapters[1].beats;
    const typo = {
      ...words,
      chapters: { ...words.chapters, 1: { ...words.chapters[1], beats: { ...otherBeats, arival: _arrival } } },
    };
    expect(contentProblems({ ...find('themes/devastators/story.ts'), data: typo }).sort()).toEqual([
      'themes/devastators/story.ts: chapters.1.beats.arrival: Invalid input: expected object, received undefined',
      'themes/devastators/story.ts: chapters.1.beats: Unrecognized key: "arival"',
    ]);
    const eventWords = THEME_CONTENT.majestic?.eventWords;
    const blank = { ...eventWords, quiet_night: { ...eventWords?.quiet_night, narrative: ' ' } };
    expect(contentProblems({ ...find('themes/majestic/events.ts'), data: blank })).toEqual([
      'themes/majestic/events.ts: quiet_night.narrative: is empty',
    ]);
    const story = find('story.ts');
    const chapters = story.data as Record<string, { storyBeats: Record<string, object> }>;
    const wrongDay = {
      ...chapters,
      chapter_1: {
        ...chapters.chapter_1,
        storyBeats: { ...chapters.chapter_1?.storyBeats, arrival: { id: 'arrival', day: 0, eventHooks: [] } },
      },
    };
    expect(contentProblems({ ...story, data: wrongDay })).toEqual([
      'story.ts: chapter_1.storyBeats.arrival.day: is before day 1',
    ]);
  });
});
