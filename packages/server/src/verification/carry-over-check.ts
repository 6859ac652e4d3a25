/**
 * What `POST /api/guest-records/carry-over` does with its body (issue 31), on a verification worker:
 * a guest record kept by release 1 (format 1: options and actions, no snapshot) is replayed once by
 * the engine's retired rules (`@holdfast/engine/retired`: today's campaign rules, its fought battles
 * by release 1's battle rules), and the state it reaches is answered for the browser to keep as the
 * record's carry-over state. The browser never loads retired rules; nothing is stored here.
 */
import { type GameState, RULES_VERSION } from '@holdfast/engine';
import { carryOverFormat1Record } from '@holdfast/engine/retired';
import { z } from 'zod';
import { inputProblem } from '../input-problem';
import { validationMessage } from '../plugins/error-handler';
import { IMPORT_MAX_ACTIONS, IMPORT_MAX_BATTLE_ACTIONS, importBody } from '../schemas/campaign-import';
import { IMPORT_MESSAGES } from './import-check';

/** The record as release 1 kept it in a browser: how it was started and every action it accepted. */
export const carryOverBody = z.strictObject({
  options: importBody.shape.options,
  actions: importBody.shape.actions,
});

export const CARRY_OVER_MESSAGES = {
  refused: (index: number, type: string, code: string) =>
    `The campaign kept in this browser does not carry over to rules version ${RULES_VERSION}: action ${index + 1} (${type}) is refused (${code}). It stays in this browser`,
} as const;

export type CarryOverVerdict =
  | { ok: true; rulesVersion: 1; state: GameState }
  | { ok: false; status: 400 | 422; error: string };

const refuse = (status: 400 | 422, error: string): CarryOverVerdict => ({ ok: false, status, error });

export function checkCarryOver(text: string): CarryOverVerdict {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse(400, IMPORT_MESSAGES.notJson);
  }
  const problem = inputProblem(parsed);
  if (problem) return refuse(400, problem);
  const body = carryOverBody.safeParse(parsed);
  if (!body.success) {
    const issues = body.error.issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      message,
      params,
    }));
    return refuse(400, validationMessage(issues, 'body'));
  }
  const { options, actions } = body.data;
  if (actions.length > IMPORT_MAX_ACTIONS) return refuse(422, IMPORT_MESSAGES.tooManyActions(actions.length));
  const battleActions = actions.reduce((sum, a) => sum + (a.type === 'completeBattle' ? a.log.length : 0), 0);
  if (battleActions > IMPORT_MAX_BATTLE_ACTIONS)
    return refuse(422, IMPORT_MESSAGES.tooManyBattleActions(battleActions));
  const carried = carryOverFormat1Record({ options, actions });
  if (!carried.ok) {
    const type = actions[carried.index]?.type ?? 'unknown';
    return refuse(422, CARRY_OVER_MESSAGES.refused(carried.index, type, carried.error.code));
  }
  return { ok: true, rulesVersion: 1, state: carried.state };
}
