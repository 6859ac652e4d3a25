/**
 * Everything `POST /api/campaigns/import` does with the body before storing it (issue 14, issue 21),
 * run on a verification worker: the body arrives as text, and parsing it, the input guard, the
 * schema, the limits and the engine's replay all happen here, so a 2 MB record costs the event
 * loop nothing. The answer is the replayed state to store, or the status and `{error}` to send.
 */
import {
  type CampaignRecord,
  campaignChecksum,
  type GameState,
  needsCarryOver,
  RULES_VERSION,
  recordRulesVersion,
  replayCampaignRecord,
} from '@holdfast/engine';
import type { z } from 'zod';
import { inputProblem } from '../input-problem';
import { validationMessage } from '../plugins/error-handler';
import { IMPORT_MAX_ACTIONS, IMPORT_MAX_BATTLE_ACTIONS, importBody } from '../schemas/campaign-import';

export const IMPORT_MESSAGES = {
  notJson: 'Request body is not valid JSON',
  dayDiffers: (claimed: number, replayed: number) =>
    `The campaign does not replay to the state this browser holds: it reaches day ${replayed}, not day ${claimed}`,
  checksumDiffers: 'The campaign does not replay to the state this browser holds (its checksum differs)',
  refused: (index: number, type: string, code: string) =>
    `The campaign does not replay: action ${index + 1} (${type}) is refused by the rules (${code})`,
  tooManyActions: (count: number) =>
    `The campaign has ${count} actions; at most ${IMPORT_MAX_ACTIONS} can be brought in`,
  tooManyBattleActions: (count: number) =>
    `The campaign's battles have ${count} actions in all; at most ${IMPORT_MAX_BATTLE_ACTIONS} can be brought in`,
  newerRules: (version: number) =>
    `The campaign was played under rules version ${version}, newer than this server's (version ${RULES_VERSION}): it stays in this browser`,
  notCarriedOver: (version: number) =>
    `The campaign was played under rules version ${version}, older than this server's (version ${RULES_VERSION}), and this page has not carried it over: reload the page, then bring it in again. It stays in this browser`,
} as const;

/** `carriedOver`: the record was carried over from an earlier release by its snapshot (the campaign's mark). */
export type ImportVerdict =
  | { ok: true; state: GameState; carriedOver: boolean }
  | { ok: false; status: 400 | 422; error: string };

const refuse = (status: 400 | 422, error: string): ImportVerdict => ({ ok: false, status, error });

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON, or nested past what the parser can follow.
    return undefined;
  }
}

type Refusal = { ok: false; status: 400 | 422; error: string };
type RecordActions = z.infer<typeof importBody>['actions'];

/**
 * The steps a browser's record goes through before any replay, shared by the import and the guest
 * carry-over: JSON, the input guard, the schema (worded as any other schema refusal,
 * plugins/error-handler.ts) and the action limits. `parsed` is the body as sent, keys in its order.
 */
export function readRecordBody<T extends { actions: RecordActions }>(
  text: string,
  schema: z.ZodType<T>,
): { ok: true; parsed: unknown; data: T } | Refusal {
  const parsed = parse(text);
  if (parsed === undefined) return { ok: false, status: 400, error: IMPORT_MESSAGES.notJson };
  const problem = inputProblem(parsed);
  if (problem) return { ok: false, status: 400, error: problem };
  const body = schema.safeParse(parsed);
  if (!body.success) {
    const issues = body.error.issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      message,
      params,
    }));
    return { ok: false, status: 400, error: validationMessage(issues, 'body') };
  }
  const { actions } = body.data;
  if (actions.length > IMPORT_MAX_ACTIONS)
    return { ok: false, status: 422, error: IMPORT_MESSAGES.tooManyActions(actions.length) };
  const battleActions = actions.reduce((sum, a) => sum + (a.type === 'completeBattle' ? a.log.length : 0), 0);
  if (battleActions > IMPORT_MAX_BATTLE_ACTIONS)
    return { ok: false, status: 422, error: IMPORT_MESSAGES.tooManyBattleActions(battleActions) };
  return { ok: true, parsed, data: body.data };
}

export function checkImport(text: string): ImportVerdict {
  const read = readRecordBody(text, importBody);
  if (!read.ok) return read;
  const { parsed, data } = read;
  const { actions, day, checksum } = data;
  // Issue 31: today's rules replay today's records only; an older one arrives carried over by its snapshot.
  // The carried-over state as it was sent: the schema checked it, but its parse orders the keys its own
  // way, and the checksum the browser sent is of the state in the browser's order.
  const carriedOver = (parsed as { carriedOver?: CampaignRecord['carriedOver'] }).carriedOver;
  const record = { ...data, carriedOver } as CampaignRecord;
  const version = recordRulesVersion(record);
  const newest = Math.max(version, data.carriedOver?.rulesVersion ?? 0);
  if (newest > RULES_VERSION) return refuse(422, IMPORT_MESSAGES.newerRules(newest));
  if (needsCarryOver(record)) return refuse(422, IMPORT_MESSAGES.notCarriedOver(version));
  const replayed = replayCampaignRecord(record);
  if (!replayed.ok) {
    const type = actions[replayed.index]?.type ?? 'unknown';
    return refuse(422, IMPORT_MESSAGES.refused(replayed.index, type, replayed.error.code));
  }
  const state = replayed.state;
  if (state.day !== day) return refuse(422, IMPORT_MESSAGES.dayDiffers(day, state.day));
  if (campaignChecksum(state) !== checksum) return refuse(422, IMPORT_MESSAGES.checksumDiffers);
  return { ok: true, state, carriedOver: record.carriedOver !== undefined };
}
