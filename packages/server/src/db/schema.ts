/**
 * The one Drizzle schema for both databases (PGlite and PostgreSQL).
 *
 * Column names follow the spec's entities (base-and-accounts §3, missions-battle-themes §3), so the
 * spec's CRUD routes can answer in its own snake_case words. Engine-owned rows (facilities, squad,
 * research, missions, events) also carry the engine's stable id in `ref` ("soldier-3"), unique per
 * campaign beside the serial `id`, and a `state_extra` jsonb column that keeps any field the
 * engine adds later, so a `GameState` maps onto rows and back without loss.
 * JSON values are `jsonb` (the same on both databases); the spec's API still sends them as JSON text.
 */
import type {
  ActiveMission,
  BattleAction,
  BattleInput,
  BattleLogEntry,
  BattleState,
  DailyBattleSetup,
  DailyScore,
  DaySnapshot,
  GameState,
  PublicBattleStep,
  Resources,
  Seed,
  Soldier,
} from '@holdfast/engine';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Bytes as they are; node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A JSON object, as stored in a jsonb column. */
export type JsonObject = Record<string, unknown>;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased: addresses are compared without case. */
    email: text('email').notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /** A JSON object (the API sends it as JSON text, spec §3). */
    preferences: jsonb('preferences').$type<JsonObject>().notNull().default({}),
    createdAt: createdAt(),
    lastLogin: timestamptz('last_login'),
    totalCampaigns: integer('total_campaigns').notNull().default(0),
    totalPlaytime: integer('total_playtime').notNull().default(0),
  },
  (t) => [
    // "Alice" and "alice" are the same commander: one of them is refused at registration.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Failed sign-ins, counted for throttling; kept in the database so every server process sees them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as looked up. */
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    /**
     * The device cookie's id when the attempt came from a browser that signed in to this account
     * before (repositories/device-cookies.ts): such failures count for that browser only. Null for
     * everyone else, whose failures are the ones the account and address limits count.
     */
    device: text('device'),
    failedAt: timestamptz('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
    index('login_failures_device_idx').on(t.device, t.failedAt),
  ],
);

/** One row per account created, by address: the registration limit (issue 27) counts them. */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
  },
  (t) => [index('registrations_ip_idx').on(t.ip, t.registeredAt)],
);

/**
 * Values every server process must agree on and that must survive a restart, generated once by
 * whichever process starts first: the device cookies' signing key when DEVICE_COOKIE_SECRET is unset.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    // Guests are never saved, so every stored campaign has an owner.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    difficulty: text('difficulty').notNull().default('normal'),
    theme: text('theme').notNull().default('vanilla'),
    day: integer('day').notNull().default(1),
    threatLevel: integer('threat_level').notNull().default(1),
    supplies: integer('supplies').notNull().default(100),
    funds: integer('funds').notNull().default(25000),
    intel: integer('intel').notNull().default(0),
    reputation: integer('reputation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastPlayed: timestamptz('last_played'),
    totalPlaytime: integer('total_playtime').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    gameOver: boolean('game_over').notNull().default(false),
    victory: boolean('victory').notNull().default(false),
    /** GameState.schemaVersion. */
    schemaVersion: integer('schema_version').notNull().default(1),
    /**
     * The engine's RULES_VERSION that last wrote the campaign's state (issue 25), set on create, import
     * and every action. Rows from before the column were written under version 1.
     */
    rulesVersion: integer('rules_version').notNull().default(1),
    /** GameState.nextId: the next number for engine ids. */
    nextId: integer('next_id').notNull().default(1),
    /** GameState.rng: the seeded generator's state. */
    rngState: jsonb('rng_state').$type<GameState['rng']>().notNull(),
    /** JSON object of GameState fields that have no column or table (forward compatibility). */
    stateExtra: jsonb('state_extra').$type<JsonObject>().notNull().default({}),
    /**
     * Raised by every write to the campaign's game state (the write lock raises it, see
     * `lockOwnCampaign`), so a server process can trust its cached GameState while the version
     * is the one it cached, and reload it as soon as anyone else has written.
     */
    stateVersion: integer('state_version').notNull().default(0),
    /**
     * Game fields were written through the raw record routes (GAME_RULES "Marks"). Set by those
     * routes, never cleared: the campaign is not what the rules alone made it.
     */
    edited: boolean('edited').notNull().default(false),
    /** Brought in from a browser (`POST /api/campaigns/import`): the player's machine held the dice. */
    playedInBrowser: boolean('played_in_browser').notNull().default(false),
    /**
     * Brought in carried over from an earlier release by its snapshot (issue 31): the days before
     * were played under earlier rules and are not re-verified (GAME_RULES "Marks").
     */
    carriedOver: boolean('carried_over').notNull().default(false),
  },
  (t) => [
    index('campaigns_user_id_idx').on(t.userId),
    check('campaigns_difficulty_check', sql`${t.difficulty} in ('easy', 'normal', 'hard')`),
    check('campaigns_theme_check', sql`${t.theme} in ('vanilla', 'devastators', 'majestic', 'archbound')`),
  ],
);

const campaignId = () =>
  integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });
const ref = () => text('ref').notNull();
const stateExtra = () => jsonb('state_extra').$type<JsonObject>().notNull().default({});

export const squadMembers = pgTable(
  'squad_members',
  {
    id: serial('id').primaryKey(),
    campaignId: campaignId(),
    ref: ref(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    rank: text('rank').notNull().default('Private'),
    /** The spec's `class` (specialisation); null until the soldier specialises. */
    class: text('class'),
    health: integer('health').notNull().default(100),
    maxHealth: integer('max_health').notNull().default(100),
    status: text('status').notNull().default('Ready'),
    missionsCompleted: integer('missions_completed').notNull().default(0),
    experience: integer('experience').notNull().default(0),
    /** List of skill ids. */
    unlockedSkills: jsonb('unlocked_skills').$type<string[]>().notNull().default([]),
    /** {weapon, armor, utility}. */
    loadout: jsonb('loadout').$type<Soldier['loadout']>().notNull(),
    /** List of {day, text}: the profile's service record. */
    history: jsonb('history').$type<Soldier['history']>().notNull().default([]),
    stateExtra: stateExtra(),
    createdAt: createdAt(),
  },
  (t) => [unique('squad_members_campaign_ref_key').on(t.campaignId, t.ref)],
);

export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    campaignId: campaignId(),
    ref: ref(),
    facilityType: text('facility_type').notNull(),
    facilityName: text('facility_name').notNull(),
    level: integer('level').notNull().default(1),
    gridRow: integer('grid_row').notNull(),
    gridCol: integer('grid_col').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    constructionDaysRemaining: integer('construction_days_remaining').notNull().default(0),
    stateExtra: stateExtra(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('facilities_campaign_ref_key').on(t.campaignId, t.ref),
    // One facility per slot; the spec's client recognises this constraint's text in its alert.
    unique('facilities_campaign_position_key').on(t.campaignId, t.gridRow, t.gridCol),
    check('facilities_grid_check', sql`${t.gridRow} between 0 and 4 and ${t.gridCol} between 0 and 4`),
  ],
);

export const research = pgTable(
  'research',
  {
    id: serial('id').primaryKey(),
    campaignId: campaignId(),
    /** Catalogue project id ("basic_armor"); one record per started project. */
    researchType: text('research_type').notNull(),
    researchName: text('research_name').notNull(),
    /** 0-100; fractional because a day adds 100 / duration. */
    progress: doublePrecision('progress').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    /** Days; catalogue values copied for the spec's record, nullable until known. */
    duration: integer('duration'),
    /** {funds, supplies, intel}. */
    cost: jsonb('cost').$type<Resources>(),
    benefits: text('benefits'),
    category: text('category'),
    startedOnDay: integer('started_on_day').notNull().default(1),
    completedOnDay: integer('completed_on_day'),
    stateExtra: stateExtra(),
  },
  (t) => [unique('research_campaign_type_key').on(t.campaignId, t.researchType)],
);

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    campaignId: campaignId(),
    ref: ref(),
    /** The mission template id. */
    missionType: text('mission_type').notNull(),
    difficulty: text('difficulty'),
    /** Spec statuses: active, available, in_progress, completed, failed, aborted. */
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    /** List of soldier refs. */
    assignedSquad: jsonb('assigned_squad').$type<string[]>().notNull().default([]),
    success: boolean('success'),
    failureReason: text('failure_reason'),
    /** 'auto' or 'manual' (ActiveMission.mode). */
    mode: text('mode').notNull().default('auto'),
    daysRemaining: integer('days_remaining').notNull().default(0),
    deployedOnDay: integer('deployed_on_day').notNull().default(1),
    completedOnDay: integer('completed_on_day'),
    /** List of {soldierId, soldierName, damage, killed}. */
    casualties: jsonb('casualties').$type<ActiveMission['casualties']>().notNull().default([]),
    /** {funds, supplies, intel, xp, reputation} or null. */
    rewards: jsonb('rewards').$type<ActiveMission['rewards']>(),
    stateExtra: stateExtra(),
  },
  (t) => [unique('missions_campaign_ref_key').on(t.campaignId, t.ref)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    campaignId: campaignId(),
    ref: ref(),
    eventType: text('event_type').notNull(),
    eventTitle: text('event_title').notNull(),
    eventDescription: text('event_description').notNull(),
    occurredOnDay: integer('occurred_on_day').notNull(),
    /** Resource events only. */
    resourceChanges: jsonb('resource_changes').$type<Partial<Resources>>(),
    stateExtra: stateExtra(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('events_campaign_ref_key').on(t.campaignId, t.ref),
    check('events_type_check', sql`${t.eventType} in ('story', 'combat', 'resource', 'squad')`),
  ],
);

/**
 * GameState.history: the campaign at the start of each day, for the campaign log's charts. One row
 * per day, appended by ADVANCE DAY; the snapshot is the engine's DaySnapshot as jsonb, so new
 * fields in it need no migration.
 */
export const daySnapshots = pgTable(
  'day_snapshots',
  {
    id: serial('id').primaryKey(),
    campaignId: campaignId(),
    day: integer('day').notNull(),
    snapshot: jsonb('snapshot').$type<DaySnapshot>().notNull(),
  },
  (t) => [unique('day_snapshots_campaign_day_key').on(t.campaignId, t.day)],
);

/**
 * Answers already given to requests that carried an `Idempotency-Key` header (DESIGN.md §2): a
 * retry with the same key gets the stored answer instead of applying its action a second time.
 * Keys are per user; rows older than 24 hours are treated as absent and swept on the next write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the campaign id and the validated action: what the key was first used for. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The first answer's JSON text as UTF-8, sent again byte for byte; gzipped when `compressed`. */
    responseBody: bytea('response_body').notNull(),
    /** Long answers (a whole game state) are stored gzipped (see encodeBody in idempotency.ts). */
    compressed: boolean('compressed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A fought battle kept for watching again (issue 11): what it was built from and the commander's
 * actions; the engine replays them. `id` is an unguessable token, the replay link's only key, so a
 * link can be shared without an account and without naming the campaign or its owner.
 */
export const battleReplays = pgTable(
  'battle_replays',
  {
    id: text('id').primaryKey(),
    /** Null for a daily battle's replay (issue 36): it belongs to a `daily_entries` row, not a campaign. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The engine mission id ("mission-4"). */
    missionRef: text('mission_ref').notNull(),
    /** The engine's BattleInput (mission and squad as they went in). */
    input: jsonb('input').$type<BattleInput>().notNull(),
    /** The battle's seed (issue 32: 32 hex digits from the CSPRNG; before, a 31-bit number). Never answered. */
    seed: jsonb('seed').$type<Seed>().notNull(),
    /** List of the engine's BattleAction. */
    actions: jsonb('actions').$type<BattleAction[]>().notNull(),
    /** The RULES_VERSION the battle was fought under (replays kept before it existed: 1). */
    rulesVersion: integer('rules_version').notNull().default(1),
    /**
     * Every step as it was played (the opening, each action, each enemy's move: facts and the public
     * battle after it), so the link plays the same battle after any later rules change. Null for
     * replays kept before battles were kept on the server: those are replayed from seed and actions.
     */
    frames: jsonb('frames').$type<PublicBattleStep[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('battle_replays_campaign_mission_key').on(t.campaignId, t.missionRef),
    index('battle_replays_campaign_created_idx').on(t.campaignId, t.createdAt),
  ],
);

/**
 * A battle in progress that the server keeps (issue 21): from BEGIN MISSION to its end, one per
 * manual mission. The seed and the generator inside `state` never leave the server. Every accepted
 * action moves `action_count` on by one, only from the count it was computed from, in the same
 * transaction as its steps and its Idempotency-Key answer.
 */
export const battles = pgTable(
  'battles',
  {
    id: serial('id').primaryKey(),
    /** Null for a daily battle (issue 36): its `daily_entries` row names it. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The engine mission id ("mission-4"). */
    missionRef: text('mission_ref').notNull(),
    /** The battle's seed (issue 32: 32 hex digits from the CSPRNG; before, a 31-bit number). Never answered. */
    seed: jsonb('seed').$type<Seed>().notNull(),
    input: jsonb('input').$type<BattleInput>().notNull(),
    /** The commander's accepted actions, in order (rows kept before issue 37 carry checksums too; nothing reads them). */
    actions: jsonb('actions').$type<BattleLogEntry[]>().notNull(),
    actionCount: integer('action_count').notNull().default(0),
    /** The battle as it stands, generator included: the truth a later release continues from. */
    state: jsonb('state').$type<BattleState>().notNull(),
    /** The battle before the last action, while that action is a move that can be taken back (engine `undoableMove`). */
    previousState: jsonb('previous_state').$type<BattleState>(),
    /** The RULES_VERSION the battle began under. */
    rulesVersion: integer('rules_version').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('battles_campaign_mission_key').on(t.campaignId, t.missionRef)],
);

/** The steps of a kept battle, append-only: its whole combat log (facts) and the public battle after each. */
export const battleSteps = pgTable(
  'battle_steps',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    /** 0 is the opening. */
    position: integer('position').notNull(),
    /** How many of the commander's actions stood when this step was played (undo drops a whole action's steps). */
    actionCount: integer('action_count').notNull(),
    step: jsonb('step').$type<PublicBattleStep>().notNull(),
  },
  (t) => [primaryKey({ name: 'battle_steps_pkey', columns: [t.battleId, t.position] })],
);

/**
 * The daily battle (issue 36): one row per UTC day, made once by whichever process asks first
 * (`INSERT … ON CONFLICT DO NOTHING`, then read). The seed is never answered before the day is over.
 */
export const dailyBattles = pgTable('daily_battles', {
  /** The UTC day, yyyy-mm-dd. */
  day: text('day').primaryKey(),
  /** 32 hex digits from the CSPRNG. */
  seed: jsonb('seed').$type<Seed>().notNull(),
  /** The engine's DailyBattleSetup (facts: template, objective, squad, difficulty, the battle's input). */
  setup: jsonb('setup').$type<DailyBattleSetup>().notNull(),
  rulesVersion: integer('rules_version').notNull(),
  createdAt: createdAt(),
});

/**
 * One player's try at a day's battle: unique per (day, user), so a second start from any tab, device
 * or process finds the first. `battle_id` is the kept battle while it is fought; the score's parts,
 * the replay and `finished_at` are written in the same transaction as the battle ends.
 */
export const dailyEntries = pgTable(
  'daily_entries',
  {
    id: serial('id').primaryKey(),
    day: text('day')
      .notNull()
      .references(() => dailyBattles.day, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    battleId: integer('battle_id').references(() => battles.id, { onDelete: 'set null' }),
    /** The account's campaigns carried the "edited" mark when the try began (the board says so). */
    edited: boolean('edited').notNull().default(false),
    hideName: boolean('hide_name').notNull().default(false),
    score: integer('score'),
    /** The engine's DailyScore (its parts as facts). */
    parts: jsonb('parts').$type<DailyScore>(),
    turns: integer('turns'),
    survivors: integer('survivors'),
    victory: boolean('victory'),
    replayId: text('replay_id'),
    startedAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    unique('daily_entries_day_user_key').on(t.day, t.userId),
    index('daily_entries_board_idx')
      .on(t.day, t.score.desc(), t.turns, t.finishedAt, t.id)
      .where(sql`${t.finishedAt} is not null`),
  ],
);

/**
 * Every table of players' data, children first: the order a reset or an export walks them in.
 * `server_secrets` is not players' data: a reset keeps the signing key, as a restart does.
 */
export const ALL_TABLES = [
  'daily_entries',
  'daily_battles',
  'battle_steps',
  'battles',
  'battle_replays',
  'day_snapshots',
  'events',
  'missions',
  'research',
  'facilities',
  'squad_members',
  'campaigns',
  'idempotency_keys',
  'login_failures',
  'registrations',
  'sessions',
  'users',
] as const;
