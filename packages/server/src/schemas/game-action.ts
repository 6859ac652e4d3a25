/**
 * The engine's `GameAction` union as a zod schema, for `POST /api/campaigns/:id/actions`. It checks
 * shape only (the right fields with the right JSON types): whether an action is allowed is a game
 * rule, and every rule stays in the engine, which refuses with the spec's own message. So a row of
 * 7 or a 40-character nickname passes here and is refused by `applyAction`, word for word.
 */
import { CLASS_IDS, FACILITY_TYPES, type GameAction } from '@holdfast/engine';
import { z } from 'zod';

/** Engine ids and free text: long enough for any real value, short enough to refuse junk early. */
const text = z.string().max(200);
const engineId = text.describe('An engine id from the game state, e.g. "soldier-3"');

/** A tile coordinate: the engine refuses one off the battlefield with the spec's words. */
const coordinate = z.number();

/** One of the commander's battle actions (packages/engine/src/battle/types.ts `BattleAction`). */
export const battleAction = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('select'), unitId: engineId.nullable() }),
    z.strictObject({ type: z.literal('move'), x: coordinate, y: coordinate }),
    z.strictObject({ type: z.literal('shoot'), x: coordinate, y: coordinate }),
    z.strictObject({
      type: z.literal('ability'),
      abilityId: text,
      x: coordinate.optional(),
      y: coordinate.optional(),
    }),
    z.strictObject({ type: z.literal('endTurn') }),
    z.strictObject({ type: z.literal('abort') }),
  ],
  { error: 'Unknown battle action type' },
);

/**
 * The most entries one battle log may carry (completeBattle, imports, replays). The scripted
 * commander's longest battle has 262 (`npm run record-sizes -w @holdfast/engine`); a player clicks
 * `select` far more often than it does, so the margin is 7.6×.
 */
export const BATTLE_LOG_MAX_ENTRIES = 2000;

export const battleLogEntry = z.strictObject({
  action: battleAction,
  checksum: z
    .string()
    .max(16)
    .optional()
    .describe('The battle state checksum after this action (8 hex digits); the replay compares it when present'),
});

export const gameActionSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('buildFacility'),
        row: z.number(),
        col: z.number(),
        facilityType: z.enum(FACILITY_TYPES),
      }),
      z.strictObject({ type: z.literal('upgradeFacility'), facilityId: engineId }),
      z.strictObject({ type: z.literal('toggleFacility'), facilityId: engineId }),
      z.strictObject({ type: z.literal('recruit') }),
      z.strictObject({ type: z.literal('setNickname'), soldierId: engineId, nickname: text }),
      z.strictObject({ type: z.literal('specialize'), soldierId: engineId, classId: z.enum(CLASS_IDS) }),
      z.strictObject({
        type: z.literal('setLoadout'),
        soldierId: engineId,
        weapon: text,
        armor: text,
        utility: text,
      }),
      z.strictObject({ type: z.literal('heal'), soldierId: engineId }),
      z.strictObject({ type: z.literal('startResearch'), projectId: text }),
      z.strictObject({ type: z.literal('cancelResearch') }),
      z.strictObject({
        type: z.literal('deployMission'),
        templateId: text,
        soldierIds: z.array(engineId).max(100),
        mode: z.enum(['auto', 'manual']),
        battleSeed: z
          .string()
          .regex(/^[0-9a-f]{32}$/, 'battleSeed must be 32 lowercase hex digits')
          .optional()
          .describe(
            'Issue 32: a manual mission’s 128-bit battle seed. Only in an import (the guest’s browser drew it); the actions endpoint draws it itself and refuses one sent (400)',
          ),
      }),
      z.strictObject({
        type: z.literal('completeBattle'),
        missionId: engineId,
        log: z
          .array(battleLogEntry)
          .max(BATTLE_LOG_MAX_ENTRIES)
          .describe('The commander’s battle actions, replayed by the engine'),
      }),
      z.strictObject({ type: z.literal('abortMission'), missionId: engineId }),
      z.strictObject({ type: z.literal('counterOperation') }),
      z.strictObject({ type: z.literal('supplyDrop'), missionId: engineId }),
      z.strictObject({
        type: z.literal('advanceDay'),
        fromDay: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe('The day the screen shows; refused (409) when the campaign is past it'),
      }),
    ],
    { error: 'Unknown action type' },
  )
  .describe('One engine action (packages/engine/src/campaign/actions.ts)');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AssertTrue<Condition extends true> = Condition;
/**
 * Fails to compile when the engine's union and this schema drift apart (an action added to the
 * engine must be added here too, or the server would refuse it as a bad body).
 */
export type GameActionSchemaMirrorsEngine = AssertTrue<Same<z.output<typeof gameActionSchema>, GameAction>>;

export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must be 1-200 characters')
    .max(200, 'Idempotency-Key must be 1-200 characters')
    .optional()
    .describe('Makes a retried request return the first answer instead of applying the action twice'),
});

/** A fact (campaign/facts.ts): its kind and parameters; the web words it in the campaign's theme. */
const reportEntry = z.looseObject({
  kind: z.string(),
  refId: z.string().optional(),
  resourceChanges: z.record(z.string(), z.number()).optional(),
});

export const actionReportSchema = z
  .looseObject({ day: z.number().int(), entries: z.array(reportEntry) })
  .describe('What the action did: the day report and toasts are drawn from it');

export const ruleRefusalSchema = z
  .object({
    error: z.string().describe('The refusal worded in the campaign’s universe (the spec’s words in LAST STAND)'),
    code: z.string().describe('The engine’s stable GameErrorCode'),
    reason: z.string().optional().describe('What exactly was refused: the engine’s RefusalReason'),
    params: z.record(z.string(), z.unknown()).optional().describe('The refusal’s facts: ids, amounts, days'),
  })
  .describe('The game rules refused the action; nothing changed');
